import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { resolveTestServices } from './resolve-test-services.js';

const NATS_BINARY = '/usr/sbin/nats-server';

export interface PrivateNatsServer {
  url: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = tcpConnect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nats-server did not open port ${port}`);
}

/**
 * A nats-server (JetStream on) of the caller's own, on a free port with a temporary store.
 * Request-reply patterns and queue groups are fixed names (`billing.may_send.v1` in queue
 * `billing`...), so on the shared server another test file's process could answer this file's
 * requests. Without the binary, `fallbackToShared` hands back the shared server instead.
 */
export async function startPrivateNatsServer(
  name: string,
  options: { fallbackToShared?: boolean } = {},
): Promise<PrivateNatsServer> {
  if (!existsSync(NATS_BINARY)) {
    if (options.fallbackToShared) return { url: (await resolveTestServices()).natsUrl, stop: async () => {} };
    throw new Error(`${NATS_BINARY} is needed for a private NATS server`);
  }
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), `${name}-nats-`));
  const child = spawn(NATS_BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill();
    await rm(storeDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
