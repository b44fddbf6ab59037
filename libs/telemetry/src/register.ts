import { registerEsmHook } from './register-esm-hook.js';

// For `node --import @rubrica/telemetry/register dist/main.js`: the hook is in place before the
// entry point's own static imports load. startTelemetry() registers it too (once per process).
registerEsmHook();
