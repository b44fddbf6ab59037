// Test-only crash points for the fault harness (e2e/fault-safety.spec.ts, `make test-faults`).
// A process started with RUBRICA_CRASH_AT=<point>[,<point>...] ends itself with SIGKILL the first
// time it reaches a named point, as a power cut there would: no handler, no cleanup, no flush.
// Unarmed (always, in production) a crash point costs one Set lookup.

let armed: ReadonlySet<string> = new Set();

/**
 * Arms the points named in the process's RUBRICA_CRASH_AT (see platformFields). Production
 * refuses them: a stray variable must never turn into an outage.
 */
export function armCrashPoints(config: { RUBRICA_CRASH_AT?: string; NODE_ENV?: string }): void {
  const names = (config.RUBRICA_CRASH_AT ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length > 0 && config.NODE_ENV === 'production')
    throw new Error('RUBRICA_CRASH_AT is for fault tests and is refused in production');
  armed = new Set(names);
}

/** Ends this process at once (SIGKILL) when `point` is armed; otherwise does nothing. */
export function crashPoint(point: string): void {
  if (armed.has(point)) process.kill(process.pid, 'SIGKILL');
}
