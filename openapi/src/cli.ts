// `write` regenerates openapi/openapi.json and the SDK's generated part (`make openapi`); `check`
// regenerates both in memory and fails when the route tables disagree with the code, the document
// is invalid or a committed file differs (`make lint`).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_FILE, generateDocument } from './openapi-document.js';
import { SDK_GEN_DIR, generateSdkFiles } from './sdk-files.js';
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
const sdk = await generateSdkFiles(root, document);

const readOr = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
const committedSdk = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
};

const sdkDir = join(root, SDK_GEN_DIR);
if (mode === 'write') {
  writeFileSync(join(root, DOCUMENT_FILE), text);
  rmSync(sdkDir, { recursive: true, force: true });
  for (const [name, content] of sdk) {
    mkdirSync(dirname(join(sdkDir, name)), { recursive: true });
    writeFileSync(join(sdkDir, name), content);
  }
  console.log(`openapi: wrote ${DOCUMENT_FILE} and ${SDK_GEN_DIR}`);
} else {
  const stale = [
    ...(readOr(join(root, DOCUMENT_FILE)) === text ? [] : [DOCUMENT_FILE]),
    ...[...sdk]
      .filter(([name, content]) => readOr(join(sdkDir, name)) !== content)
      .map(([name]) => `${SDK_GEN_DIR}/${name}`),
    ...committedSdk(sdkDir)
      .filter((name) => !sdk.has(name))
      .map((name) => `${SDK_GEN_DIR}/${name}`),
  ];
  if (stale.length) {
    console.error(
      `openapi: ${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} not what the route schemas generate: run \`make openapi\``,
    );
    process.exit(1);
  }
  console.log(`openapi: ${DOCUMENT_FILE} and ${SDK_GEN_DIR} are up to date`);
}
