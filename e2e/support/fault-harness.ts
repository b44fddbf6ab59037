// The crash-test harness: the stack of scripts/processes.json (each process its own Node process,
// as `make run` starts them) against PostgreSQL, Redis and NATS of its own, under a steady load of
// three-signer journeys, while processes die with SIGKILL at named crash points
// (RUBRICA_CRASH_AT, libs/config/src/crash-point.ts) and the servers restart. Each process is
// restarted as soon as it dies, armed with its next point; NATS and Redis are killed (SIGKILL)
// and PostgreSQL stopped in immediate mode, each restarted. Afterwards every envelope must be
// completed, or finished with a reason in its history, every office document converted or
// failed, with no event lost, no webhook missing at the organizations' receiver, no recipient
// signed twice and at most one duplicate e-mail per crash.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { JetStreamApiCodes, JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import type { CrashPoint } from '@rubrica/config';
import type { BrowserClient } from './browser-client.js';
import { planProcessStack, stackNode, type ProcessStack, type StackProcess } from './process-stack.js';
import { signInBrowser } from './identity-stack.js';
import {
  patientCall,
  sendEnvelope,
  signedInSender,
  signFromEmail,
  type SentEnvelope,
} from './signing-journey.js';
import { ROOT } from './web-build.js';

/** A crash point armed in one process; `sigkill` is a kill from outside at a moment under load. */
export interface CrashCell {
  process: string;
  point: CrashPoint | 'sigkill';
}

export type ServerName = 'nats' | 'redis' | 'postgres';

export interface FaultPlan {
  cells: CrashCell[];
  /** Restarted one after another while journeys run. */
  serverRestarts: ServerName[];
  /** Journeys run at once, and how many in all at least (more run until every cell had its chance). */
  concurrency: number;
  minJourneys: number;
  /** Every `officeEvery`-th journey also carries a DOCX the storage worker converts (0: none). */
  officeEvery: number;
  /** Journeys start until this long after the load began, even if some cells never fired. */
  loadWindowMs: number;
  /**
   * A point not reached this long after its process, armed, was ready is put after that
   * process's other points (the load may not have got there yet), and given up the second time
   * (the journey never passes there in that process); the process is restarted armed with its
   * next one.
   */
  armWindowMs: number;
  /** After the load, how long envelopes have to finish. */
  settleMs: number;
}

export interface CellOutcome extends CrashCell {
  fired: boolean;
  /** Armed for two whole arm windows without the process passing there. */
  skipped?: boolean;
  /** Not reached in its first window (early in the load, say): armed again after the others. */
  deferred?: boolean;
  /** From the crash to the restarted process answering /readyz. */
  recoveredInMs?: number;
}

export interface FaultReport {
  cells: CellOutcome[];
  servers: Array<{ server: ServerName; restartedInMs: number }>;
  /** Processes that died where no crash was armed (a server restart they did not survive...). */
  unplannedExits: string[];
  journeys: { started: number; finished: number; errors: string[] };
  envelopes: { total: number; completed: number; finishedWithReason: number; stuck: string[] };
  lostEvents: string[];
  /** Webhook deliveries whose event never reached the customer's receiver. */
  lostWebhooks: string[];
  unpublishedEvents: number;
  doubleSignatures: string[];
  duplicateEmails: number;
  crashes: number;
  durationMs: number;
}

