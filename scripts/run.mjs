// `make run`: starts every service, worker and the gateway (which serves the built SPA), waits
// until each one answers /readyz, prints the URL, and on Ctrl-C stops them all cleanly.
// RUN_PROCESSES_FILE names another process list of the same shape (a second stack on other ports,
// as tests start one); an entry's optional `env` is added to that process's environment, and its
// optional `nodeArgs` are given to node before the entry point (V8 flags: see README, Performance).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionProblem } from './node-version.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const versionProblem = nodeVersionProblem();
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}
const processesFile = resolve(root, process.env.RUN_PROCESSES_FILE ?? 'scripts/processes.json');
const processes = JSON.parse(await readFile(processesFile, 'utf8'));
// A busy or small machine can take minutes to start every process at once; a process that exits
// stops everything at once, so the limit only catches one that hangs without answering.
const readyTimeoutMs = Number(process.env.RUN_READY_TIMEOUT_MS ?? 600_000);
const slowNoticeMs = 60_000;
const colours = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94, 95, 96];
const width = Math.max(...processes.map((p) => p.name.length));
const children = new Map();
let stopping = false;

function prefix(name, index) {
  return `\x1b[${colours[index % colours.length]}m${name.padEnd(width)}\x1b[0m │ `;
}

function pipeLines(stream, label, out) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop();
    for (const line of lines) out.write(label + line + '\n');
  });
  stream.on('end', () => buffered && out.write(label + buffered + '\n'));
}

function start(proc, index) {
  const args = [...(proc.nodeArgs ?? []), '--enable-source-maps', join(root, proc.entry)];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...proc.env,
      PORT: String(proc.port),
      ...(proc.managementPort !== undefined ? { MANAGEMENT_PORT: String(proc.managementPort) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = prefix(proc.name, index);
  pipeLines(child.stdout, label, process.stdout);
  pipeLines(child.stderr, label, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(proc.name);
    if (!stopping) {
      console.error(`${label}exited (${signal ?? code}); stopping everything`);
      void stopAll(1);
    }
  });
  children.set(proc.name, child);
}

// The gateway answers /readyz on its management port only, never on the public one.
async function waitReady(proc) {
  const port = proc.managementPort ?? proc.port;
  const deadline = Date.now() + readyTimeoutMs;
  let last = 'no answer';
  let nextNotice = Date.now() + slowNoticeMs;
  while (Date.now() < deadline && !stopping) {
    if (Date.now() > nextNotice) {
      console.log(`${proc.name} is still starting (${last}); waiting up to ${readyTimeoutMs / 1000} s`);
      nextNotice += slowNoticeMs;
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
        signal: AbortSignal.timeout(2000),
      });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${proc.name} did not become ready on port ${port} (${last})`);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill('SIGINT');
  const forced = setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
  }, 15_000);
  while (children.size) await new Promise((resolve) => setTimeout(resolve, 100));
  clearTimeout(forced);
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

processes.forEach(start);
try {
  await Promise.all(processes.map(waitReady));
} catch (error) {
  console.error(`\n${error.message}`);
  await stopAll(1);
}
if (!stopping) {
  const gateway = processes.find((p) => p.name === 'gateway');
  console.log(
    `\n  Rubrica is running: http://localhost:${gateway.port}\n  (${processes.length} processes ready; Ctrl-C stops them all)\n`,
  );
}
