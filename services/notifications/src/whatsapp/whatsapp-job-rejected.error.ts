/**
 * A `send-whatsapp` job that can never succeed as written (a missing param, no link for a button,
 * a number or template WhatsApp refuses): it goes straight to the dead letters.
 */
export class WhatsappJobRejectedError extends Error {
  override readonly name = 'WhatsappJobRejectedError';
}
