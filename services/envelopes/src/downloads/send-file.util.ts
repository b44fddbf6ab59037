import { pipeline } from 'node:stream/promises';
import type { OutgoingFile } from './envelope-files.js';

interface ResponseLike extends NodeJS.WritableStream {
  setHeader(name: string, value: string | number): void;
  destroy(error?: Error): void;
}

/** Streams a file to the client; a failure after the headers went out can only cut the body. */
export async function sendFile(response: ResponseLike, file: OutgoingFile): Promise<void> {
  const body = await file.open();
  response.setHeader('Content-Type', file.contentType);
  response.setHeader('Content-Disposition', file.disposition);
  if (file.size !== undefined) response.setHeader('Content-Length', file.size);
  await pipeline(body, response).catch((error: Error) => response.destroy(error));
}
