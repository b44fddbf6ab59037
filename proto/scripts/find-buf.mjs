// Locates the buf binary installed by npm, so the scripts behave the same from `npm run` and
// from a plain `node scripts/...` (as the contract tests run them).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const protoDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function findBuf(start) {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', '.bin', 'buf');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error('buf not found: run `npm install` at the repository root.');
  }
}

export const buf = findBuf(protoDir);
