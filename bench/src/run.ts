// `make bench`: runs each case in its own process (so peak memory is that case's alone) and
// prints wall time, throughput and peak RSS side by side.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult } from './measure.js';

const here = dirname(fileURLToPath(import.meta.url));
// PDF cases come in pairs: one signer's stamp + signature as an appended revision, and as a full rewrite.
const pdfDocuments = ['1-page', '10-pages', '200-pages', '25mb-images'];
const pdfPairs = pdfDocuments.map((doc) => [`pdf-append-${doc}`, `pdf-rewrite-${doc}`] as const);
// The whole signing path: three signers' revisions and the platform seal, as the service runs it and by rewrites.
const pathPairs = pdfDocuments.map((doc) => [`path-append-${doc}`, `path-rewrite-${doc}`] as const);
const cases = ['stream-floor', 'blob-fs', 'gateway-proxy', ...pdfPairs.flat(), ...pathPairs.flat()];
const rounds = 3;

function runOnce(name: string): Promise<CaseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(here, 'cases', `${name}.js`)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) return reject(new Error(`${name} failed (exit ${code})`));
      resolve(JSON.parse(last) as CaseResult);
    });
  });
}

const rows: string[] = [];
const medians = new Map<string, { label: string; wall: number; rss: number }>();
for (const name of cases) {
  const results: CaseResult[] = [];
  for (let round = 0; round < rounds; round += 1) results.push(await runOnce(name));
  const wall = results.map((r) => r.wallMs).sort((a, b) => a - b)[Math.floor(rounds / 2)];
  const rss = Math.max(...results.map((r) => r.peakRssMb));
  const mbps = results[0].bytes / 1024 / 1024 / (wall / 1000);
  medians.set(name, { label: results[0].name, wall, rss });
  const note = results[0].note ? `  ${results[0].note}` : '';
  rows.push(
    `${results[0].name.padEnd(34)} ${wall.toFixed(0).padStart(7)} ms ${mbps.toFixed(0).padStart(6)} MB/s ${rss.toFixed(0).padStart(6)} MB${note}`,
  );
}
console.log(
  `${'case (median of 3, whole process)'.padEnd(34)} ${'wall'.padStart(10)} ${'rate'.padStart(11)} ${'peak RSS'.padStart(9)}`,
);
for (const row of rows) console.log(row);
function printRatios(title: string, pairs: ReadonlyArray<readonly [string, string]>, prefix: RegExp): void {
  console.log(`\n${title}`);
  for (const [append, rewrite] of pairs) {
    const a = medians.get(append);
    const r = medians.get(rewrite);
    if (!a || !r) continue;
    const document = a.label.replace(prefix, '');
    console.log(
      `${document.padEnd(34)} ${(r.wall / a.wall).toFixed(2).padStart(7)}x ${(r.rss / a.rss).toFixed(2).padStart(10)}x`,
    );
  }
}
printRatios('PDF: full rewrite / appended revision (wall time, peak RSS)', pdfPairs, /^pdf append: /);
printRatios(
  'Signing path, 3 signers + seal: full rewrites / appended revisions (wall time, peak RSS)',
  pathPairs,
  /^path append: /,
);
