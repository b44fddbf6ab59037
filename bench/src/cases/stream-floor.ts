// The floor: generate and hash 25 MB in one process, with no store and no network.
import { generatedBody, runCase, sha256Of } from '../measure.js';

const bytes = 25 * 1024 * 1024;
await runCase('floor: generate + sha256', bytes, async () => {
  await sha256Of(generatedBody(bytes));
});
