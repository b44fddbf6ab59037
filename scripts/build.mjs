// Compiles every workspace package's src/**/*.ts (tests excluded) into dist/ with SWC, keeping
// decorator metadata for Nest. Type checking is `make typecheck`'s job; this is only the emit.
import { readFile, writeFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFile } from '@swc/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const swcrc = JSON.parse(await readFile(join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

async function packageDirs() {
  const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const dirs = [];
  for (const pattern of pkg.workspaces) {
    if (pattern.endsWith('/*')) {
      const base = join(root, pattern.slice(0, -2));
      for (const entry of await readdir(base, { withFileTypes: true })) {
        if (entry.isDirectory()) dirs.push(join(base, entry.name));
      }
    } else dirs.push(join(root, pattern));
  }
  // The SPA is built by Vite.
  return dirs.filter((dir) => relative(root, dir) !== 'web');
}

const only = process.argv.slice(2);
let files = 0;
for (const dir of await packageDirs()) {
  if (only.length && !only.some((name) => relative(root, dir).startsWith(name))) continue;
  const src = join(dir, 'src');
  const out = join(dir, 'dist');
  try {
    await readdir(src);
  } catch {
    continue;
  }
  await rm(out, { recursive: true, force: true });
  const jobs = [];
  for await (const file of walk(src)) {
    if (!file.endsWith('.ts') || file.endsWith('.d.ts') || /\.(spec|test)\.ts$/.test(file)) continue;
    const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
    jobs.push(
      transformFile(file, {
        ...swcrc,
        swcrc: false,
        filename: file,
        sourceFileName: relative(dirname(target), file),
      }).then(async (result) => {
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, `${result.code}\n//# sourceMappingURL=${target.split('/').pop()}.map\n`);
        if (result.map) await writeFile(`${target}.map`, result.map);
      }),
    );
  }
  await Promise.all(jobs);
  files += jobs.length;
}
console.log(`build: ${files} files compiled`);
