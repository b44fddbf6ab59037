// Copies what the processes need at run time out of a built tree into another folder, keeping the
// paths: the root package.json and node_modules (workspace links included), and for every
// workspace its package.json, its own node_modules (versions npm could not hoist) and what it
// ships — the `files` listed in its package.json, or `dist/` when it lists none.
// Usage: node deploy/collect-runtime.mjs <out-dir>   (run from the repository root)
import { cp, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2];
if (!out) {
  console.error('usage: node deploy/collect-runtime.mjs <out-dir>');
  process.exit(2);
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function workspaceDirs() {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of pkg.workspaces) {
    if (pattern.endsWith('/*')) {
      const base = join(root, pattern.slice(0, -2));
      for (const entry of await readdir(base, { withFileTypes: true })) {
        if (entry.isDirectory() && (await exists(join(base, entry.name, 'package.json'))))
          dirs.push(join(base, entry.name));
      }
    } else dirs.push(join(root, pattern));
  }
  return dirs;
}

async function copy(from) {
  const to = join(out, relative(root, from));
  await mkdir(dirname(to), { recursive: true });
  // verbatimSymlinks keeps node_modules/@rubrica/* as relative links into the copied tree.
  await cp(from, to, { recursive: true, verbatimSymlinks: true });
}

await mkdir(out, { recursive: true });
await copy(join(root, 'package.json'));
await copy(join(root, 'node_modules'));

let shipped = 0;
for (const dir of await workspaceDirs()) {
  const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
  await copy(join(dir, 'package.json'));
  if (await exists(join(dir, 'node_modules'))) await copy(join(dir, 'node_modules'));
  const files = Array.isArray(pkg.files) ? pkg.files : ['dist'];
  for (const file of files) {
    if (await exists(join(dir, file))) {
      await copy(join(dir, file));
      shipped += 1;
    }
  }
}
console.log(`collect-runtime: ${shipped} workspace outputs copied to ${out}`);
