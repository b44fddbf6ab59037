import { setImmediate } from 'node:timers/promises';

/**
 * Lets timers run between two pieces of PDF work. Each stamp or signature blocks the event loop
 * for well under a second even on a 25 MB document (src/pdf/README.md, "Figures"); yielding
 * between documents keeps BullMQ's lock renewal and JetStream's keep-alive running however many
 * documents an envelope holds (STACK-NOTES: a job blocking 30 s would be taken for stalled).
 */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}
