import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  extendZodWithOpenApi,
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import { z } from '@rubrica/config';
import type { HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import { scopeRequirement } from '../../gateway/src/auth/route-scopes.js';
import { API_ROUTES, OIDC_ROUTE, type ApiRoute } from '../../gateway/src/routes.js';
import { createRouteResolver } from '../../gateway/src/routing/resolve-route.js';
import { CSRF_HEADER } from '../../gateway/src/session/csrf-check.js';
import { SESSION_COOKIE } from '../../gateway/src/session/session-cookies.js';
import { controllerRoutes, type ControllerRoute } from './controller-routes.js';

extendZodWithOpenApi(z);

/**
 * Gateway prefixes whose service declares no route yet (billing's plans and subscriptions are
 * routed ahead of their controllers). A listed prefix that gains a route fails the check, so the
 * list only shrinks; any other prefix without a documented route fails it at once.
 */
export const PREFIXES_WITHOUT_ROUTES: readonly string[] = [];

/** Where each service keeps its route table (`HTTP_ROUTES`). */
export const routeTableOf = (service: string) => `services/${service}/src/http-routes.schemas.ts`;

export interface ServiceRoutes {
  readonly service: string;
  readonly routes: readonly HttpRouteSchema[];
}

export interface BuildResult {
  readonly document: Record<string, unknown>;
  /** Why the document cannot be trusted: each one fails `make lint`. */
  readonly problems: readonly string[];
}

const SERVICE_TAGS: Record<string, string> = {
  identity: 'Users, organizations, teams, roles, invitations, contacts and OAuth clients.',
  envelopes: 'Envelopes, documents, recipients, fields and the recipients’ public token API.',
  signing: 'Signature images and qualified (ICP-Brasil) signatures.',
  storage: 'The organization’s file storage.',
  billing: 'Plans, subscription and invoices.',
  notifications: 'Webhooks, integrations and delivery callbacks.',
};

const fieldIssueSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The spec's error body (libs/errors `ErrorBody`): `message` and `errors` as the spec shows them. */
const errorSchema = z
  .object({
    message: z.string().openapi({ example: 'The given data was invalid.' }),
    code: z.string().optional().openapi({ description: 'Stable, dotted: `envelope.not_found`.' }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({ description: 'Per field, its messages (422).' }),
    field_codes: z.record(z.string(), z.array(fieldIssueSchema)).optional(),
    correlation_id: z.string().optional().openapi({ description: 'On 5xx only: quote it to support.' }),
  })
  .openapi('Error');

const ERROR_RESPONSES: Record<number, string> = {
  400: 'The request is malformed.',
  401: 'No valid session cookie or bearer token.',
  402: 'The organization’s plan or credits do not allow this.',
  403: 'The caller may not do this (permission flag, organization or token scope).',
  404: 'Not found, or not the caller’s organization’s.',
  409: 'The resource is in a state that does not allow this.',
  412: 'A precondition of the action failed.',
  413: 'The request is too large.',
  415: 'The media type is not accepted.',
  422: 'The input is invalid: `errors` names each field.',
  429: 'Too many requests: retry after `Retry-After` seconds.',
  503: 'A provider it depends on (payments) could not be reached: try again.',
};

const SUCCESS: Record<number, string> = {
  200: 'Done.',
  201: 'Created.',
  202: 'Accepted: the work continues in the background.',
  204: 'Done; no body.',
};

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const samplePath = (path: string) => `/api${path.replace(/\{[^}]+\}/g, 'x')}`;

function pathParameters(path: string) {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
}

function multipartSchema(route: HttpRouteSchema) {
  const multipart = route.multipart!;
  const files = Object.fromEntries(
    multipart.files.map((name) => {
      const part = z.string().openapi({ type: 'string', format: 'binary' });
      return [name, multipart.optional?.includes(name) ? part.optional() : part];
    }),
  );
  const fields = multipart.fields;
  if (!fields) return z.object(files);
  return fields instanceof z.ZodObject ? fields.extend(files) : z.object(files).and(fields);
}

function operationOf(route: HttpRouteSchema, code: ControllerRoute, gateway: ApiRoute): RouteConfig {
  const isPublic = gateway.access === 'public';
  const responses: Record<string, ResponseConfig> = {};
  const { response } = route;
  if (code.status === 204 || response === undefined) {
    responses[code.status] = { description: SUCCESS[code.status] ?? 'Done.' };
  } else if (response instanceof z.ZodType) {
    responses[code.status] = {
      description: SUCCESS[code.status] ?? 'Done.',
      content: { 'application/json': { schema: response } },
    };
  } else {
    const types = typeof response.file === 'string' ? [response.file] : response.file;
    responses[code.status] = {
      description: 'The file.',
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }]),
      ),
    };
  }
  const hasInput = route.body !== undefined || route.query !== undefined || route.multipart !== undefined;
  const statuses = new Set<number>([
    ...(isPublic ? [429] : [401, 403]),
    ...(route.path.includes('{') ? [404] : []),
    ...(hasInput ? [422] : []),
    ...(route.errors ?? []),
  ]);
  for (const status of [...statuses].sort()) {
    const description = ERROR_RESPONSES[status];
    if (!description) throw new Error(`${routeKey(route.method, route.path)}: no description for ${status}`);
    responses[status] = { description, content: { 'application/json': { schema: errorSchema } } };
  }

  const content: NonNullable<NonNullable<RouteConfig['request']>['body']>['content'] = {};
  // A route taking both lists the form first: generated clients build their call from the first.
  if (route.multipart) content['multipart/form-data'] = { schema: multipartSchema(route) };
  if (route.body) content['application/json'] = { schema: route.body };

  const scope = scopeRequirement(route.method, gateway.prefix, route.path);
  const scopes = typeof scope === 'object' ? [`${scope.area}:${scope.access}`] : [];
  return {
    method: route.method,
    path: route.path,
    tags: [code.service],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: code.operationId,
    security: isPublic ? [] : [{ session: [] }, { oauth2: scopes }],
    request: {
      ...(pathParameters(route.path) ? { params: pathParameters(route.path) } : {}),
      ...(route.query ? { query: route.query as never } : {}),
      ...(isPublic
        ? {}
        : {
            headers: z.object({
              'X-Organization': z.string().optional().openapi({
                description: 'The organization the call acts in (a member of it).',
              }),
            }),
          }),
      ...(Object.keys(content).length ? { body: { content, required: true } } : {}),
    },
    responses,
  };
}

