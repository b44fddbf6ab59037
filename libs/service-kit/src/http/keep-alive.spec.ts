import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CALLER_IDLE_SOCKET_TIMEOUT_MS,
  SERVICE_KEEP_ALIVE_TIMEOUT_MS,
  keepConnectionsForCallers,
  serviceAgent,
} from './keep-alive.js';

// Node's own default: a server closes an idle kept connection after 5 s.
const NODE_DEFAULT_KEEP_ALIVE_MS = 5_000;

function get(port: number, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

describe('kept connections between the gateway and a service', () => {
  it('closes the caller side first: idle pooled sockets go long before the service drops them', () => {
    expect(SERVICE_KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(CALLER_IDLE_SOCKET_TIMEOUT_MS * 2);
    // Node keeps an agent's options on the instance; its typings leave them out.
    const agent = serviceAgent(false) as http.Agent & { options: http.AgentOptions };
    expect(agent.options.timeout).toBe(CALLER_IDLE_SOCKET_TIMEOUT_MS);
    expect(agent.options.keepAlive).toBe(true);
    agent.destroy();
  });

  it('keeps a service connection open past Node’s 5 s default, so a later request reuses it', async () => {
    const server = http.createServer((_request, response) => response.end('ok'));
    keepConnectionsForCallers(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = serviceAgent(false);
    try {
      expect(await get(port, agent)).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 500));
      expect(await get(port, agent)).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
