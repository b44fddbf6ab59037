/** What nodemailer attaches to a failed send. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * A refusal that will be repeated however often we retry: the server answered 5xx to the
 * recipient, the sender or the message (RFC 5321 §4.2.1). Connection failures, timeouts, 4xx
 * (greylisting, full mailbox, rate limits) and authentication failures (fixed by an operator,
 * not by the payload) stay retryable.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as SmtpError;
  if (code === 'EAUTH') return false;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
