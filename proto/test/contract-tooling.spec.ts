import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The same checks as `npm run lint|check-generated|breaking -w proto`, so the test run guards the
// contract too: a .proto edit without regeneration, or a breaking change, fails here.
const run = promisify(execFile);
const protoDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const buf = join(protoDir, '..', 'node_modules', '.bin', 'buf');

describe('proto contract tooling', () => {
  it('passes buf lint (STANDARD) and buf format', async () => {
    await expect(run(buf, ['lint'], { cwd: protoDir })).resolves.toBeDefined();
    await expect(run(buf, ['format', '--diff', '--exit-code'], { cwd: protoDir })).resolves.toBeDefined();
  });

  it('has committed generated code that matches the .proto files', async () => {
    const { stdout } = await run('node', ['scripts/check-generated.mjs'], { cwd: protoDir });
    expect(stdout).toMatch(/generated code is current/);
  });

  it('has no breaking change against main (or main has no baseline yet)', async () => {
    const { stdout } = await run('node', ['scripts/check-breaking.mjs'], { cwd: protoDir });
    expect(stdout).toMatch(/no breaking changes against main|no baseline yet/);
  });
});
