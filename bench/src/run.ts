// `make bench`: runs each case in its own process (so peak memory is that case's alone) and prints
// wall time, throughput and peak RSS side by side; then the PDF engine against its floor and its
// peers on the same inputs in the same run, as ratios (read those: this machine's load moves the
// seconds), with each process's CPU time beside its wall time (load moves it least). `--smoke`
// runs the PDF cases once on tiny inputs, for the test suite; `--pdf` runs only the PDF cases.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CaseResult } from './measure.js';
import { approachLabels, approaches, type Approach, type DocumentName } from './pdf/pdf-inputs.js';

const here = dirname(fileURLToPath(import.meta.url));
const smoke = process.argv.includes('--smoke');
const rounds = smoke ? 1 : 3;
// Whole-process PDF runs last a few hundred milliseconds, where a burst of load weighs most.
const pdfRounds = smoke ? 1 : 5;
const transportCases =
  smoke || process.argv.includes('--pdf') ? [] : ['stream-floor', 'blob-fs', 'gateway-proxy'];
const pdfDocuments: DocumentName[] = smoke
  ? ['tiny', 'tiny multi-revision']
  : ['25 MB images', '200 pages', 'multi-revision'];
const warmDocuments: DocumentName[] = smoke ? ['tiny'] : ['25 MB images', '200 pages'];

interface Measured extends CaseResult {
  /** Spawn to exit, measured here: module loading and start-up included. */
  processMs: number;
}

function runOnce(script: string, args: string[] = []): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(here, script), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const processMs = performance.now() - started;
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{'))
        return reject(new Error(`${script} ${args.join(' ')} failed (exit ${code})`));
      resolve({ ...(JSON.parse(last) as CaseResult), processMs });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits);

// Inputs first, in their own process.
const generated = spawnSync(
  process.execPath,
  [join(here, 'pdf', 'pdf-generate.js'), 'generate', ...pdfDocuments],
  {
    stdio: 'inherit',
  },
);
if (generated.status !== 0) throw new Error('generating the PDF inputs failed');

if (transportCases.length > 0) {
  console.log(
    `${pad('case (median of 3, whole process)', 40)} ${'wall'.padStart(10)} ${'rate'.padStart(11)} ${'peak RSS'.padStart(9)}`,
  );
  for (const name of transportCases) {
    const results: Measured[] = [];
    for (let round = 0; round < rounds; round += 1) results.push(await runOnce(join('cases', `${name}.js`)));
    const wall = median(results.map((r) => r.wallMs));
    const rss = Math.max(...results.map((r) => r.peakRssMb));
    const mbps = results[0].bytes / 1024 / 1024 / (wall / 1000);
    console.log(
      `${pad(results[0].name, 40)} ${num(wall).padStart(7)} ms ${num(mbps).padStart(6)} MB/s ${num(rss).padStart(6)} MB`,
    );
  }
  console.log('');
}

// One signer's stamp + signature, whole process, each approach on each document. Rounds go
// round-robin over the approaches so that a burst of load on the machine hits them alike.
const pdfResults = new Map<string, Measured[]>();
for (const document of pdfDocuments) {
  for (let round = 0; round < pdfRounds; round += 1) {
    for (const approach of approaches) {
      const key = `${approach}|${document}`;
      pdfResults.set(key, [
        ...(pdfResults.get(key) ?? []),
        await runOnce(join('cases', 'pdf-peer.js'), [approach, document]),
      ]);
    }
  }
}
const summary = (approach: Approach, document: DocumentName) => {
  const results = pdfResults.get(`${approach}|${document}`) as Measured[];
  const io = JSON.parse(results[0].note ?? '{}') as { input?: number; output?: number };
  return {
    wall: median(results.map((r) => r.processMs)),
    cpu: median(results.map((r) => r.cpuMs)),
    rss: median(results.map((r) => r.peakRssMb)),
    input: io.input ?? 0,
    output: io.output ?? 0,
  };
};
console.log(`One signer's stamp + signature, whole process (median of ${pdfRounds}; CPU, peak RSS medians)`);
console.log(
  `${pad('document / approach', 44)} ${'wall'.padStart(9)} ${'CPU'.padStart(9)} ${'peak RSS'.padStart(9)} ${'ours ÷ this (wall, CPU, RSS)'.padStart(30)}  output`,
);
for (const document of pdfDocuments) {
  const ours = summary('ours', document);
  console.log(document);
  for (const approach of approaches) {
    const row = summary(approach, document);
    const ratio =
      approach === 'ours'
        ? ''
        : `${num(ours.wall / row.wall, 2)}x, ${num(ours.cpu / row.cpu, 2)}x, ${num(ours.rss / row.rss, 2)}x`;
    const grew = row.output - row.input;
    const output =
      approach === 'rewrite' ? `${num(row.output / 1048576, 1)} MiB written` : `+${num(grew / 1024)} KiB`;
    console.log(
      `  ${pad(approachLabels[approach], 42)} ${num(row.wall).padStart(6)} ms ${num(row.cpu).padStart(6)} ms ${num(row.rss).padStart(6)} MB ${ratio.padStart(30)}  ${output}`,
    );
  }
}
const goals: Partial<Record<DocumentName, number>> = { '25 MB images': 1.5, '200 pages': 2 };
console.log('\nGoals (issue #17): ours ÷ floor, whole process');
for (const document of pdfDocuments) {
  const ours = summary('ours', document);
  const floor = summary('floor', document);
  const goal = goals[document];
  const wallRatio = ours.wall / floor.wall;
  const rssRatio = ours.rss / floor.rss;
  const cpuRatio = ours.cpu / floor.cpu;
  const verdict =
    goal === undefined
      ? ''
      : `  ${wallRatio <= goal && rssRatio <= 1.3 ? 'met' : 'NOT met'} (≤ ${goal}x wall, ≤ 1.3x RSS)`;
  console.log(
    `  ${pad(document, 42)} ${num(wallRatio, 2).padStart(6)}x wall ${num(cpuRatio, 2).padStart(6)}x CPU ${num(rssRatio, 2).padStart(6)}x RSS${verdict}`,
  );
}

// The engine in a warm worker.
const warm = await runOnce(join('cases', 'pdf-warm.js'), [warmDocuments.join(','), String(smoke ? 1 : 5)]);
const warmRows = JSON.parse(warm.note ?? '[]') as Array<{
  document: DocumentName;
  oneSignerMs: number;
  sha256Ms: number;
  threeSignersAndSealMs: number;
}>;
console.log(`\nWarm worker (median of ${smoke ? 1 : 5} after one warm-up)`);
console.log(
  `${pad('document', 44)} ${'one signer'.padStart(11)} ${'SHA-256'.padStart(9)} ${'ratio'.padStart(7)} ${'3 signers + seal'.padStart(17)}`,
);
for (const row of warmRows) {
  console.log(
    `  ${pad(row.document, 42)} ${num(row.oneSignerMs).padStart(8)} ms ${num(row.sha256Ms).padStart(6)} ms ${num(row.oneSignerMs / row.sha256Ms, 2).padStart(6)}x ${num(row.threeSignersAndSealMs).padStart(14)} ms`,
  );
}
console.log('  goals: one signer ≤ 3x one SHA-256 pass; three signers + seal on the 25 MB file < 1000 ms');