function documentShell() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rubrica API',
      version: '1',
      description:
        'Electronic document signing. Private routes take the session cookie the web app holds ' +
        `(state-changing calls also send the \`${CSRF_HEADER}\` header) or an OAuth 2 bearer token; ` +
        'the public `p/` routes take the recipient’s token in the path. Errors are JSON ' +
        '`{ message, errors? }` with a stable `code`.',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(SERVICE_TAGS).map(([name, description]) => ({ name, description })),
  };
}

/**
 * The whole public API from the services' route tables, merged per service, after checking them
 * against what the code serves: every controller route the gateway forwards to its service must be
 * in its service's table, and every table entry must be such a route.
 */
export function buildDocument(root: string, tables: readonly ServiceRoutes[]): BuildResult {
  const problems: string[] = [];
  const resolve = createRouteResolver();
  const registry = new OpenAPIRegistry();
  registry.register('Error', errorSchema);
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The web app’s session; state-changing calls also need the \`${CSRF_HEADER}\` header.`,
  });
  registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: 'Tokens of a developer app registered under /oauth/clients.',
    flows: {
      clientCredentials: { tokenUrl: `${OIDC_ROUTE.mountPath}/token`, scopes: {} },
      authorizationCode: {
        authorizationUrl: `${OIDC_ROUTE.mountPath}/auth`,
        tokenUrl: `${OIDC_ROUTE.mountPath}/token`,
        scopes: {},
      },
    },
  });

  const reachable = new Map<string, { code: ControllerRoute; gateway: ApiRoute }>();
  for (const code of controllerRoutes(root)) {
    const target = resolve(samplePath(code.path));
    if (target.kind !== 'api' || target.service !== code.service) continue;
    const gateway = API_ROUTES.find((route) => route.prefix === target.prefix)!;
    reachable.set(routeKey(code.method, code.path), { code, gateway });
  }

  const documented = new Set<string>();
  for (const { service, routes } of tables) {
    for (const route of routes) {
      const key = routeKey(route.method, route.path);
      const found = reachable.get(key);
      if (!found || found.code.service !== service) {
        problems.push(`${routeTableOf(service)}: ${key} is no route of ${service} the gateway forwards`);
        continue;
      }
      if (documented.has(key)) {
        problems.push(`${routeTableOf(service)}: ${key} is listed twice`);
        continue;
      }
      documented.add(key);
      for (const name of route.multipart?.optional ?? [])
        if (!route.multipart!.files.includes(name))
          problems.push(
            `${routeTableOf(service)}: ${key} makes optional a file part it does not take: ${name}`,
          );
      registry.registerPath(operationOf(route, found.code, found.gateway));
    }
  }
  for (const [key, { code }] of reachable) {
    if (!documented.has(key))
      problems.push(`${code.source}: ${key} has no schema in ${routeTableOf(code.service)}`);
  }

  const servedPrefixes = new Set([...reachable.values()].map(({ gateway }) => gateway.prefix));
  const documentedPrefixes = new Set([...documented].map((key) => reachable.get(key)!.gateway.prefix));
  for (const { prefix } of API_ROUTES) {
    const waiting = PREFIXES_WITHOUT_ROUTES.includes(prefix);
    if (waiting && servedPrefixes.has(prefix))
      problems.push(
        `openapi/src/build-document.ts: /api/${prefix} has routes now; drop it from PREFIXES_WITHOUT_ROUTES`,
      );
    else if (!waiting && !documentedPrefixes.has(prefix))
      problems.push(`gateway/src/routes.ts: /api/${prefix} has no documented route`);
  }

  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument(documentShell());
  return { document: document as unknown as Record<string, unknown>, problems };
}

/** Every service's `HTTP_ROUTES`, in service-name order (a service without a table has none). */
export async function loadRouteTables(root: string, services: readonly string[]): Promise<ServiceRoutes[]> {
  const tables: ServiceRoutes[] = [];
  for (const service of [...services].sort()) {
    const file = join(root, routeTableOf(service));
    if (!existsSync(file)) {
      tables.push({ service, routes: [] });
      continue;
    }
    const module = (await import(pathToFileURL(file).href)) as { HTTP_ROUTES?: readonly HttpRouteSchema[] };
    tables.push({ service, routes: module.HTTP_ROUTES ?? [] });
  }
  return tables;
}
