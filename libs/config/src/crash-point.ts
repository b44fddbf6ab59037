// Test-only crash points for the fault harness (e2e/fault-safety.spec.ts, `make test-faults`).
// A process started with RUBRICA_CRASH_AT=<point>[,<point>...] ends itself with SIGKILL the first
// time it reaches a named point, as a power cut there would: no handler, no cleanup, no flush.
// Unarmed (always, in production) a crash point costs one Set lookup.

/**
 * Every named point, each where something is done and what should follow is not yet: the fault
 * matrix kills the process there and checks that nothing is lost, stuck or done twice.
 */
export const CRASH_POINTS = [
  // Outbox relay (every service): an event committed, not yet published / published, not yet marked.
  'outbox.before-publish',
  'outbox.after-publish',
  // Event consumers (every service): handled, not committed / committed, not acknowledged.
  'consumer.before-commit',
  'consumer.after-commit',
  // BullMQ jobs (every worker): taken, not run / run, not marked done.
  'job.before-run',
  'job.after-run',
  // Gateway: part of an upload forwarded / the service answered, the client not yet told.
  'gateway.mid-upload-forward',
  'gateway.after-upstream-answer',
  // Envelopes: a change committed, its e-mails not queued; a reminder written, not committed /
  // committed, its e-mail not queued.
  'flow.before-mail-enqueue',
  'reminder.before-commit',
  'reminder.after-commit',
  // Identity: some of an envelope's recipients added as contacts, the transaction open.
  'contacts.mid-add',
  // Billing: an envelope credit taken, the answer not sent.
  'quota.after-consume',
  // Signing: a signer's drawn signature stored, the answer not sent; a recipient's revision half
  // applied; a seal half written / written, not recorded.
  'signature.after-store',
  'signing.mid-revision',
  'signing.mid-seal',
  'signing.after-seal',
  // Storage worker: LibreOffice converting / converted, the PDF not stored.
  'conversion.mid-convert',
  'conversion.after-convert',
  // Notifications worker: an e-mail rendered, not handed over / handed to the mail server, the
  // job not finished.
  'email.before-send',
  'email.after-send',
  // Notifications: an endpoint registered, the answer not sent; a webhook answered by its
  // receiver, the attempt not recorded.
  'webhook.after-register',
  'webhook.after-response',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

const known: ReadonlySet<string> = new Set(CRASH_POINTS);
let armed: ReadonlySet<string> = new Set();

/**
 * Arms the points named in the process's RUBRICA_CRASH_AT (see platformFields). Production
 * refuses them: a stray variable must never turn into an outage. An unknown name is refused
 * too, so a misspelt point cannot pass a fault test by never firing.
 */
export function armCrashPoints(config: { RUBRICA_CRASH_AT?: string; NODE_ENV?: string }): void {
  const names = (config.RUBRICA_CRASH_AT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length > 0 && config.NODE_ENV === 'production')
    throw new Error('RUBRICA_CRASH_AT is for fault tests and is refused in production');
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`RUBRICA_CRASH_AT names no crash point: ${unknown.join(', ')}`);
  armed = new Set(names);
}

/** Ends this process at once (SIGKILL) when `point` is armed; otherwise does nothing. */
export function crashPoint(point: CrashPoint): void {
  if (armed.has(point)) process.kill(process.pid, 'SIGKILL');
}