/** Settings that bring the periodic safety nets within the test's minutes. */
const FAST_RECOVERY: Record<string, string> = {
  NODE_ENV: 'development',
  ENVELOPE_ALLOWED_FILE_TYPES: 'pdf,docx',
  SIGNING_STUCK_AFTER_MS: '20000',
  UNDELIVERED_LINK_AFTER_MS: '15000',
  RECONCILE_EVERY_MS: '5000',
  SIGNING_JOB_LOCK_MS: '10000',
  SIGNING_STALLED_INTERVAL_MS: '5000',
  CONVERSION_TIMEOUT_MS: '30000',
  CONVERSION_STALE_AFTER_MS: '40000',
  CONVERSION_RECONCILE_INTERVAL_MS: '5000',
  // A "24-hour" reminder every 12 s, so reminders go out (and can be crashed) while signers wait.
  REMINDER_HOUR_MS: '500',
  // Every simulated signer comes from 127.0.0.1: the per-address limits would throttle the test itself.
  PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE: '100000',
  // Webhooks go to the test's receiver on 127.0.0.1 (its port is added at start).
  OUTBOUND_ALLOWED_PRIVATE_NETWORKS: '127.0.0.1/32',
  WEBHOOK_SWEEP_INTERVAL_MS: '5000',
  WEBHOOK_RETRY_SCHEDULE_MS: '2000,5000,10000,20000,40000,60000',
};

