// Module hooks that let a plain `node` child process run the repository's TypeScript sources the
// way Jest does: the transform and the module mapping are read from jest.config.js itself, so the
// two can never disagree, and a measurement can run in a process of its own without a build.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';
import jestConfig from '../../../../jest.config.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const [, swcOptions] = jestConfig.transform['^.+\\.ts$'];
const mappings = Object.entries(jestConfig.moduleNameMapper)
  // The last entry maps `./x.js` to `./x` for Jest's resolver; relative imports are handled below.
  .filter(([, target]) => target.startsWith('<rootDir>'))
  .map(([pattern, target]) => [new RegExp(pattern), target.replace('<rootDir>/', ROOT)]);

export async function resolve(specifier, context, next) {
  for (const [pattern, target] of mappings) {
    if (pattern.test(specifier)) {
      return { url: new URL(`file://${specifier.replace(pattern, target)}`).href, shortCircuit: true };
    }
  }
  // Sources import each other as `./x.js` (NodeNext); the file on disk is `./x.ts`.
  if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.startsWith('file:')) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    ...swcOptions,
    filename,
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
