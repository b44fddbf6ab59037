// `make bench-web` is not part of the test suite, but this smoke run is, so the bench never rots:
// each page once, unthrottled, on the built app, with no assertion on timings.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

it('loads the signing viewer and the dashboard once in Chromium and prints LCP and JavaScript bytes', async () => {
  // `make test` builds the web app first; a run of this spec alone builds it when it is missing.
  if (!existsSync(join(root, 'web/dist/.vite/manifest.json')))
    await run('npm', ['run', 'build', '-w', 'web'], { cwd: root });
  const { stdout } = await run(process.execPath, ['bench/web/web-load.mjs', '--smoke'], {
    cwd: root,
    timeout: 110_000,
  });
  expect(stdout).toMatch(/machine: .+, \d+ cores/);
  for (const page of ['signing viewer (public link)', 'dashboard (signed in)']) {
    const row = stdout.split('\n').find((line) => line.startsWith(`| ${page} |`));
    const [lcp, beforeLcp, total] = (row ?? '').match(/[\d.]+ (?:s|kB)/g) ?? [];
    expect(parseFloat(lcp)).toBeGreaterThan(0);
    expect(parseFloat(beforeLcp)).toBeGreaterThan(0);
    expect(parseFloat(total)).toBeGreaterThanOrEqual(parseFloat(beforeLcp));
  }
}, 120_000);