/** The organizations' own system: records which event reached which endpoint (`<path>|<event id>`). */
async function startWebhookReceiver() {
  const received = new Set<string>();
  const server = createServer((req, res) => {
    const id = req.headers['webhook-id'];
    req.resume();
    req.on('end', () => {
      if (typeof id === 'string') received.add(`${req.url}|${id}`);
      res.writeHead(204).end();
    });
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const closed = once(server, 'close');
  return {
    port: (server.address() as AddressInfo).port,
    received,
    async close() {
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private readonly armed = new Map<string, string | undefined>();
  private stopping = false;
  readonly outcomes: CellOutcome[];
  readonly unplannedExits: string[] = [];
  private readonly queues = new Map<string, CellOutcome[]>();
  private readonly log: WriteStream;
  private readonly timers = new Set<NodeJS.Timeout>();
  loadStarted = false;

  constructor(
    private readonly stack: ProcessStack,
    private readonly node: string,
    private readonly env: Record<string, string>,
    cells: CrashCell[],
    private readonly armWindowMs: number,
  ) {
    this.outcomes = cells.map((cell) => ({ ...cell, fired: false }));
    for (const outcome of this.outcomes) {
      const queue = this.queues.get(outcome.process) ?? [];
      queue.push(outcome);
      this.queues.set(outcome.process, queue);
    }
    this.log = createWriteStream(join(stack.folder, 'processes.log'));
  }

  get processes(): StackProcess[] {
    return this.stack.processes;
  }

  pending(): CellOutcome[] {
    return this.outcomes.filter((outcome) => !outcome.fired && !outcome.skipped);
  }

  /** Every process, none armed yet (the sender signs up on a quiet stack). */
  async startAll(): Promise<void> {
    for (const proc of this.processes) this.start(proc, false);
    await Promise.all(this.processes.map((proc) => this.waitReady(proc)));
  }

  /** Restarts (gracefully) each process that has crash points, armed with its first one. */
  async armAll(): Promise<void> {
    const toArm = this.processes.filter((proc) => this.nextCell(proc.name));
    await Promise.all(toArm.map((proc) => this.restartGracefully(proc)));
  }

  /** Kills from outside the processes whose next cell is `sigkill`, now that load is running. */
  beginLoad(): void {
    this.loadStarted = true;
    for (const proc of this.processes) this.scheduleArmed(proc);
  }

  private nextCell(name: string): CellOutcome | undefined {
    return this.queues.get(name)?.find((outcome) => !outcome.fired && !outcome.skipped);
  }

  /**
   * What an armed process waits for under load, from the moment it is ready (a loaded machine
   * may take a minute to start one): a kill from outside, or the end of its window.
   */
  private scheduleArmed(proc: StackProcess, child = this.children.get(proc.name)): void {
    const armed = this.armed.get(proc.name);
    if (!armed || this.children.get(proc.name) !== child) return;
    const current = () => !this.stopping && this.children.get(proc.name) === child;
    const later = (ms: number, action: () => void) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (current()) action();
      }, ms);
      this.timers.add(timer);
    };
    if (armed === 'sigkill') {
      later(3_000 + Math.floor(Math.random() * 7_000), () => child?.kill('SIGKILL'));
      return;
    }
    later(this.armWindowMs, () => {
      const cell = this.nextCell(proc.name);
      if (!cell || cell.point !== armed) return;
      const queue = this.queues.get(proc.name)!;
      if (cell.deferred) cell.skipped = true;
      else {
        cell.deferred = true;
        queue.push(...queue.splice(queue.indexOf(cell), 1));
      }
      const then = cell.skipped ? 'given up' : 'tried again after the others';
      this.log.write(`${proc.name} │ -- ${armed} not reached in ${this.armWindowMs} ms; ${then}\n`);
      void this.restartGracefully(proc);
    });
  }

  private async restartGracefully(proc: StackProcess): Promise<void> {
    const child = this.children.get(proc.name)!;
    this.children.delete(proc.name);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    if (this.stopping) return;
    this.start(proc);
    await this.waitReady(proc).catch(() => undefined);
  }

  private start(proc: StackProcess, arm = true): void {
    const cell = arm ? this.nextCell(proc.name) : undefined;
    const point = cell && cell.point !== 'sigkill' ? cell.point : undefined;
    this.armed.set(proc.name, cell?.point);
    const args = [...(proc.nodeArgs ?? []), '--enable-source-maps', join(ROOT, proc.entry)];
    const child = spawn(this.node, args, {
      cwd: ROOT,
      env: {
        ...this.env,
        ...proc.env,
        PORT: String(proc.port),
        ...(proc.managementPort !== undefined ? { MANAGEMENT_PORT: String(proc.managementPort) } : {}),
        ...(point ? { RUBRICA_CRASH_AT: point } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const label = `${proc.name} │ `;
    const write = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) this.log.write(label + line + '\n');
    };
    child.stdout!.on('data', write);
    child.stderr!.on('data', write);
    child.once('exit', (code, signal) => void this.exited(proc, child, code, signal));
    this.children.set(proc.name, child);
    if (this.loadStarted)
      void this.waitReady(proc).then(
        () => this.scheduleArmed(proc, child),
        () => undefined,
      );
  }

  private async exited(
    proc: StackProcess,
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): Promise<void> {
    if (this.stopping || this.children.get(proc.name) !== child) return;
    const crashedAt = Date.now();
    const armed = this.armed.get(proc.name);
    const cell = this.nextCell(proc.name);
    if (signal === 'SIGKILL' && armed && cell && cell.point === armed) {
      cell.fired = true;
      this.log.write(`${proc.name} │ -- crashed at ${armed}\n`);
      this.start(proc);
      await this.waitReady(proc).catch(() => undefined);
      cell.recoveredInMs = Date.now() - crashedAt;
    } else {
      this.unplannedExits.push(`${proc.name} (${signal ?? code})`);
      this.log.write(`${proc.name} │ -- exited on its own (${signal ?? code}); restarting\n`);
      await sleep(500);
      if (!this.stopping) this.start(proc);
    }
  }

  async waitReady(proc: StackProcess, timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      try {
        const answer = await fetch(`http://127.0.0.1:${proc.managementPort ?? proc.port}/readyz`, {
          signal: AbortSignal.timeout(2000),
        });
        if (answer.ok) return;
        last = String(answer.status);
      } catch (error) {
        last = String((error as Error).message);
      }
      await sleep(250);
    }
    throw new Error(`${proc.name} did not become ready (${last}); see ${this.stack.folder}/processes.log`);
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    for (const timer of this.timers) clearTimeout(timer);
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    );
    await Promise.all(exits);
    await new Promise<void>((resolve) => this.log.end(() => resolve()));
  }
}

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** `read()`, tried again for up to a minute while it throws (a server still recovering). */
async function patiently<T>(read: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(500);
    }
  }
}

