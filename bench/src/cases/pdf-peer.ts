// One PDF approach on one document, as a whole process: `node pdf-peer.js <approach> <document>`.
// Only that approach's modules are loaded; the runner times the process from spawn to exit.
import { open, readFile } from 'node:fs/promises';
import { runCase } from '../measure.js';
import {
  approachLabels,
  documents,
  outputPath,
  p12Password,
  p12Path,
  pemPath,
  readDocument,
  type Approach,
  type DocumentName,
} from '../pdf/pdf-inputs.js';

async function sign(approach: Approach, name: DocumentName, source: Buffer): Promise<readonly Uint8Array[]> {
  switch (approach) {
    case 'floor': {
      const { signFloor } = await import('../pdf/approach-floor.js');
      return signFloor(source, await readFile(pemPath, 'utf8'));
    }
    case 'ours': {
      const { signOurs } = await import('../pdf/approach-ours.js');
      return signOurs(source, await readFile(pemPath, 'utf8'), documents[name].pages);
    }
    case 'libpdf': {
      const { signLibpdf } = await import('../pdf/approach-libpdf.js');
      return [await signLibpdf(source, await readFile(p12Path), p12Password)];
    }
    case 'rewrite': {
      const { signRewrite } = await import('../pdf/approach-rewrite.js');
      return [await signRewrite(source, await readFile(p12Path), p12Password)];
    }
  }
}

const [approach, name] = process.argv.slice(2) as [Approach, DocumentName];
await runCase(`${approachLabels[approach]}: ${name}`, 0, async () => {
  const source = await readDocument(name);
  const parts = await sign(approach, name, source);
  // Written as produced: a service streams the parts to its blob store the same way.
  const file = await open(outputPath(name, approach), 'w');
  await file.writev(parts.map((part) => Buffer.from(part.buffer, part.byteOffset, part.byteLength)));
  await file.close();
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  return JSON.stringify({ input: source.length, output: size });
});
