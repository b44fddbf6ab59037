import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import prettier from 'prettier';
import { endpointTable, endpointTypes as endpointTypesOf, endpointTypesName } from './endpoint-table.js';

/** Where the SPA's generated API layer lives, beside the hand-written modules that tag it. */
export const WEB_API_GEN_DIR = 'web/src/api/generated';
/** Every type of the API (component schemas, each operation's answer and argument): no code. */
const TYPES_FILE = 'rubrica-api.ts';

const TYPES_HEADER = `// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (\`make openapi\`): never edit.
// The API's types only, last each area's endpoints with theirs; each area's table of endpoints is in
// the file named after its tag (signing.ts ...).
`;
const TYPES_IMPORT = "import type { Mutation, Query } from '../endpoint-table.js';\n";
const areaHeader = (area: string) =>
  `// Generated from openapi/openapi.json (\`make openapi\`): never edit.
// The endpoints tagged \`${area}\`, as they are in the document; their cache tags are added in
// web/src/api/${area}.ts from the one registry, web/src/api/tags.ts.
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

type Tagged = { operationId?: string; tags?: string[] };

/** Each operation's tag (its area: billing, envelopes, identity ...), the first one it names. */
const areasOf = (document: Record<string, unknown>): string[] => {
  const areas = new Set<string>();
  for (const item of Object.values(
    (document as { paths?: Record<string, Record<string, Tagged>> }).paths ?? {},
  ))
    for (const operation of Object.values(item)) {
      const area = operation?.tags?.[0];
      if (area) areas.add(area);
    }
  return [...areas].sort();
};

// The generator's output: the import of the base API, `const injectedRtkApi = api.injectEndpoints(…)`,
// its export, the types, and last the hooks (`export const { use… } = injectedRtkApi;`).
const API_EXPORT = 'export { injectedRtkApi as generatedApi };';
const HOOKS_START = 'export const {';

const split = (code: string) => {
  const apiEnd = code.indexOf(API_EXPORT) + API_EXPORT.length;
  const hooksStart = code.lastIndexOf(HOOKS_START);
  if (apiEnd < API_EXPORT.length || hooksStart < apiEnd)
    throw new Error('web API: unexpected generator output');
  return {
    endpoints: code.slice(0, apiEnd),
    types: code.slice(apiEnd, hooksStart),
    hooks: code.slice(hooksStart),
  };
};

/**
 * The SPA's RTK Query endpoints and the API's types, generated from the document by
 * @rtk-query/codegen-openapi: one endpoint per operation (named by its operationId), injected into
 * the SPA's base API (web/src/app/api.ts) so every call goes through its base query. The endpoints
 * come one file per area (the operation's tag), so a page loads the code of the areas it calls
 * only, each written as a table of routes, one row an endpoint (src/endpoint-table.ts), that
 * web/src/api/endpoint-table.ts turns into the endpoints; every component schema and operation type
 * is in one file of types, last each area's interface typing its table's rows. Formatted as
 * `prettier --check` wants it: file name → text.
 */
export async function generateWebApiFiles(
  root: string,
  document: Record<string, unknown>,
): Promise<Map<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'rubrica-web-api-'));
  try {
    const schemaFile = join(dir, 'openapi.json');
    await writeFile(schemaFile, JSON.stringify(withEitherBody(withIdentifierOperationIds(document))));
    const generate = async (filterEndpoints?: (name: string, operation: { operation: Tagged }) => boolean) =>
      String(
        await generateEndpoints({
          schemaFile,
          apiFile: '../../app/api.ts',
          apiImport: 'api',
          esmExtensions: true,
          exportName: 'generatedApi',
          hooks: { queries: true, lazyQueries: true, mutations: true },
          encodePathParams: true,
          useUnknown: true,
          ...(filterEndpoints ? { filterEndpoints } : {}),
        }),
      );
    const format = async (name: string, text: string) => {
      const target = join(root, WEB_API_GEN_DIR, name);
      const options = (await prettier.resolveConfig(target)) ?? {};
      return prettier.format(text, { ...options, filepath: target });
    };
    const areas = [];
    for (const area of areasOf(document))
      areas.push({ area, ...split(await generate((_name, { operation }) => operation.tags?.[0] === area)) });
    // The types, then each area's interface naming its endpoints' types for its table.
    const endpointTypes = areas.map(({ area, endpoints }) => endpointTypesOf(area, endpoints)).join('\n');
    const files = new Map([
      [
        TYPES_FILE,
        await format(
          TYPES_FILE,
          TYPES_HEADER + TYPES_IMPORT + split(await generate()).types + '\n' + endpointTypes,
        ),
      ],
    ]);
    for (const { area, endpoints, hooks } of areas) {
      const typeImport = `import type { ${endpointTypesName(area)} } from './${TYPES_FILE.replace(/\.ts$/, '.js')}';\n`;
      const name = `${area}.ts`;
      files.set(
        name,
        await format(
          name,
          areaHeader(area) +
            typeImport +
            endpointTable(area, endpoints) +
            hooks.replace(/injectedRtkApi/g, 'generatedApi'),
        ),
      );
    }
    return files;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
