import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_MESSAGES, type ErrorBody } from '@rubrica/errors';

const REASONS: Record<400 | 431, string> = { 400: 'Bad Request', 431: 'Request Header Fields Too Large' };

/** The raw answer to a request Node could not parse: the spec's error body, as every refusal has. */
export function clientErrorAnswer(code: string | undefined): string {
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const key = status === 431 ? 'http.431' : 'http.400';
  // No header was read, so no language was asked for: the catalogue's own words.
  const body: ErrorBody = { message: ERROR_MESSAGES[key].en, code: key };
  const payload = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(payload)}`,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    'connection: close',
    '',
    payload,
  ].join('\r\n');
}

/**
 * Requests Node refuses before any handler runs (a request line or headers over its 16 KB limit,
 * a malformed request line) get the spec's error body instead of Node's bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error.code));
  });
}
