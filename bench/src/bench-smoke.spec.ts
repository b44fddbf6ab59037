// `make bench` is not part of the test suite, but this smoke run of its PDF cases is, so the bench
// never rots: every approach once, on tiny inputs, with no assertion on timings.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { approachLabels, approaches, outputPath } from './pdf/pdf-inputs.js';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

it('runs each PDF approach once on tiny inputs and prints ours against the floor and the peers', async () => {
  // `make test` builds first; a run of this spec alone builds what is missing.
  for (const [artifact, pkg] of [
    ['libs/errors/dist/app-error.js', 'libs'],
    ['services/signing/dist/pdf/index.js', 'services/signing'],
    ['bench/dist/run.js', 'bench'],
  ]) {
    if (!existsSync(join(root, artifact)))
      await run(process.execPath, ['scripts/build.mjs', pkg], { cwd: root });
  }
  const { stdout } = await run(process.execPath, ['bench/dist/run.js', '--smoke'], {
    cwd: root,
    timeout: 280_000,
  });
  for (const approach of approaches) expect(stdout).toContain(approachLabels[approach]);
  expect(stdout).toMatch(/ours ÷ floor/);
  expect(stdout).toMatch(/Warm worker/);

  // What the engine wrote in the bench is a PDF whose signature verifies.
  const report = await run('pdfsig', [outputPath('tiny', 'ours')]).catch((error: { stdout?: string }) => ({
    stdout: error.stdout ?? '',
  }));
  expect(report.stdout).toContain('Signature is Valid.');
  expect((await readFile(outputPath('tiny multi-revision', 'ours'))).length).toBeGreaterThan(0);
}, 300_000);
