// PostgreSQL, Redis and NATS (JetStream) of a test's own, on free ports with temporary data, so a
// test may stop and restart them mid-flow without touching the machine's shared servers, which
// other test files use at the same time. Each restart keeps the port (clients reconnect) and the
// data: Redis runs as a production one does, with an append-only file, so a restart is a restart
// and not a wipe.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@rubrica/testing';

export interface PrivateServer {
  url: string;
  /** Kills the server outright (as a crash would) and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface PrivateServers {
  postgres: PrivateServer;
  redis: PrivateServer;
  nats: PrivateServer;
  stop(): Promise<void>;
}

const NATS_BINARY = '/usr/sbin/nats-server';
const REDIS_BINARY = '/usr/bin/redis-server';

function postgresBin(program: string): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version!, 'bin', program);
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, what: string, child?: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await portOpen(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${what} did not open port ${port}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A server run as a child of this process, killed with SIGKILL to restart. */
async function childServer(
  what: string,
  start: (port: number) => ChildProcess,
  url: (port: number) => string,
  cleanup: () => Promise<void>,
): Promise<PrivateServer> {
  const port = await freePort();
  let child = start(port);
  await waitForPort(port, what, child);
  return {
    url: url(port),
    restart: async () => {
      child.kill('SIGKILL');
      await exited(child);
      child = start(port);
      await waitForPort(port, what, child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      await cleanup();
    },
  };
}

async function startNats(name: string): Promise<PrivateServer> {
  if (!existsSync(NATS_BINARY)) throw new Error(`${NATS_BINARY} is needed (apt-get install nats-server)`);
  const store = await mkdtemp(join(tmpdir(), `${name}-nats-`));
  return childServer(
    'nats-server',
    (port) =>
      spawn(NATS_BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' }),
    (port) => `nats://127.0.0.1:${port}`,
    () => rm(store, { recursive: true, force: true }),
  );
}

async function startRedis(name: string): Promise<PrivateServer> {
  if (!existsSync(REDIS_BINARY)) throw new Error(`${REDIS_BINARY} is needed (apt-get install redis-server)`);
  const folder = await mkdtemp(join(tmpdir(), `${name}-redis-`));
  return childServer(
    'redis-server',
    (port) =>
      spawn(
        REDIS_BINARY,
        ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'yes', '--dir', folder],
        { stdio: 'ignore' },
      ),
    (port) => `redis://127.0.0.1:${port}`,
    () => rm(folder, { recursive: true, force: true }),
  );
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function asPostgresUser(program: string, args: string[]): { command: string; args: string[] } {
  if (process.getuid?.() !== 0) return { command: program, args };
  return { command: 'runuser', args: ['-u', 'postgres', '--', program, ...args] };
}

function runPostgresProgram(program: string, args: string[]): void {
  const { command, args: fullArgs } = asPostgresUser(postgresBin(program), args);
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
}

async function startPostgres(name: string): Promise<PrivateServer> {
  if (!existsSync('/usr/lib/postgresql'))
    throw new Error('PostgreSQL is needed (apt-get install postgresql)');
  const folder = await mkdtemp(join(tmpdir(), `${name}-pg-`));
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  runPostgresProgram('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`;
  const start = async () => {
    runPostgresProgram('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
    await waitForPort(port, 'postgres');
  };
  await start();
  const stopServer = (mode: 'immediate' | 'fast') =>
    runPostgresProgram('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}`,
    // Immediate: no checkpoint, clients cut off; the next start recovers from the WAL, as after a crash.
    restart: async () => {
      stopServer('immediate');
      await start();
    },
    stop: async () => {
      try {
        stopServer('immediate');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

function userIds(user: string): { uid: number; gid: number } {
  const result = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/** The three servers a stack needs, each of its own. */
export async function startPrivateServers(name: string): Promise<PrivateServers> {
  const started: PrivateServer[] = [];
  try {
    const nats = await startNats(name);
    started.push(nats);
    const redis = await startRedis(name);
    started.push(redis);
    const postgres = await startPostgres(name);
    started.push(postgres);
    return {
      postgres,
      redis,
      nats,
      stop: async () => {
        await Promise.allSettled(started.map((server) => server.stop()));
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((server) => server.stop()));
    throw error;
  }
}
