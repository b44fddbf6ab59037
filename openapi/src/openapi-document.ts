import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { buildDocument, loadRouteTables, type BuildResult } from './build-document.js';

/** The committed document, beside this package's package.json. */
export const DOCUMENT_FILE = 'openapi/openapi.json';

/** The document as it is committed: JSON formatted the way `prettier --check` wants it. */
export async function generateDocument(root: string): Promise<BuildResult & { text: string }> {
  const services = readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const result = buildDocument(root, await loadRouteTables(root, services));
  const file = join(root, DOCUMENT_FILE);
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(result.document), { ...options, filepath: file });
  return { ...result, text };
}
