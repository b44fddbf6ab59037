// What a service says about its HTTP routes for the API reference (openapi/): the schemas of each
// route's input and answer. Imported by each service's src/http-routes.schemas.ts; the services'
// processes never load it, so it stays apart from the kit's index.
import { z } from '@rubrica/config';
import type { Paginated } from './http/paginated.util.js';

export type HttpRouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A multipart/form-data body: its file parts by name, and the schema of its other fields. */
export interface MultipartBodySchema {
  /** The file parts, each required unless `optional` names it. */
  readonly files: readonly string[];
  /** The file parts the route also takes without (a content without an image, a rename without a logo). */
  readonly optional?: readonly string[];
  readonly fields?: z.ZodType;
}

/**
 * One HTTP route of a service as its clients see it, with the schemas its input is checked
 * against. The API reference is generated from these; `make lint` fails when a controller route
 * reachable through the gateway has none, or when one names no route.
 */
export interface HttpRouteSchema {
  readonly method: HttpRouteMethod;
  /** The path after `/api`, parameters as `{name}`: `/envelopes/{id}/send`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  readonly multipart?: MultipartBodySchema;
  /** The success answer: a JSON schema (see `answer`), or the media types of a file sent as it is. */
  readonly response?: z.ZodType | { readonly file: string | readonly string[] };
  /** Refusals besides those every route of its kind can give (401/403 private, 404 by id, 422 with input). */
  readonly errors?: readonly number[];
}

/** What a route states besides its method, path and summary: its input, answer and refusals. */
export type HttpRouteParts = Omit<HttpRouteSchema, 'method' | 'path' | 'summary'>;

const routeOf =
  (method: HttpRouteMethod) =>
  (path: string, summary: string, parts: HttpRouteParts = {}): HttpRouteSchema => ({
    method,
    path,
    summary,
    ...parts,
  });

/**
 * One route of a table, by its method, so that each entry reads as the request it documents:
 * `route.get('/items', 'List files and folders', { query: listItemsQuerySchema, response: page })`.
 */
export const route = {
  get: routeOf('get'),
  post: routeOf('post'),
  put: routeOf('put'),
  patch: routeOf('patch'),
  delete: routeOf('delete'),
} satisfies Record<HttpRouteMethod, unknown>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** What `answer` gives instead of the schema when the two differ: no route accepts it. */
export interface AnswerMismatch<Answer> {
  readonly the_schema_does_not_describe: Answer;
}

/**
 * The answer of a route handler, described by a schema the compiler holds to it:
 * `answer<ItemsHttpController['get']>()(itemSchema)` gives back the schema only when its output
 * and what the handler returns are assignable to each other, and an AnswerMismatch (which no
 * route's `response` accepts) otherwise, so the reference cannot drift from the code. (A union
 * whose one member extends another admits more than it says: describe optional parts as
 * optional keys instead.)
 */
export function answer<Handler extends (...args: never[]) => unknown>() {
  return <Schema extends z.ZodType>(
    schema: Schema,
  ): Same<z.output<Schema>, Awaited<ReturnType<Handler>>> extends true
    ? Schema
    : AnswerMismatch<Awaited<ReturnType<Handler>>> => schema as never;
}

/** The spec's page answer (`paginated()`): `data` of `item`, `links` and `meta`. */
export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    links: z.object({ next: z.string().nullable(), prev: z.string().nullable() }),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  }) satisfies z.ZodType<Paginated<z.output<Item>>>;
}
