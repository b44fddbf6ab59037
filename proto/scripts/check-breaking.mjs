// `buf breaking` against the proto/ directory committed on a baseline branch (main by default;
// `node scripts/check-breaking.mjs <branch>` for another). Until the baseline has a proto/
// directory there is nothing to break, which is reported and passes.
import { execFileSync, spawnSync } from 'node:child_process';
import { join, relative } from 'node:path';
import { buf, protoDir } from './find-buf.mjs';

let branch = process.argv[2] ?? 'main';
const git = (...args) => spawnSync('git', args, { cwd: protoDir, encoding: 'utf8' });

const top = git('rev-parse', '--show-toplevel');
if (top.status !== 0) {
  console.error('proto: not inside a git repository; cannot find a baseline for `buf breaking`.');
  process.exit(1);
}
const repoRoot = top.stdout.trim();
const subdir = relative(repoRoot, protoDir);

if (git('rev-parse', '--verify', '--quiet', `refs/heads/${branch}`).status !== 0) {
  if (process.argv[2] !== undefined || git('rev-parse', '--verify', '--quiet', 'HEAD').status !== 0) {
    console.error(
      `proto: branch "${branch}" does not exist locally; fetch it (git fetch origin ${branch}:${branch}).`,
    );
    process.exit(1);
  }
  // A checkout without a local main (a detached CI clone, a feature branch only): its own last
  // commit is the baseline, so uncommitted proto edits are still checked.
  console.log(`proto: no local "${branch}" branch; checking against HEAD.`);
  branch = 'HEAD';
}
if (git('cat-file', '-e', `${branch}:${subdir}/buf.yaml`).status !== 0) {
  console.log(`proto: no baseline yet (${branch} has no ${subdir}/buf.yaml); breaking-change check skipped.`);
  process.exit(0);
}

const against = `${join(repoRoot, '.git')}#ref=${branch},subdir=${subdir}`;
try {
  execFileSync(buf, ['breaking', '--against', against], { cwd: protoDir, stdio: 'inherit' });
  console.log(`proto: no breaking changes against ${branch}.`);
} catch {
  console.error(
    `proto: breaking changes against ${branch}. Add fields instead, or publish a v2 package (EVENTS.md).`,
  );
  process.exit(1);
}
