// The platform end to end under load (performance issue, item 4): senders, each a closed loop,
// drive the stack through the gateway as the SPA and the recipients' browsers do: an envelope is
// created, a one-page PDF uploaded, three signers added with a signature field each, and sent;
// each signer then acts from the link in the e-mail they were sent, in routing order, until the
// envelope is sealed and everyone on it got the completion e-mail.
//
// The senders are the e2e journeys themselves (e2e/support/signing-journey.ts), so the bench
// follows the product's flow as the tests define it. Every request to the gateway is timed from
// the moment it is made to its response's headers by wrapping `fetch` for the duration of the run.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ParsedMessage } from '@rubrica/testing';
import pg from 'pg';
import type { BrowserClient } from '../../../e2e/support/browser-client.js';
import { multiPagePdf } from '../../../e2e/support/envelope-files.js';
import { sendEnvelope, signedInSender, signFromEmail } from '../../../e2e/support/signing-journey.js';
import { cpuSeconds, processIds, serverProcessIds, statusMb, type BenchStack } from '../stack-processes.js';

export const GOALS = { envelopesPerSecond: 20, apiP99Ms: 100, sealP50Ms: 2_000 };

export interface LoadOptions {
  bench: Pick<BenchStack, 'stack' | 'run'>;
  /** Concurrent senders, each sending its next envelope when the last one is sealed. */
  senders: number;
  /** No envelope is started after this long (ms); those under way are finished. */
  durationMs: number;
  /** Stop starting envelopes after this many (0: as many as `durationMs` allows). */
  envelopes: number;
  log: (line: string) => void;
}

interface Timed {
  method: string;
  path: string;
  status: number;
  ms: number;
}

export interface ProcessFigures {
  process: string;
  /** The largest one's, for a server of several processes (PostgreSQL). */
  peakRssMb: number;
  cpuSeconds: number;
  /** Share of one core used during the run. */
  cpuPercent: number;
}

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
  envelopesPerSecond: number;
  requests: number;
  /** Answers other than 2xx/3xx, and requests that got no answer. */
  failedRequests: number;
  api: { p50: number; p95: number; p99: number };
  seal: { p50: number; p99: number };
  processes: ProcessFigures[];
}

/** The stack's processes by name, and its servers' (each a group of processes). */
function processGroups(bench: LoadOptions['bench']): Map<string, number[]> {
  return new Map([
    ...[...processIds(bench)].map(([name, pid]): [string, number[]] => [name, [pid]]),
    ...serverProcessIds(bench),
  ]);
}

/** The `fraction` quantile of `values` (nearest rank); 0 for none. */
export function quantile(values: number[], fraction: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** Times every request to `origin` made through `fetch` until the answered function is called. */
function timeRequests(origin: string, requests: Timed[]): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.origin !== origin) return original(input, init);
    const method = init?.method ?? 'GET';
    // Ids and tokens out of the path, so the slowest routes can be named.
    const path = url.pathname.replace(/\/[0-9a-f-]{36}|\/[A-Za-z0-9_-]{20,}/g, '/:id');
    const started = performance.now();
    try {
      const response = await original(input, init);
      requests.push({ method, path, status: response.status, ms: performance.now() - started });
      return response;
    } catch (error) {
      requests.push({ method, path, status: 0, ms: performance.now() - started });
      throw error;
    }
  };
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * Every organization on the Corporate plan (no envelope quota): billing has no checkout route to
 * buy it through, so the subscription is written as a consultant's agreement would leave it.
 */
async function unlimitedPlans(postgresUrl: string, organizations: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: `${postgresUrl}/rubrica_billing` });
  await client.connect();
  try {
    for (const organization of organizations)
      await client.query(
        `INSERT INTO subscriptions (organization_id, plan_id, cycle_started_at) VALUES ($1, 'corporate', now())`,
        [organization],
      );
  } finally {
    await client.end();
  }
}

const completionTo =
  (address: string, title: string) =>
  (message: ParsedMessage): boolean =>
    message.headers['x-rubrica-template'] === 'envelope-completed' &&
    message.subject.includes(`"${title}"`) &&
    message.to.some((to) => to.toLowerCase() === address.toLowerCase());

