/**
 * A `send-email` job that can never succeed as written (unknown template, bad params, an address
 * the server refuses): failing it again would only repeat the refusal, so it goes straight to the
 * dead letters.
 */
export class EmailJobRejectedError extends Error {
  override readonly name = 'EmailJobRejectedError';
}
