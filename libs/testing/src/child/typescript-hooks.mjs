// Module hooks that let a plain `node` child process run the repository's TypeScript sources the
// way Jest does (jest.config.js): the same swc transform and the same `@rubrica/*` mapping onto
// sources, so a measurement can run in a process of its own without a build.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

const ROOT = new URL('../../../../', import.meta.url);

const ALIASES = [
  [/^@rubrica\/proto$/, () => 'proto/src/index.ts'],
  [/^@rubrica\/proto\/(.+)$/, (m) => `proto/${m[1]}`],
  [/^@rubrica\/([a-z-]+)$/, (m) => `libs/${m[1]}/src/index.ts`],
  [/^@rubrica\/([a-z-]+)\/([a-z-]+)$/, (m) => `libs/${m[1]}/src/${m[2]}.ts`],
];

export async function resolve(specifier, context, next) {
  for (const [pattern, target] of ALIASES) {
    const match = pattern.exec(specifier);
    if (match) return { url: new URL(target(match), ROOT).href, shortCircuit: true };
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
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
