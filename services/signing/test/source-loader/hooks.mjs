// Module hooks for register.mjs: `@rubrica/*` to the workspace sources (as jest.config.js maps
// them), `./x.js` to `./x.ts` when only the source exists, and `.ts` compiled by SWC with the
// repository's .swcrc (decorator metadata, which Nest needs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
delete swcrc.$schema;

function workspaceSource(specifier) {
  const match = /^@rubrica\/([a-z-]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return undefined;
  const [, name, subpath] = match;
  if (name === 'proto') return join(root, 'proto', subpath ?? 'src/index.ts');
  // Only the libraries: services and the gateway are not imported from one another.
  if (!existsSync(join(root, 'libs', name))) return undefined;
  return join(root, 'libs', name, 'src', subpath ? `${subpath}.ts` : 'index.ts');
}

export async function resolve(specifier, context, nextResolve) {
  const source = workspaceSource(specifier);
  if (source) return { url: pathToFileURL(source).href, shortCircuit: true };
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const fromTypeScript = context.parentURL?.endsWith('.ts');
    if (fromTypeScript && specifier.startsWith('.') && specifier.endsWith('.js')) {
      return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const filename = fileURLToPath(url);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    ...swcrc,
    swcrc: false,
    sourceMaps: 'inline',
    filename,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
