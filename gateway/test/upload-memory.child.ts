import { createHash } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { childMeasurement } from '@rubrica/testing/child-measurement';
import { HeapProbe } from '@rubrica/testing/heap-probe';
import { startGateway } from '../src/start-gateway.js';
import { FakeAuthenticator } from './support/fake-authenticator.js';
import { startUpstream } from './support/upstream-server.js';

export interface UploadMemoryInput {
  redisUrl: string;
  keyPrefix: string;
  size: number;
}

export interface UploadMemoryOutput {
  status: number | undefined;
  clientSha256: string;
  service: { bytes: number; sha256: string; contentLength: string | undefined };
  peak: number;
}

const MB = 1024 * 1024;
// A full collection per sample: sample by progress (every 4 MB sent), not on a timer.
const SAMPLE_EVERY = 4 * MB;

/** A gateway and a stand-in storage service in this process; a client uploads through both. */
async function measureUpload({ redisUrl, keyPrefix, size }: UploadMemoryInput): Promise<UploadMemoryOutput> {
  let resolveService!: (digest: UploadMemoryOutput['service']) => void;
  const serviceDigest = new Promise<UploadMemoryOutput['service']>((resolve) => (resolveService = resolve));
  const storage = await startUpstream((req, res) => {
    const hash = createHash('sha256');
    let bytes = 0;
    req.on('data', (chunk: Uint8Array) => {
      bytes += chunk.length;
      hash.update(chunk);
    });
    req.on('end', () => {
      resolveService({ bytes, sha256: hash.digest('hex'), contentLength: req.headers['content-length'] });
      res.writeHead(201).end();
    });
  });
  const gateway = await startGateway({
    PORT: 0,
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    RATE_LIMIT_KEY_PREFIX: keyPrefix,
    STORAGE_URL: storage.url,
    authenticator: new FakeAuthenticator(),
  });
  const gatewayUrl = new URL(gateway.url);
  try {
    const probe = new HeapProbe();
    // One 64 KiB block written over and over: the client itself holds almost nothing.
    const block = new Uint8Array(64 * 1024);
    for (let i = 0; i < block.length; i++) block[i] = (i * 31) & 0xff;
    const clientHash = createHash('sha256');
    const upload = request({
      hostname: gatewayUrl.hostname,
      port: gatewayUrl.port,
      method: 'PUT',
      path: '/api/items/big',
      headers: {
        authorization: 'Test user-1;org=org-1',
        'content-type': 'application/pdf',
        'content-length': size,
      },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      upload.on('response', resolve);
      upload.on('error', reject);
    });
    for (let sent = 0; sent < size; sent += block.length) {
      clientHash.update(block);
      if (!upload.write(block)) await new Promise((resolve) => upload.once('drain', resolve));
      if ((sent + block.length) % SAMPLE_EVERY === 0) probe.sample();
    }
    upload.end();
    const res = await response;
    res.resume();
    probe.sample();
    return {
      status: res.statusCode,
      clientSha256: clientHash.digest('hex'),
      service: await serviceDigest,
      peak: probe.peak,
    };
  } finally {
    await gateway.close();
    await storage.close();
  }
}

childMeasurement(measureUpload);