const pad = (text: string | number, width: number) => String(text).padStart(width);
const ms = (value: number) => `${Math.round(value)} ms`;
const cores = availableParallelism();
const verdict = (met: boolean, by: string) => (met ? 'met' : `missed by ${by}`);

export async function runLoadBench(options: LoadOptions): Promise<LoadResult> {
  const { stack } = options.bench;
  const patienceMs = 120_000;
  const pdf = await multiPagePdf('Contrato de carga', 1);

  // The senders, signed up through the pages as people are, each with an organization of its own.
  const accounts = Array.from({ length: options.senders }, (_, index) => ({
    name: `Sender ${index + 1}`,
    email: `sender-${index + 1}@load.example`,
    password: `Load-bench-2026-${index + 1}`,
  }));
  const senders: Array<{ client: BrowserClient; email: string }> = [];
  for (const account of accounts)
    senders.push({ client: await signedInSender(stack, account), email: account.email });
  await unlimitedPlans(
    stack.servers.postgres.url,
    senders.map((sender) => sender.client.organization!),
  );

  let started = 0;
  /** One envelope from draft to sealed and notified; answers last action → notified (ms). */
  const journey = async (sender: (typeof senders)[number], number: number): Promise<number> => {
    const title = `Carga ${number}`;
    const signers = [1, 2, 3].map((order) => ({
      name: `Signer ${number}.${order}`,
      email: `signer-${number}-${order}@load.example`,
    }));
    const sent = await sendEnvelope(sender.client, title, signers, { pdf, patienceMs });
    for (const signer of signers) await signFromEmail(stack, signer, patienceMs);
    const lastAction = performance.now();
    await Promise.all(
      [...signers.map((signer) => signer.email), sender.email].map((address) =>
        stack.smtp.waitForMessage(completionTo(address, title), patienceMs),
      ),
    );
    const notified = performance.now() - lastAction;
    const envelope = await sender.client.api('GET', `/envelopes/${sent.id}`);
    if (envelope.body?.state !== 'completed')
      throw new Error(`${title}: notified as completed but ${JSON.stringify(envelope.body?.state)}`);
    return notified;
  };

  // One envelope before the clock starts, so first-request costs (module loading, connections,
  // prepared statements) are not counted as load.
  await journey(senders[0]!, ++started);
  options.log(`Warm-up envelope sealed; ${options.senders} senders start now.`);

  const groups = processGroups(options.bench);
  const cpuBefore = new Map([...groups.values()].flat().map((pid) => [pid, cpuSeconds(pid)]));
  const ownCpuBefore = process.cpuUsage();
  const requests: Timed[] = [];
  const sealMs: number[] = [];
  const failures: string[] = [];
  const stopTiming = timeRequests(new URL(stack.url).origin, requests);
  const begin = performance.now();
  let lastCompletion = begin;
  const more = () =>
    performance.now() - begin < options.durationMs && (!options.envelopes || started - 1 < options.envelopes);
  try {
    await Promise.all(
      senders.map(async (sender) => {
        while (more()) {
          const number = ++started;
          try {
            sealMs.push(await journey(sender, number));
            lastCompletion = performance.now();
          } catch (error) {
            failures.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
  } finally {
    stopTiming();
  }
  const seconds = (lastCompletion - begin) / 1000;
  // Processes started since (PostgreSQL backends) count from zero; those that ended are missed.
  const orZero = (read: () => number) => {
    try {
      return read();
    } catch {
      return 0;
    }
  };
  const cpuSince = (pid: number) => orZero(() => cpuSeconds(pid) - (cpuBefore.get(pid) ?? 0));
  const own = process.cpuUsage(ownCpuBefore);
  const processes: ProcessFigures[] = [
    ...[...processGroups(options.bench)].map(([name, pids]) => ({
      process: pids.length > 1 ? `${name} (${pids.length})` : name,
      peakRssMb: Math.max(...pids.map((pid) => orZero(() => statusMb(pid, 'VmHWM')))),
      cpuSeconds: pids.reduce((sum, pid) => sum + cpuSince(pid), 0),
    })),
    {
      process: 'load generator',
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      cpuSeconds: (own.user + own.system) / 1e6,
    },
  ]
    .map(({ cpuSeconds: used, ...row }) => ({ ...row, cpuSeconds: used, cpuPercent: (used / seconds) * 100 }))
    .sort((a, b) => b.cpuPercent - a.cpuPercent);

  const latencies = requests.map((request) => request.ms);
  const result: LoadResult = {
    completed: sealMs.length,
    failed: failures.length,
    seconds,
    envelopesPerSecond: seconds > 0 ? sealMs.length / seconds : 0,
    requests: requests.length,
    failedRequests: requests.filter((request) => request.status === 0 || request.status >= 400).length,
    api: { p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), p99: quantile(latencies, 0.99) },
    seal: { p50: quantile(sealMs, 0.5), p99: quantile(sealMs, 0.99) },
    processes,
  };
  report(result, requests, failures, options);
  return result;
}

function report(result: LoadResult, requests: Timed[], failures: string[], options: LoadOptions): void {
  const log = options.log;
  const rate = result.envelopesPerSecond;
  log(
    `\nLoad: ${options.senders} senders, three signers per envelope, ${result.seconds.toFixed(1)} s` +
      ` (${result.completed} envelopes sealed, ${result.failed} failed)`,
  );
  log(
    `completed envelopes/s  ${rate.toFixed(2).padStart(8)}   goal ≥ ${GOALS.envelopesPerSecond}: ` +
      verdict(
        rate >= GOALS.envelopesPerSecond,
        `${(GOALS.envelopesPerSecond / Math.max(rate, 0.01)).toFixed(1)}×`,
      ),
  );
  log(
    `API p50 / p95 / p99    ${ms(result.api.p50)} / ${ms(result.api.p95)} / ${ms(result.api.p99)}` +
      `   goal p99 < ${GOALS.apiP99Ms} ms: ` +
      verdict(result.api.p99 < GOALS.apiP99Ms, `${ms(result.api.p99 - GOALS.apiP99Ms)}`) +
      `   (${result.requests} requests, ${result.failedRequests} failed or refused)`,
  );
  log(
    `last action → sealed + notified p50 / p99  ${ms(result.seal.p50)} / ${ms(result.seal.p99)}` +
      `   goal p50 < ${GOALS.sealP50Ms} ms: ` +
      verdict(result.seal.p50 < GOALS.sealP50Ms, `${ms(result.seal.p50 - GOALS.sealP50Ms)}`),
  );

  // Where the API time goes: the routes by their share of all request time.
  const routes = new Map<string, number[]>();
  for (const request of requests) {
    const key = `${request.method} ${request.path}`;
    const times = routes.get(key) ?? [];
    times.push(request.ms);
    routes.set(key, times);
  }
  log(`\n${'route'.padEnd(58)}${pad('count', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}`);
  for (const [route, times] of [...routes].sort(
    (a, b) => b[1].reduce((sum, t) => sum + t, 0) - a[1].reduce((sum, t) => sum + t, 0),
  ))
    log(
      `${route.slice(0, 57).padEnd(58)}${pad(times.length, 7)}${pad(Math.round(quantile(times, 0.5)), 8)}` +
        `${pad(Math.round(quantile(times, 0.99)), 8)}`,
    );

  const cpuTotal = result.processes.reduce((sum, row) => sum + row.cpuSeconds, 0);
  const perEnvelope = result.completed ? cpuTotal / result.completed : 0;
  log(
    `\n${'process'.padEnd(24)}${pad('peak RSS MB', 12)}${pad('CPU %', 8)}${pad('CPU s/envelope', 16)}` +
      '   (CPU %: share of one core over the run)',
  );
  for (const row of result.processes)
    log(
      `${row.process.padEnd(24)}${pad(row.peakRssMb.toFixed(1), 12)}${pad(row.cpuPercent.toFixed(0), 8)}` +
        `${pad(result.completed ? (row.cpuSeconds / result.completed).toFixed(3) : '-', 16)}`,
    );
  // What the run cost in CPU, whatever else the machine was doing: the rate it would allow if every
  // core of this machine did nothing else.
  log(
    `CPU per envelope, every process above: ${perEnvelope.toFixed(2)} s; on ${cores} idle cores at most ` +
      `${perEnvelope ? (cores / perEnvelope).toFixed(1) : '-'} envelopes/s. Load average at the end: ` +
      `${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}.`,
  );
  for (const failure of failures.slice(0, 5)) log(`failed: ${failure}`);
}
