import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAppError } from '@rubrica/errors';
import { MultipartSource } from './multipart-source.js';

let server: Server;
let url: string;
const outcomes: string[] = [];
/** The next form's file handler returns without reading the file (as one refusing it early may). */
let ignoreFile = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    new MultipartSource(request)
      .read({
        field: 'file',
        maxFileBytes: 1024,
        onFile: async (file) => {
          if (ignoreFile) return 'unread';
          for await (const _chunk of file.stream) void _chunk;
          return file.filename;
        },
      })
      .then(
        (result) => outcomes.push(`read ${result.file ?? 'no file'}`),
        (error: unknown) => outcomes.push(isAppError(error) ? error.code : String(error)),
      )
      .finally(() => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const part = (name: string) =>
  `--x\r\nContent-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;

async function send(body: string): Promise<void> {
  outcomes.length = 0;
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
  });
}

describe('MultipartSource', () => {
  it('refuses a form cut short inside a file part it skips, without an unhandled stream error', async () => {
    // Before: the skipped part's stream emitted "Unexpected end of form" with no listener, which
    // ends the whole process (one request took a service down).
    await send(part('other'));
    expect(outcomes).toEqual(['request.unreadable_form']);
  });

  it('refuses a form cut short inside the file part it reads', async () => {
    await send(part('file'));
    expect(outcomes).toEqual(['request.unreadable_form']);
  });

  it('refuses a form cut short inside a file part its handler left unread, without an unhandled error', async () => {
    ignoreFile = true;
    try {
      await send(part('file'));
    } finally {
      ignoreFile = false;
    }
    expect(outcomes).toEqual(['request.unreadable_form']);
  });

  it('reads a whole form', async () => {
    await send(`${part('other')}${part('file')}--x--\r\n`);
    expect(outcomes).toEqual(['read a.pdf']);
  });
});
