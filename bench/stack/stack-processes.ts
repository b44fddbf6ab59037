// What the stack benches share: the stack as `make run` starts it (every process its own Node
// process, on free ports, against servers of the bench's own, through scripts/run.mjs), and each of
// its processes read from /proc, so nothing else running on the machine distorts the figures.
import { readFileSync, readdirSync } from 'node:fs';
import { loadConfig, z } from '@rubrica/config';
import {
  planProcessStack,
  runScript,
  type ProcessStack,
  type RunScript,
} from '../../e2e/support/process-stack.js';
import { ensureFreshWebBuild } from '../../e2e/support/web-build.js';

export interface BenchStack {
  stack: ProcessStack;
  run: RunScript;
  stop(): Promise<void>;
}

/** Builds the web app when stale, then starts the stack and waits until run.mjs says it runs. */
export async function startBenchStack(name: string, env: Record<string, string> = {}): Promise<BenchStack> {
  const { PATH } = loadConfig('stack-bench', z.object({ PATH: z.string().default('') }));
  ensureFreshWebBuild();
  const stack = await planProcessStack(name);
  let run: RunScript | undefined;
  const stop = async () => {
    await run?.stop();
    await stack.stop();
  };
  try {
    run = await runScript(stack, { PATH, HOME: stack.folder, LANG: 'C.UTF-8', ...env });
    await run.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { stack, run, stop };
}

/** Each process `make run` started, by name: the children of run.mjs, matched by entry point. */
export function processIds({ stack, run }: Pick<BenchStack, 'stack' | 'run'>): Map<string, number> {
  const found = new Map<string, number>();
  for (const [pid, parent] of parents()) {
    if (parent !== run.child.pid) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const proc = stack.processes.find((candidate) => command.includes(candidate.entry));
      if (proc) found.set(proc.name, pid);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/** A `kB` line of /proc/<pid>/status in MB: VmRSS now, VmHWM the peak since the process started. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

export const rssMb = (pid: number): number => statusMb(pid, 'VmRSS');

/** CPU time (user + system) the process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command: state is field 3, utime 14 and stime 15 (1-based, `man proc`).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** Parent of every process now running, by pid. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      found.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found;
}

/**
 * The stack's own servers (PostgreSQL with its backends, Redis, NATS), each the process started
 * with its port (`-p` / `--port`) and every process under it.
 */
export function serverProcessIds({ stack }: Pick<BenchStack, 'stack'>): Map<string, number[]> {
  const parentOf = parents();
  const groups = new Map<string, number[]>();
  for (const [name, server] of Object.entries(stack.servers)) {
    if (typeof server !== 'object') continue;
    const port = new URL(server.url).port;
    const root = [...parentOf.keys()].find((pid) => {
      try {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return args.some((arg, index) => ['-p', '--port'].includes(arg) && args[index + 1] === port);
      } catch {
        return false;
      }
    });
    if (root === undefined) continue;
    const below = (pid: number): boolean => {
      for (let at: number | undefined = pid; at !== undefined && at > 1; at = parentOf.get(at))
        if (at === root) return true;
      return false;
    };
    groups.set(name, [...parentOf.keys()].filter(below));
  }
  return groups;
}
