// The stack as `make run` starts it (the built entry points of scripts/processes.json, each its own
// Node process), on free ports, against servers of its own (private-servers.ts) and a local SMTP
// server, with its blobs, mail and keys in a temporary folder. `runScript` starts it through
// scripts/run.mjs itself; the fault harness starts, kills and restarts the processes one by one.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSmtpServer, type TestSmtpServer, freePort } from '@rubrica/testing';
import { startPrivateServers, type PrivateServers } from './private-servers.js';
import { ROOT } from './web-build.js';

export interface StackProcess {
  name: string;
  /** The built entry point, relative to the repository root. */
  entry: string;
  port: number;
  /** Where it answers /readyz and /metrics when that is not `port` (the gateway). */
  managementPort?: number;
  /** What this process gets on top of the environment it is started with. */
  env: Record<string, string>;
  /** Node's own flags for it, before the entry point (scripts/processes.json's `nodeArgs`). */
  nodeArgs?: string[];
}

export interface ProcessStack {
  /** The gateway (PUBLIC_URL of every process). */
  url: string;
  processes: StackProcess[];
  servers: PrivateServers;
  smtp: TestSmtpServer;
  /** The stack's temporary folder (blobs, mail, keys, logs). */
  folder: string;
  stop(): Promise<void>;
}

interface ListedProcess {
  name: string;
  entry: string;
  port: number;
  managementPort?: number;
  localOnly?: boolean;
  nodeArgs?: string[];
}

/** The service a process belongs to, which names its database (`storage-worker` → storage). */
const serviceOf = (name: string) => name.replace(/-worker$/, '');

/** Every entry point `make run` starts must have been built (`make build`). */
export function missingBuilds(processes: readonly { entry: string }[]): string[] {
  return processes.filter((proc) => !existsSync(join(ROOT, proc.entry))).map((proc) => proc.entry);
}

/** A node that can run the stack: this one when it is a supported release, else the pinned one. */
export async function stackNode(): Promise<string> {
  const { nodeVersionProblem } = (await import(join(ROOT, 'scripts/node-version.mjs'))) as {
    nodeVersionProblem(version?: string): string | null;
  };
  if (!nodeVersionProblem()) return process.execPath;
  const pinned = join(ROOT, '.tools/node/bin/node');
  if (existsSync(pinned)) return pinned;
  throw new Error(`${nodeVersionProblem()} (run \`bash scripts/ensure-node.sh\`)`);
}

export async function planProcessStack(
  name: string,
  options: { exclude?: string[] } = {},
): Promise<ProcessStack> {
  const listed = (
    JSON.parse(await readFile(join(ROOT, 'scripts/processes.json'), 'utf8')) as ListedProcess[]
  ).filter((proc) => !options.exclude?.includes(proc.name));
  const missing = missingBuilds(listed);
  if (missing.length) throw new Error(`build first (make build): ${missing.join(', ')} missing`);
  const folder = await mkdtemp(join(tmpdir(), `${name}-stack-`));
  const cleanup: Array<() => Promise<unknown>> = [() => rm(folder, { recursive: true, force: true })];
  try {
    const servers = await startPrivateServers(name);
    cleanup.unshift(() => servers.stop());
    const smtp = await startTestSmtpServer();
    cleanup.unshift(() => smtp.close());
    const ports = new Map<string, number>();
    const managementPorts = new Map<string, number>();
    for (const proc of listed) {
      ports.set(proc.name, await freePort());
      if (proc.managementPort !== undefined) managementPorts.set(proc.name, await freePort());
    }
    const urlOf = (process: string) => `http://127.0.0.1:${ports.get(process)}`;
    const url = urlOf('gateway');
    const common: Record<string, string> = {
      LOG_LEVEL: 'warn',
      NATS_URL: servers.nats.url,
      REDIS_URL: servers.redis.url,
      PUBLIC_URL: url,
      BLOB_FS_ROOT: join(folder, 'blobs'),
      BLOB_PUBLIC_BASE_URL: urlOf('storage'),
      IDENTITY_URL: urlOf('identity'),
      ENVELOPES_URL: urlOf('envelopes'),
      SIGNING_URL: urlOf('signing'),
      STORAGE_URL: urlOf('storage'),
      BILLING_URL: urlOf('billing'),
      NOTIFICATIONS_URL: urlOf('notifications'),
      CLOUD_CERTIFICATE_BASE_URL: `${urlOf('signing')}/sandbox/psc`,
      SMTP_URL: smtp.url,
      MAIL_OUTBOX_DIR: join(folder, 'mail'),
      WHATSAPP_OUTBOX_DIR: join(folder, 'whatsapp'),
      WHATSAPP_WEBHOOK_URL: `${url}/api/p/notifications/whatsapp`,
      SIGNING_DATA_DIR: join(folder, 'signing'),
      PLUGIN_SANDBOX_DATA_DIR: join(folder, 'plugin-sandbox'),
      TSA_SANDBOX_DATA_DIR: join(folder, 'tsa-sandbox'),
      PLUGIN_SANDBOX_ALLOWED_ORIGINS: url,
      ...(ports.has('docuware-sandbox') ? { DOCUWARE_SANDBOX_URL: urlOf('docuware-sandbox') } : {}),
      GATEWAY_IDENTITY_KEY_DIR: join(folder, 'gateway-identity'),
      // Nothing secret is configured: the processes generate them here at once and must agree.
      SECRETS_DIR: join(folder, 'secrets'),
    };
    const processes = listed.map((proc) => ({
      name: proc.name,
      entry: proc.entry,
      port: ports.get(proc.name)!,
      ...(managementPorts.has(proc.name) ? { managementPort: managementPorts.get(proc.name)! } : {}),
      ...(proc.nodeArgs ? { nodeArgs: proc.nodeArgs } : {}),
      env: {
        ...common,
        DATABASE_URL: `${servers.postgres.url}/rubrica_${serviceOf(proc.name)}`,
      },
    }));
    return {
      url,
      processes,
      servers,
      smtp,
      folder,
      stop: async () => {
        for (const step of cleanup) await step().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const step of cleanup) await step().catch(() => undefined);
    throw error;
  }
}

export interface RunScript {
  child: ChildProcess;
  /** Everything run.mjs and its processes printed so far. */
  output(): string;
  /** Resolves when run.mjs says the stack is running; rejects when it exits first. */
  ready: Promise<void>;
  /** Ctrl-C, as a person stops `make run`; resolves with run.mjs's exit code. */
  stop(): Promise<number | null>;
}

/** Starts scripts/run.mjs over the stack's process list, with `env` as its whole environment. */
export async function runScript(stack: ProcessStack, env: Record<string, string>): Promise<RunScript> {
  const file = join(stack.folder, 'processes.json');
  await writeFile(file, JSON.stringify(stack.processes, null, 2));
  const child = spawn(await stackNode(), [join(ROOT, 'scripts/run.mjs')], {
    cwd: ROOT,
    env: { ...env, RUN_PROCESSES_FILE: file, RUN_READY_TIMEOUT_MS: '240000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Rubrica is running')) resolve();
    };
    child.stdout!.on('data', check);
    void exited.then((code) =>
      reject(new Error(`run.mjs exited (${code}) before the stack was ready:\n${output}`)),
    );
  });
  return {
    child,
    output: () => output,
    ready,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}