/** Every published outbox row of every service must be in its JetStream stream. */
async function lostEvents(stack: ProcessStack): Promise<{ lost: string[]; unpublished: number }> {
  const services = ['identity', 'envelopes', 'signing', 'storage', 'billing', 'notifications'];
  const nc = await connect({ servers: stack.servers.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const inStreams = new Set<string>();
    for (const service of services) {
      const name = `RUBRICA_${service.toUpperCase()}`;
      const info = await patiently(() =>
        jsm.streams.info(name).catch((error: unknown) => {
          if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)
            return null;
          throw error;
        }),
      );
      if (!info) continue;
      for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
        // null is a deleted sequence; a failed request is asked again, never taken for a loss.
        const message = await patiently(() => jsm.streams.getMessage(name, { seq }));
        const id = message?.header?.get('Nats-Msg-Id');
        if (id) inStreams.add(id);
      }
    }
    const lost: string[] = [];
    let unpublished = 0;
    for (const service of services) {
      const url = `${stack.servers.postgres.url}/rubrica_${service}`;
      const rows = await query<{ id: string; subject: string; published: boolean }>(
        url,
        'SELECT id, subject, published_at IS NOT NULL AS published FROM outbox_events',
      ).catch(() => []);
      for (const row of rows) {
        if (!row.published) unpublished += 1;
        else if (!inStreams.has(row.id)) lost.push(`${service}: ${row.subject} ${row.id}`);
      }
    }
    return { lost, unpublished };
  } finally {
    await nc.close();
  }
}

/** One three-signer journey (the `index`-th): sent, then signed from the e-mails in routing order. */
async function journey(
  stack: ProcessStack,
  sender: BrowserClient,
  index: number,
  office: boolean,
): Promise<SentEnvelope> {
  const signers = ['ana', 'bruno', 'carla'].map((name) => ({
    name: `${name[0]!.toUpperCase()}${name.slice(1)} ${index}`,
    email: `${name}.${index}@faults.example`,
  }));
  const envelope = await sendEnvelope(sender, `Contrato ${index}`, signers, {
    // A deadline, not a duration: a conversion whose worker was killed waits for BullMQ to see
    // the job stalled (up to a minute) and runs again, on a loaded machine.
    patienceMs: 240_000,
    officeDocument: office,
    reminderEvery: 24,
  });
  for (const signer of signers) await signFromEmail(stack, signer, 150_000);
  return envelope;
}

