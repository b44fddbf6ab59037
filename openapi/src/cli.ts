// `write` regenerates openapi/openapi.json (`make openapi`); `check` regenerates it in memory and
// fails when the route tables disagree with the code, the document is invalid or the committed
// file differs (`make lint`).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_FILE, generateDocument } from './openapi-document.js';
import { validateDocument } from './validate-document.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mode = process.argv[2];
if (mode !== 'write' && mode !== 'check') {
  console.error('usage: cli.ts write|check');
  process.exit(2);
}

const { text, document, problems } = await generateDocument(root);
const invalid = await validateDocument(document);
for (const problem of [...problems, ...invalid]) console.error(`openapi: ${problem}`);
if (problems.length || invalid.length) process.exit(1);

const file = join(root, DOCUMENT_FILE);
if (mode === 'write') {
  writeFileSync(file, text);
  console.log(`openapi: wrote ${DOCUMENT_FILE}`);
} else {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    // A missing document differs like any other.
  }
  if (committed !== text) {
    console.error(`openapi: ${DOCUMENT_FILE} is not what the route schemas generate: run \`make openapi\``);
    process.exit(1);
  }
  console.log(`openapi: ${DOCUMENT_FILE} is up to date`);
}
