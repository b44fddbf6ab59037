#!/usr/bin/env node
// The JavaScript a page needs before it can render, weighed compressed against its budget
// (README, "Performance"): the entry chunk, the page's own chunk and every chunk they import
// statically, read from the built app's manifest (web/dist/.vite/manifest.json). Exits 1 when a
// page is over budget, or the manifest or a file's compressed copy is missing. `--json` prints the
// figures for the web bench.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../web/dist');

// The page's first script (index.html runs it beside the entry), and the interface language's
// catalogue, which comes with every page: a signing link's part of it, or both parts
// (web/src/i18n/catalogue-parts.ts); pt-BR, the default, is the largest.
const EARLY_START = 'src/early-start.ts';
const LINK_CATALOGUE = 'src/i18n/pt-BR.json?part=link';
const REST_CATALOGUE = 'src/i18n/pt-BR.json?part=rest';

/**
 * Each page: the modules that render it (the entry first) and its budget, in brotli-compressed
 * bytes (what a phone downloads from a server that compresses; the goal is 200 kB for the viewer).
 */
export const PAGES = [
  {
    name: 'signing viewer (public link)',
    modules: [
      'index.html',
      EARLY_START,
      LINK_CATALOGUE,
      'src/features/signing-viewer/components/signing-viewer-page.tsx',
    ],
    budget: 200_000,
  },
  {
    name: 'dashboard',
    modules: [
      'index.html',
      EARLY_START,
      LINK_CATALOGUE,
      REST_CATALOGUE,
      'src/app/areas.tsx',
      'src/features/dashboard/components/dashboard-page.tsx',
    ],
    budget: 210_000,
  },
];

const readManifest = () => {
  try {
    return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`no build manifest in ${dist} (npm run build -w web): ${error.message}`, {
      cause: error,
    });
  }
};

/** The files a page loads: each module's chunk and, transitively, its static imports. */
export const chunksOf = (manifest, modules) => {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return [...files];
};

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const COMPRESSED = [
  { suffix: '.br', key: 'brotli', compress: (bytes) => brotliCompressSync(bytes, BROTLI) },
  { suffix: '.gz', key: 'gzip', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

/**
 * A page's bytes: raw, and as the gateway sends them: the build's own brotli and gzip copies
 * (web/vite.config.ts writes one beside each file it makes smaller), else the file itself. A file
 * compression would shrink but that has no copy fails: the gateway would send it uncompressed.
 */
export const weigh = (files) => {
  const sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const path = join(dist, file);
    const bytes = readFileSync(path);
    sizes.raw += bytes.length;
    for (const { suffix, key, compress } of COMPRESSED) {
      if (existsSync(path + suffix)) sizes[key] += statSync(path + suffix).size;
      else if (compress(bytes).length < bytes.length)
        throw new Error(`${file} has no ${suffix} copy in the build: the gateway would send it uncompressed`);
      else sizes[key] += bytes.length;
    }
  }
  return sizes;
};

export const measurePages = () => {
  const manifest = readManifest();
  return PAGES.map((page) => {
    const files = chunksOf(manifest, page.modules);
    return { ...page, files, ...weigh(files) };
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = measurePages();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
    for (const page of pages) {
      const verdict = page.brotli <= page.budget ? 'ok' : 'OVER BUDGET';
      console.log(
        `${page.name}: ${page.files.length} chunks, ${kB(page.raw)} raw, ${kB(page.gzip)} gzip, ` +
          `${kB(page.brotli)} brotli (budget ${kB(page.budget)} brotli) ${verdict}`,
      );
    }
  }
  if (pages.some((page) => page.brotli > page.budget)) process.exit(1);
}
