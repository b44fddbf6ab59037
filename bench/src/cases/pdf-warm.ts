// The engine inside a warm worker (modules loaded, credentials read, one run to warm up), as the
// signing workers run it: one signer's stamp + signature per document against one SHA-256 pass
// over the same bytes, and the whole path of three signers plus the platform seal.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadPemCredentials, signPdf, stampRevision } from '@rubrica/service-signing/pdf';
import { runCase } from '../measure.js';
import { signerDrawings } from '../pdf/approach-ours.js';
import { documents, pemPath, readDocument, type DocumentName } from '../pdf/pdf-inputs.js';

const names = (process.argv[2] ?? '25 MB images,200 pages').split(',') as DocumentName[];
const rounds = Number(process.argv[3] ?? 5);
const signer = loadPemCredentials(await readFile(pemPath, 'utf8'));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed(work: () => unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measure(work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) times.push(await timed(work));
  return median(times);
}

const rows: Array<Record<string, number | string>> = [];
await runCase('warm worker', 0, async () => {
  for (const name of names) {
    const source = await readDocument(name);
    const page = documents[name].pages;
    const oneSigner = await measure(() =>
      signPdf(source, { signer, reason: 'Assinatura eletrônica', drawings: signerDrawings(page) }),
    );
    const sha256 = await measure(() => createHash('sha256').update(source).digest());
    // Three signers' revisions (stamps, as apply-recipient-revision writes them), then the seal.
    const path = await measure(async () => {
      let current: Uint8Array = source;
      for (let index = 0; index < 3; index += 1) {
        const drawings = signerDrawings(page).map((drawing) => ({ ...drawing, y: drawing.y - 0.22 * index }));
        current = (await stampRevision(current, drawings)).pdf;
      }
      return (await signPdf(current, { signer, name: 'RubricaSeal', reason: 'Rubrica' })).parts;
    });
    rows.push({ document: name, oneSignerMs: oneSigner, sha256Ms: sha256, threeSignersAndSealMs: path });
  }
  return JSON.stringify(rows);
});
