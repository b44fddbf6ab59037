// The gateway proxying a 25 MB upload to a service that hashes it as it arrives.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway } from '@rubrica/gateway';
import { generatedBody, runCase, sha256Of } from '../measure.js';

const bytes = 25 * 1024 * 1024;
const upstream = createServer((request, response) => {
  void sha256Of(request).then((hash) => response.end(JSON.stringify({ hash })));
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
const gateway = await startGateway({
  PORT: 0,
  LOG_LEVEL: 'silent',
  ENVELOPES_URL: upstreamUrl,
  // Public routes need no session: the bench measures the proxy, not authentication.
  PUBLIC_RATE_LIMIT_PER_MINUTE: 1_000_000,
  PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: 1_000_000,
});
try {
  await runCase('gateway: 25 MB upload proxied', bytes, async () => {
    const expected = await sha256Of(generatedBody(bytes));
    const response = await fetch(`${gateway.url}/api/p/envelopes/recipients/bench-token/identifiers/PHOTO`, {
      method: 'POST',
      body: generatedBody(bytes) as unknown as ReadableStream,
      headers: { 'content-length': String(bytes), 'content-type': 'application/octet-stream' },
      duplex: 'half',
    } as RequestInit);
    const { hash } = (await response.json()) as { hash: string };
    if (hash !== expected) throw new Error(`gateway: upstream saw a different body (${response.status})`);
  });
} finally {
  await gateway.close();
  upstream.close();
}
