// Fails when src/gen/ is not what `npm run generate` produces from the current .proto files:
// regenerates into a temporary directory and compares file by file.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buf, protoDir } from './find-buf.mjs';

async function listFiles(dir) {
  const files = [];
  async function walk(current) {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push(relative(dir, path));
    }
  }
  await walk(dir);
  return files.sort();
}

const committed = join(protoDir, 'src', 'gen');
const scratch = await mkdtemp(join(tmpdir(), 'rubrica-proto-gen-'));
try {
  execFileSync(buf, ['generate', '--output', scratch], { cwd: protoDir, stdio: 'inherit' });
  const fresh = join(scratch, 'src', 'gen');
  const [want, have] = await Promise.all([listFiles(fresh), listFiles(committed)]);
  const problems = [];
  for (const file of want) {
    if (!have.includes(file)) problems.push(`missing   src/gen/${file}`);
    else if (
      (await readFile(join(fresh, file), 'utf8')) !== (await readFile(join(committed, file), 'utf8'))
    ) {
      problems.push(`outdated  src/gen/${file}`);
    }
  }
  for (const file of have) if (!want.includes(file)) problems.push(`stale     src/gen/${file}`);

  if (problems.length > 0) {
    console.error(`proto: generated code is not current (${problems.length} file(s)):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error('Run `npm run generate -w proto` and commit src/gen/.');
    process.exitCode = 1;
  } else {
    console.log(`proto: generated code is current (${want.length} files).`);
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}
