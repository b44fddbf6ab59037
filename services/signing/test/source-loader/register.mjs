// `node --import <this file> services/signing/src/worker.ts`: runs a process from its TypeScript
// sources, resolved the way the Jest config resolves them, so a spec can start the real worker as a
// child process without a build (a stale dist/ would test other code).
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
