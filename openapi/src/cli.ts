// `write` regenerates openapi/openapi.json, the SDK's generated part and the SPA's generated API
// layer (`make openapi`); `check` regenerates them in memory and fails when the route tables
// disagree with the code, the document is invalid or a committed file differs (`make lint`).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_FILE, generateDocument } from './openapi-document.js';
import { SDK_GEN_DIR, generateSdkFiles } from './sdk-files.js';
import { validateDocument } from './validate-document.js';
import { WEB_API_GEN_DIR, generateWebApiFiles } from './web-api-files.js';

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
// Each generated folder, file by file: the SDK's client and the SPA's API layer.
const generated = new Map<string, Map<string, string>>([
  [SDK_GEN_DIR, await generateSdkFiles(root, document)],
  [WEB_API_GEN_DIR, await generateWebApiFiles(root, document)],
]);

const readOr = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};
const committedFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
};

const folders = [...generated.keys()].join(' and ');
if (mode === 'write') {
  writeFileSync(join(root, DOCUMENT_FILE), text);
  for (const [folder, files] of generated) {
    const dir = join(root, folder);
    rmSync(dir, { recursive: true, force: true });
    for (const [name, content] of files) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), content);
    }
  }
  console.log(`openapi: wrote ${DOCUMENT_FILE}, ${folders}`);
} else {
  const stale = [...(readOr(join(root, DOCUMENT_FILE)) === text ? [] : [DOCUMENT_FILE])];
  for (const [folder, files] of generated) {
    const dir = join(root, folder);
    stale.push(
      ...[...files]
        .filter(([name, content]) => readOr(join(dir, name)) !== content)
        .map(([name]) => `${folder}/${name}`),
      ...committedFiles(dir)
        .filter((name) => !files.has(name))
        .map((name) => `${folder}/${name}`),
    );
  }
  if (stale.length) {
    console.error(
      `openapi: ${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} not what the route schemas generate: run \`make openapi\``,
    );
    process.exit(1);
  }
  console.log(`openapi: ${DOCUMENT_FILE}, ${folders} are up to date`);
}