export async function runFaultMatrix(name: string, plan: FaultPlan): Promise<FaultReport> {
  const began = Date.now();
  const stack = await planProcessStack(name, { exclude: ['plugin-sandbox'] });
  const node = await stackNode();
  const receiver = await startWebhookReceiver();
  const supervisor = new Supervisor(
    stack,
    node,
    {
      PATH: '/usr/local/bin:/usr/bin:/bin',
      HOME: stack.folder,
      LANG: 'C.UTF-8',
      ...FAST_RECOVERY,
      OUTBOUND_ALLOWED_PORTS: `80,443,${receiver.port}`,
    },
    plan.cells,
    plan.armWindowMs,
  );
  const report: FaultReport = {
    cells: supervisor.outcomes,
    servers: [],
    unplannedExits: supervisor.unplannedExits,
    journeys: { started: 0, finished: 0, errors: [] },
    envelopes: { total: 0, completed: 0, finishedWithReason: 0, stuck: [] },
    lostEvents: [],
    lostWebhooks: [],
    unpublishedEvents: 0,
    doubleSignatures: [],
    duplicateEmails: 0,
    crashes: 0,
    durationMs: 0,
  };
  try {
    await supervisor.startAll();
    const account = { name: 'Sofia Sender', email: 'sofia@faults.example', password: 'Faults-2024-harness' };
    // Each organization has a webhook endpoint taking every envelope event, at its own path.
    const webhooks = '/organizations/integrations/webhooks';
    let webhookTypes: string[] = [];
    const subscribe = async (sender: BrowserClient) => {
      const types = await patientCall(sender, 120_000, 'GET', `${webhooks}/event-types`);
      webhookTypes = types.body.data as string[];
      const endpoint = await patientCall(sender, 120_000, 'POST', webhooks, {
        json: { url: `http://127.0.0.1:${receiver.port}/${sender.organization}`, event_types: webhookTypes },
      });
      if (endpoint.status !== 201) throw new Error(`POST ${webhooks} answered ${endpoint.status}`);
    };
    // The free plan sends 5 envelopes a month per organization: one organization per 4 journeys.
    const senders = [await signedInSender(stack, account)];
    await subscribe(senders[0]!);
    // One organization made at a time, so journeys asking at once do not make two for one slot.
    let making: Promise<unknown> = Promise.resolve();
    const senderFor = (index: number): Promise<BrowserClient> => {
      const wanted = Math.floor((index - 1) / 4);
      const sender = making.then(async () => {
        while (senders.length <= wanted) {
          const browser = await signInBrowser(stack, account.email, account.password);
          const organization = await patientCall(browser, 120_000, 'POST', '/organizations', {
            json: { name: `Sofia ${senders.length + 1} Ltda` },
          });
          if (organization.status !== 201)
            throw new Error(`POST /organizations answered ${organization.status}`);
          browser.organization = organization.body.id;
          await subscribe(browser);
          senders.push(browser);
        }
        return senders[wanted]!;
      });
      making = sender.catch(() => undefined);
      return sender;
    };

    await supervisor.armAll();
    supervisor.beginLoad();
    // The other organizations are made under load too (identity, billing and the webhook
    // registration in notifications pass their points), while the first journeys run.
    void senderFor(plan.minJourneys).catch(() => undefined);
    const loadStarted = Date.now();
    let next = 0;
    const running = new Set<Promise<void>>();
    const runOne = () => {
      const index = (next += 1);
      report.journeys.started += 1;
      const office = plan.officeEvery > 0 && index % plan.officeEvery === 0;
      const run = senderFor(index)
        .then((sender) => journey(stack, sender, index, office))
        .then(() => {
          report.journeys.finished += 1;
        })
        .catch((error: unknown) => {
          report.journeys.errors.push(`journey ${index}: ${(error as Error).message}`);
        })
        .finally(() => running.delete(run));
      running.add(run);
    };
    const servers = (async () => {
      for (const server of plan.serverRestarts) {
        await sleep(8_000);
        const started = Date.now();
        await stack.servers[server].restart();
        report.servers.push({ server, restartedInMs: Date.now() - started });
      }
    })();
    // A journey that fails is a finding; more of them would only repeat it.
    const moreWanted = () =>
      report.journeys.errors.length < 3 &&
      (report.journeys.started < plan.minJourneys ||
        (supervisor.pending().length > 0 && Date.now() - loadStarted < plan.loadWindowMs));
    while (moreWanted()) {
      while (running.size < plan.concurrency && moreWanted()) runOne();
      await Promise.race([...running, sleep(1_000)]);
    }
    await Promise.all([...running]);
    await servers;

    // Settling: every envelope the load sent reaches an end.
    const envelopesDb = `${stack.servers.postgres.url}/rubrica_envelopes`;
    const deadline = Date.now() + plan.settleMs;
    type Row = { id: string; title: string; state: string };
    let rows: Row[] = [];
    const finished = new Set(['completed', 'rejected', 'cancelled', 'expired', 'halted']);
    // Documents still converting, sent or not: a conversion must end, converted or failed with a reason.
    type Converting = { title: string; name: string };
    let converting: Converting[] = [];
    for (;;) {
      rows = await query<Row>(envelopesDb, `SELECT id, title, state FROM envelopes WHERE state <> 'draft'`);
      converting = await query<Converting>(
        envelopesDb,
        `SELECT e.title, d.name FROM documents d JOIN envelopes e ON e.id = d.envelope_id
           WHERE d.conversion_status = 'converting'`,
      );
      const settled = rows.every((row) => finished.has(row.state)) && converting.length === 0;
      if (settled || Date.now() > deadline) break;
      await sleep(1_000);
    }
    for (const document of converting)
      report.envelopes.stuck.push(`${document.title}: ${document.name} still converting`);

    // Every public envelope event reached every endpoint of its organization (all of them were
    // registered before the organization's first envelope), at least once.
    const notificationsDb = `${stack.servers.postgres.url}/rubrica_notifications`;
    const subjects = webhookTypes.map((type) => `'rubrica.envelopes.${type}'`).join(',');
    const undelivered = async () => {
      const endpoints = await query<{ organization_id: string; url: string }>(
        notificationsDb,
        'SELECT organization_id, url FROM webhook_endpoints',
      );
      const events = await query<{ id: string; organization_id: string }>(
        envelopesDb,
        `SELECT id, payload->>'organizationId' AS organization_id FROM outbox_events WHERE subject IN (${subjects})`,
      );
      return events.flatMap((event) =>
        endpoints
          .filter((endpoint) => endpoint.organization_id === event.organization_id)
          .map((endpoint) => `${new URL(endpoint.url).pathname}|${event.id}`)
          .filter((key) => !receiver.received.has(key)),
      );
    };
    for (;;) {
      report.lostWebhooks = await undelivered();
      if (report.lostWebhooks.length === 0 || Date.now() > deadline) break;
      await sleep(1_000);
    }
    report.envelopes.total = rows.length;
    report.envelopes.completed = rows.filter((row) => row.state === 'completed').length;
    const withReason = await query<{ envelope_id: string }>(
      envelopesDb,
      `SELECT DISTINCT envelope_id FROM envelope_events
         WHERE type IN ('envelope.halted', 'envelope.rejected', 'envelope.cancelled', 'envelope.expired')`,
    );
    const reasoned = new Set(withReason.map((row) => row.envelope_id));
    for (const row of rows) {
      if (row.state === 'completed') continue;
      if (finished.has(row.state) && reasoned.has(row.id)) {
        report.envelopes.finishedWithReason += 1;
        continue;
      }
      // Where it stopped: its recipients, its requests to the signing service, its last entries.
      const recipients = await query<{ state: string }>(
        envelopesDb,
        `SELECT state FROM recipients WHERE envelope_id = '${row.id}' ORDER BY routing_order`,
      );
      const requests = await query<{ kind: string; status: string; attempts: number }>(
        envelopesDb,
        `SELECT kind, status, attempts FROM signing_requests WHERE envelope_id = '${row.id}' ORDER BY created_at`,
      );
      const events = await query<{ type: string }>(
        envelopesDb,
        `SELECT type FROM envelope_events WHERE envelope_id = '${row.id}' ORDER BY sequence DESC LIMIT 4`,
      );
      report.envelopes.stuck.push(
        `${row.title} (${row.state}); recipients ${recipients.map((r) => r.state).join(',')}; ` +
          `signing requests ${requests.map((r) => `${r.kind}:${r.status}x${r.attempts}`).join(',')}; ` +
          `last events ${events.map((e) => e.type).join(' < ')}`,
      );
    }
    const doubles = await query<{ envelope_id: string; recipient_id: string; n: string }>(
      envelopesDb,
      `SELECT envelope_id, data->>'recipient_id' AS recipient_id, count(*) AS n FROM envelope_events
         WHERE type = 'recipient.signed' GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    const doubleRevisions = await query<{ recipient_id: string; n: string }>(
      envelopesDb,
      `SELECT recipient_id, count(*) AS n FROM signing_requests
         WHERE kind = 'recipient' AND status = 'applied' GROUP BY 1 HAVING count(*) > 1`,
    );
    report.doubleSignatures = [
      ...doubles.map((row) => `history: recipient ${row.recipient_id} signed ${row.n} times`),
      ...doubleRevisions.map(
        (row) => `signing: recipient ${row.recipient_id} has ${row.n} applied revisions`,
      ),
    ];
    const { lost, unpublished } = await lostEvents(stack);
    report.lostEvents = lost;
    report.unpublishedEvents = unpublished;
    const byMessageId = new Map<string, number>();
    for (const message of stack.smtp.messages)
      if (message.messageId)
        byMessageId.set(message.messageId, (byMessageId.get(message.messageId) ?? 0) + 1);
    report.duplicateEmails = [...byMessageId.values()].reduce((sum, count) => sum + count - 1, 0);
    report.crashes = supervisor.outcomes.filter((outcome) => outcome.fired).length + report.servers.length;
  } finally {
    report.durationMs = Date.now() - began;
    await supervisor.stopAll();
    // Every process's output, kept for whoever reads a failure.
    await mkdir(join(ROOT, '.run'), { recursive: true });
    await copyFile(join(stack.folder, 'processes.log'), join(ROOT, '.run', `${name}-processes.log`)).catch(
      () => undefined,
    );
    await stack.stop();
    await receiver.close();
  }
  return report;
}

/** The matrix (crash point × process → outcome) and the totals, as `make test-faults` prints them. */
export function formatFaultReport(report: FaultReport): string {
  const lines: string[] = [];
  const width = Math.max(...report.cells.map((cell) => cell.point.length), 12);
  const procWidth = Math.max(...report.cells.map((cell) => cell.process.length), 8);
  lines.push(`${'crash point'.padEnd(width)}  ${'process'.padEnd(procWidth)}  outcome`);
  lines.push(`${'-'.repeat(width)}  ${'-'.repeat(procWidth)}  ${'-'.repeat(40)}`);
  for (const cell of report.cells) {
    const outcome = cell.fired
      ? `killed, back in ${((cell.recoveredInMs ?? 0) / 1000).toFixed(1)} s`
      : cell.skipped
        ? "not on this process's path (armed, never reached)"
        : 'not reached during the load';
    lines.push(`${cell.point.padEnd(width)}  ${cell.process.padEnd(procWidth)}  ${outcome}`);
  }
  for (const server of report.servers)
    lines.push(
      `${'server restart'.padEnd(width)}  ${server.server.padEnd(procWidth)}  restarted under load in ${(server.restartedInMs / 1000).toFixed(1)} s`,
    );
  const fired = report.cells.filter((cell) => cell.fired).length;
  lines.push('');
  lines.push(
    `crashes: ${fired} of ${report.cells.length} points fired, ${report.servers.length} server restarts; ` +
      `journeys: ${report.journeys.finished}/${report.journeys.started} finished; ` +
      `envelopes: ${report.envelopes.total} sent, ${report.envelopes.completed} completed, ` +
      `${report.envelopes.finishedWithReason} ended with a reason`,
  );
  lines.push(
    `lost events: ${report.lostEvents.length}, lost webhooks: ${report.lostWebhooks.length}, ` +
      `stuck envelopes: ${report.envelopes.stuck.length}, ` +
      `double-signed: ${report.doubleSignatures.length}, duplicate e-mails: ${report.duplicateEmails} ` +
      `(allowed: ${report.crashes}, one per crash), unpublished outbox rows: ${report.unpublishedEvents}`,
  );
  if (report.unplannedExits.length) lines.push(`unplanned exits: ${report.unplannedExits.join(', ')}`);
  for (const error of report.journeys.errors) lines.push(`journey error: ${error}`);
  for (const stuck of report.envelopes.stuck) lines.push(`stuck: ${stuck}`);
  for (const lost of report.lostEvents.slice(0, 20)) lines.push(`lost: ${lost}`);
  for (const lost of report.lostWebhooks.slice(0, 20)) lines.push(`webhook not received: ${lost}`);
  for (const double of report.doubleSignatures) lines.push(`double: ${double}`);
  lines.push(`took ${(report.durationMs / 1000).toFixed(0)} s`);
  return lines.join('\n');
}
