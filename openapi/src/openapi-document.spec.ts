import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDocument, loadRouteTables, type ServiceRoutes } from './build-document.js';
import { controllerRoutes } from './controller-routes.js';
import { DOCUMENT_FILE, generateDocument } from './openapi-document.js';
import { normalizedRoute, specRoutes } from './spec-routes.js';
import { validateDocument } from './validate-document.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const services = readdirSync(join(root, 'services'));
// The product spec sits beside the repository (shared/spec), as on every machine that builds it.
const SPEC_DIR = join(root, '..', 'shared', 'spec');

let tables: ServiceRoutes[];
beforeAll(async () => {
  tables = await loadRouteTables(root, services);
});

const without = (service: string, method: string, path: string): ServiceRoutes[] =>
  tables.map((table) =>
    table.service === service
      ? {
          ...table,
          routes: table.routes.filter((route) => !(route.method === method && route.path === path)),
        }
      : table,
  );

describe('the OpenAPI document', () => {
  it('is committed as the route schemas generate it, and a 3.1 validator accepts it', async () => {
    const { text, document, problems } = await generateDocument(root);
    expect(problems).toEqual([]);
    expect(await validateDocument(document)).toEqual([]);
    expect(readFileSync(join(root, DOCUMENT_FILE), 'utf8')).toBe(text);
  });

  it('documents every controller route the gateway forwards, with the error shape and both security schemes', () => {
    const { document } = buildDocument(root, tables);
    const paths = document.paths as Record<
      string,
      Record<string, { security: unknown[]; responses: object }>
    >;
    const send = paths['/envelopes/{id}/send']!.post!;
    expect(send.security).toEqual([{ session: [] }, { oauth2: ['envelopes:write'] }]);
    expect(send.responses).toMatchObject({
      '401': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      '402': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    });
    expect(paths['/p/envelopes/recipients/{token}']!.post!.security).toEqual([]);
    const components = document.components as { securitySchemes: Record<string, { type: string }> };
    expect(components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(components.securitySchemes.oauth2).toMatchObject({ type: 'oauth2' });
  });

  it('requires the file parts a route needs, and only those', () => {
    const { document } = buildDocument(root, tables);
    const paths = document.paths as Record<string, Record<string, { requestBody: { content: object } }>>;
    const form = (method: string, path: string) =>
      (paths[path]![method]!.requestBody.content as Record<string, { schema: { required?: string[] } }>)[
        'multipart/form-data'
      ]!.schema;
    expect(form('post', '/envelopes/{envelopeId}/documents').required).toEqual(['file']);
    expect(form('post', '/p/envelopes/documents/validate').required).toBeUndefined();
    expect(form('patch', '/organizations/{id}').required).toEqual(['name']);
  });

  it('fails when a route makes optional a file part it does not take', () => {
    const identity = tables.find((table) => table.service === 'identity')!;
    const routes = identity.routes.map((route) =>
      route.method === 'post' && route.path === '/me/avatar'
        ? { ...route, multipart: { files: ['avatar'], optional: ['photo'] } }
        : route,
    );
    const { problems } = buildDocument(root, [
      ...tables.filter((table) => table !== identity),
      { service: 'identity', routes },
    ]);
    expect(problems).toEqual([
      'services/identity/src/http-routes.schemas.ts: POST /me/avatar makes optional a file part it does not take: photo',
    ]);
  });

  it("reads a handler a controller inherits from a class of its file, under the controller's prefix", () => {
    const imports = controllerRoutes(root).filter((route) => route.path.endsWith('/invitations/import'));
    expect(imports.map(({ method, path, operationId }) => ({ method, path, operationId }))).toEqual([
      { method: 'post', path: '/invitations/import', operationId: 'invitations.import' },
      {
        method: 'post',
        path: '/organizations/{id}/invitations/import',
        operationId: 'organizationInvitations.import',
      },
    ]);
  });

  it('fails when a controller route has no schema', () => {
    const { problems } = buildDocument(root, without('envelopes', 'post', '/envelopes/{id}/send'));
    expect(problems).toEqual([
      expect.stringContaining(
        'POST /envelopes/{id}/send has no schema in services/envelopes/src/http-routes.schemas.ts',
      ),
    ]);
  });

  it('fails when a schema names a route the code does not serve, or one twice', () => {
    const envelopes = tables.find((table) => table.service === 'envelopes')!;
    const stale = { method: 'get', path: '/envelopes/{id}/archive', summary: 'Archive' } as const;
    const { problems } = buildDocument(root, [
      ...tables.filter((table) => table !== envelopes),
      { service: 'envelopes', routes: [...envelopes.routes, stale, envelopes.routes[0]!] },
    ]);
    expect(problems).toEqual([
      'services/envelopes/src/http-routes.schemas.ts: GET /envelopes/{id}/archive is no route of envelopes the gateway forwards',
      'services/envelopes/src/http-routes.schemas.ts: POST /envelopes is listed twice',
    ]);
  });

  it('fails when a gateway prefix has no documented route', () => {
    const { problems } = buildDocument(
      root,
      tables.map((table) => (table.service === 'storage' ? { ...table, routes: [] } : table)),
    );
    expect(problems).toEqual(
      expect.arrayContaining(['gateway/src/routes.ts: /api/items has no documented route']),
    );
  });

  it('covers every route of the spec documents that exists in the code', () => {
    expect(existsSync(SPEC_DIR)).toBe(true);
    const { document } = buildDocument(root, tables);
    const documented = new Set(
      Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
        Object.keys(item).map((method) => normalizedRoute(method, path)),
      ),
    );
    const inCode = new Set(controllerRoutes(root).map((route) => normalizedRoute(route.method, route.path)));
    const specified = [...specRoutes(SPEC_DIR)].filter((route) => inCode.has(route));
    expect(specified.length).toBeGreaterThan(90);
    expect(specified.filter((route) => !documented.has(route))).toEqual([]);
  });
});
