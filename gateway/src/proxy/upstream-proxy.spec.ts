import { once } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamProxy, type ProxyOutcome } from './upstream-proxy.js';

const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function listening(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('UpstreamProxy', () => {
  const proxy = new UpstreamProxy({ connectTimeoutMs: 5_000, idleTimeoutMs: 30_000 });
  const servers: http.Server[] = [];

  afterAll(async () => {
    proxy.onApplicationShutdown();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A gateway in front of `service` whose handler may touch the client's response first. */
  async function front(
    prepare: (res: ServerResponse) => void,
    answer: http.RequestListener = (_req, res) => res.end('answer'),
  ): Promise<{
    url: string;
    outcome: Promise<ProxyOutcome>;
  }> {
    const service = await listening(answer);
    let reached!: (outcome: ProxyOutcome) => void;
    const outcome = new Promise<ProxyOutcome>((resolve) => (reached = resolve));
    const gateway = await listening((req: IncomingMessage, res: ServerResponse) => {
      prepare(res);
      void proxy
        .forward(req, res, { baseUrl: urlOf(service), path: '/', headers: {}, requestId: 'r-1' })
        .then(reached);
    });
    servers.push(service, gateway);
    return { url: urlOf(gateway), outcome };
  }

  it('streams the service answer to the client', async () => {
    const { url, outcome } = await front(() => undefined);
    const answer = await fetch(url);
    expect(await answer.text()).toBe('answer');
    expect(await outcome).toEqual({ kind: 'answered', status: 200 });
  });

  it('streams an answer of many chunks whole, and only then says it was answered', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const { url, outcome } = await front(
      () => undefined,
      (_req, res) => {
        res.writeHead(201, { 'content-type': 'text/plain' });
        let sent = 0;
        const more = () => {
          while (sent < 40) {
            sent += 1;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      },
    );
    const answer = await fetch(url);
    expect(answer.status).toBe(201);
    expect((await answer.text()).length).toBe(40 * chunk.length);
    expect(await outcome).toEqual({ kind: 'answered', status: 201 });
  });

  it('cuts the client off when the service breaks midway, and says the exchange broke', async () => {
    const { url, outcome } = await front(
      () => undefined,
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('the first part', () => setTimeout(() => res.socket?.destroy(), 20));
      },
    );
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
    expect(await outcome).toMatchObject({ kind: 'broken', status: 200, error: { code: 'ECONNRESET' } });
  });

  it('drops an answer whose client is already gone instead of piping into a destroyed response', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      // The client's response is destroyed as the answer's head is written, before its 'close'
      // has been told: the turn in which a loaded gateway saw the client leave.
      const { url, outcome } = await front((res) => {
        const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
        res.writeHead = ((...args: unknown[]) => {
          res.destroy();
          return writeHead(...args);
        }) as typeof res.writeHead;
      });
      await fetch(url).catch(() => undefined);
      expect(await outcome).toEqual({ kind: 'client-aborted' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
