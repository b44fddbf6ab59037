// What a service says about its HTTP routes for the API reference (openapi/): the schemas of each
// route's input and answer. Imported by each service's src/http-routes.schemas.ts; the services'
// processes never load it, so it stays apart from the kit's index.
import { z } from '@rubrica/config';
import type { Paginated } from './http/paginated.util.js';

export type HttpRouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A multipart/form-data body: its file parts by name, and the schema of its other fields. */
export interface MultipartBodySchema {
  readonly files: readonly string[];
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

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Keys whose value may be undefined: JSON leaves them out, so on the wire they are optional. */
type MaybeAbsent<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/** A value as JSON carries it: `{ a: X | undefined }` and `{ a?: X }` read the same. */
type OnTheWire<T> = T extends readonly (infer Item)[]
  ? OnTheWire<Item>[]
  : T extends object
    ? { [K in Exclude<keyof T, MaybeAbsent<T>>]: OnTheWire<T[K]> } & {
        [K in MaybeAbsent<T>]?: OnTheWire<Exclude<T[K], undefined>>;
      }
    : T;

/**
 * The answer of a route handler, described by a schema the compiler holds to it:
 * `answer<ItemsHttpController['get']>()(itemSchema)` does not type-check unless the schema's
 * output is what the handler returns, as JSON carries it, so the reference cannot drift from
 * the code.
 */
export function answer<Handler extends (...args: never[]) => unknown>() {
  return <Schema extends z.ZodType>(
    schema: Schema,
    ...mismatch: Same<OnTheWire<z.output<Schema>>, OnTheWire<Awaited<ReturnType<Handler>>>> extends true
      ? []
      : [the_schema_does_not_describe: Awaited<ReturnType<Handler>>]
  ): Schema => {
    void mismatch;
    return schema;
  };
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
