import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it, parsed. */
export interface ParsedMessage {
  /** SMTP envelope: MAIL FROM and RCPT TO, as the client gave them. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** The `From` and `To` headers' addresses. */
  from: string | undefined;
  to: string[];
  subject: string;
  messageId: string | undefined;
  text: string;
  html: string;
  /** Every http(s) URL in the text part, in order, without repeats (a sentence's final dot is not part of it). */
  links: string[];
  /** Header names lowercased; the last value wins. */
  headers: Record<string, string>;
  raw: string;
}

export interface TestSmtpServerOptions {
  /** Recipients refused at RCPT TO with `550 5.1.1`, as a real server refuses unknown mailboxes. */
  rejectRecipients?: string[];
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>` (plain SMTP, no authentication). */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ParsedMessage[];
  /** The first message (received already or later) matching `predicate`; rejects after `timeoutMs`. */
  waitForMessage(predicate?: (message: ParsedMessage) => boolean, timeoutMs?: number): Promise<ParsedMessage>;
  close(): Promise<void>;
}

/** A local SMTP server for tests: accepts mail on a free port and keeps every message, parsed. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const rejected = new Set((options.rejectRecipients ?? []).map((address) => address.toLowerCase()));
  const messages: ParsedMessage[] = [];
  const waiters = new Set<(message: ParsedMessage) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Clients that keep pooled connections open must not hold up the end of a test.
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address.toLowerCase())) return callback();
      const refusal = new Error(`5.1.1 <${address.address}>: Recipient address rejected`);
      Object.assign(refusal, { responseCode: 550 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        parseMessage(raw, session.envelope).then(
          (message) => {
            messages.push(message);
            for (const waiter of [...waiters]) waiter(message);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors after start (a client dropping the connection) are the client's business, not the test's.
  server.on('error', () => undefined);
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (message: ParsedMessage) => {
          if (!predicate(message)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const received = messages.map((message) => `"${message.subject}" to ${message.to.join(', ')}`);
          reject(
            new Error(
              `no matching message within ${timeoutMs} ms; received: ${received.join('; ') || 'nothing'}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function parseMessage(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: Array<{ address: string }> },
): Promise<ParsedMessage> {
  const email = await PostalMime.parse(raw);
  const text = email.text ?? '';
  const headers: Record<string, string> = {};
  for (const header of email.headers) headers[header.key.toLowerCase()] = header.value;
  return {
    envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
    envelopeTo: envelope.rcptTo.map((recipient) => recipient.address),
    from: email.from && 'address' in email.from ? email.from.address : undefined,
    to: (email.to ?? []).flatMap((address) =>
      'address' in address && address.address ? [address.address] : [],
    ),
    subject: email.subject ?? '',
    messageId: email.messageId,
    text,
    html: email.html ?? '',
    links: linksOf(text),
    headers,
    raw,
  };
}

function linksOf(text: string): string[] {
  const found = (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
  return [...new Set(found)];
}
