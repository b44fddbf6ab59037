import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import prettier from 'prettier';

/** Where the SPA's generated API layer lives, beside the hand-written enhancement that tags it. */
export const WEB_API_GEN_DIR = 'web/src/api/generated';
const WEB_API_FILE = 'rubrica-api.ts';

const HEADER = `// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (\`make openapi\`): never edit.
// Cache tags are added in web/src/api/rubrica-api.ts from the one registry, web/src/api/tags.ts.
`;

type Operations = Record<string, Record<string, { operationId?: string }>>;

/**
 * The document with each operationId made an identifier's words (`envelopes.create` →
 * `envelopes_create`): the generator names an endpoint after its operationId only when that has no
 * punctuation (then `envelopesCreate`, `useEnvelopesCreateMutation`), else after its method and path.
 */
const withIdentifierOperationIds = (document: Record<string, unknown>): Record<string, unknown> => {
  const copy = structuredClone(document) as { paths?: Operations };
  for (const item of Object.values(copy.paths ?? {}))
    for (const operation of Object.values(item))
      if (operation && typeof operation === 'object' && typeof operation.operationId === 'string')
        operation.operationId = operation.operationId.replace(/[^\w]+/g, '_');
  return copy as Record<string, unknown>;
};

interface JsonSchema {
  properties?: Record<string, unknown>;
}
type Operation = { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

/**
 * The document with each body that is either a form or JSON with other fields (a document: an
 * uploaded `file` or a stored `item_id`) described on the form as either: the generator types a
 * call's body from the first media type alone, so the JSON one would be out of reach.
 */
const withEitherBody = (document: Record<string, unknown>): Record<string, unknown> => {
  const copy = structuredClone(document) as { paths?: Record<string, Record<string, Operation>> };
  for (const item of Object.values(copy.paths ?? {}))
    for (const operation of Object.values(item)) {
      const content = operation?.requestBody?.content;
      const form = content?.['multipart/form-data']?.schema;
      const json = content?.['application/json']?.schema;
      if (!form || !json) continue;
      const fields = Object.keys(form.properties ?? {});
      if (Object.keys(json.properties ?? {}).every((name) => fields.includes(name))) continue;
      content['multipart/form-data'] = { schema: { anyOf: [form, json] } as JsonSchema };
    }
  return copy as Record<string, unknown>;
};

/**
 * The SPA's RTK Query endpoints and the API's types, generated from the document by
 * @rtk-query/codegen-openapi: one endpoint per operation (named by its operationId), injected into
 * the SPA's base API (web/src/app/api.ts) so every call goes through its base query, and every
 * component schema as a named type. Formatted as `prettier --check` wants it: file name → text.
 */
export async function generateWebApiFiles(
  root: string,
  document: Record<string, unknown>,
): Promise<Map<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'rubrica-web-api-'));
  try {
    const schemaFile = join(dir, 'openapi.json');
    await writeFile(schemaFile, JSON.stringify(withEitherBody(withIdentifierOperationIds(document))));
    const code = await generateEndpoints({
      schemaFile,
      apiFile: '../../app/api.ts',
      apiImport: 'api',
      esmExtensions: true,
      exportName: 'generatedApi',
      hooks: { queries: true, lazyQueries: true, mutations: true },
      encodePathParams: true,
      useUnknown: true,
    });
    const target = join(root, WEB_API_GEN_DIR, WEB_API_FILE);
    const options = (await prettier.resolveConfig(target)) ?? {};
    const text = await prettier.format(HEADER + String(code), { ...options, filepath: target });
    return new Map([[WEB_API_FILE, text]]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
