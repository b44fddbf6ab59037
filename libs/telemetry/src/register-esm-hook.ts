import module from 'node:module';
import { instrumentedModules } from './instrumented-modules.js';

// Per process, not per copy of this module: a second registration would wrap modules twice.
const registered = Symbol.for('rubrica.telemetry.esm-hook');

/**
 * Registers the import-in-the-middle loader hook so that `http`, `pg` and `ioredis` imported
 * from ESM (which bypasses require()) can be patched. Only modules loaded after this call are
 * seen, hence the entry points' dynamic import() of the application after startTelemetry().
 */
export function registerEsmHook(): void {
  const flags = globalThis as Record<symbol, unknown>;
  if (flags[registered]) return;
  flags[registered] = true;
  module.register('@opentelemetry/instrumentation/hook.mjs', {
    parentURL: import.meta.url,
    data: { include: instrumentedModules },
  });
}
