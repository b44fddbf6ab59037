import { request, type IncomingMessage } from 'node:http';
import { runChildMeasurement, testEnv, uniqueName } from '@rubrica/testing';
import { startGateway, type RunningGateway } from '../src/start-gateway.js';
import { deferred, within } from './support/deferred.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { deleteKeys } from './support/redis-keys.js';
import { startUpstream, type Upstream } from './support/upstream-server.js';
import type { UploadMemoryInput, UploadMemoryOutput } from './upload-memory.child.js';

const { redisUrl } = testEnv();
const keyPrefix = `${uniqueName('gw_streaming')}:`;
const SIGNED_IN = { authorization: 'Test user-1;org=org-1' };
const DEADLINE_MS = 5_000;
const MB = 1024 * 1024;

type Route = (req: IncomingMessage, res: import('node:http').ServerResponse) => void;
const routes = new Map<string, Route>();
let storage: Upstream;
let gateway: RunningGateway;
let gatewayUrl: URL;

beforeAll(async () => {
  // One stand-in storage service; each test installs the behaviour of its own path.
  storage = await startUpstream((req, res) => {
    const route = routes.get((req.url ?? '').split('?')[0]);
    if (route) route(req, res);
    else res.writeHead(404).end();
  });
  gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    STORAGE_URL: storage.url,
    authenticator: new FakeAuthenticator(),
  });
  gatewayUrl = new URL(gateway.url);
});

afterAll(async () => {
  await gateway?.close();
  await storage?.close();
  await deleteKeys(redisUrl, keyPrefix);
});

function openRequest(method: string, path: string, headers: Record<string, string | number> = {}) {
  return request({
    hostname: gatewayUrl.hostname,
    port: gatewayUrl.port,
    method,
    path,
    headers: { ...SIGNED_IN, ...headers },
  });
}

function readAll(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => resolve(text));
    res.on('error', reject);
  });
}

describe('streaming through the gateway', () => {
  it('delivers the first chunk of an upload to the service before the client has finished sending', async () => {
    const firstChunkAtService = deferred<string>();
    routes.set('/items/upload', (req, res) => {
      let body = '';
      req.once('data', (chunk: Buffer) => firstChunkAtService.resolve(chunk.toString('utf8')));
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () =>
        res.end(JSON.stringify({ body, transferEncoding: req.headers['transfer-encoding'] ?? null })),
      );
    });

    const upload = openRequest('POST', '/api/items/upload', { 'content-type': 'application/octet-stream' });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      upload.on('response', resolve);
      upload.on('error', reject);
    });
    upload.write('first-chunk;');
    // The client still holds the rest: only a streaming gateway can have passed this chunk on.
    expect(
      await within(firstChunkAtService.promise, DEADLINE_MS, 'the service did not get the first chunk'),
    ).toBe('first-chunk;');
    upload.end('second-chunk');

    const result = JSON.parse(await readAll(await response)) as {
      body: string;
      transferEncoding: string | null;
    };
    expect(result).toEqual({ body: 'first-chunk;second-chunk', transferEncoding: 'chunked' });
  });

  it('delivers the first chunk of a response to the client before the service has finished sending', async () => {
    const firstChunkAtClient = deferred();
    routes.set('/items/download', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write('head;');
      // The service holds the rest until the client has seen the first part.
      void firstChunkAtClient.promise.then(() => res.end('tail'));
    });

    const download = openRequest('GET', '/api/items/download');
    download.end();
    const res = await new Promise<IncomingMessage>((resolve) => download.on('response', resolve));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const chunks: string[] = [];
    res.once('data', () => firstChunkAtClient.resolve());
    res.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    await within(firstChunkAtClient.promise, DEADLINE_MS, 'the client did not get the first chunk');
    await new Promise((resolve) => res.on('end', resolve));
    expect(chunks.join('')).toBe('head;tail');
  });

  it('passes a 25 MB upload through without holding it in memory', async () => {
    const size = 25 * MB;
    // A gateway of its own in a child process: the memory it holds is measured where the rest of
    // a parallel test run can neither add to it nor starve the forced collections.
    const measured = await runChildMeasurement<UploadMemoryInput, UploadMemoryOutput>(
      new URL('./upload-memory.child.ts', import.meta.url),
      { redisUrl, keyPrefix: `${keyPrefix}child:`, size },
    );

    expect(measured.status).toBe(201);
    expect(measured.service).toEqual({
      bytes: size,
      sha256: measured.clientSha256,
      contentLength: String(size),
    });
    // Buffering the file whole would add at least 25 MB; streaming adds socket and stream buffers.
    expect(measured.peak).toBeLessThan(12 * MB);
  });

  it('aborts the exchange with the service when the client abandons an upload', async () => {
    const firstChunkAtService = deferred();
    const abortSeenByService = deferred();
    routes.set('/items/abandoned-upload', (req) => {
      req.once('data', () => firstChunkAtService.resolve());
      req.resume();
      req.on('close', () => {
        if (!req.complete) abortSeenByService.resolve();
      });
    });

    const upload = openRequest('POST', '/api/items/abandoned-upload');
    upload.on('error', () => {});
    upload.write('partial');
    await within(firstChunkAtService.promise, DEADLINE_MS, 'the service did not get the first chunk');
    upload.destroy();
    await within(
      abortSeenByService.promise,
      DEADLINE_MS,
      'the service was not told the upload was abandoned',
    );
  });

  it('stops the service sending when the client abandons a download', async () => {
    const clientLeft = deferred();
    routes.set('/items/abandoned-download', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('first part');
      res.on('close', () => {
        if (!res.writableFinished) clientLeft.resolve();
      });
    });

    const download = openRequest('GET', '/api/items/abandoned-download');
    download.on('error', () => {});
    download.end();
    const res = await new Promise<IncomingMessage>((resolve) => download.on('response', resolve));
    await new Promise((resolve) => res.once('data', resolve));
    download.destroy();
    await within(clientLeft.promise, DEADLINE_MS, 'the service kept an abandoned download open');
  });
});
