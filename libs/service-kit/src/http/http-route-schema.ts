import type { z } from '@rubrica/config';

export type HttpRouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A multipart/form-data body: its file parts by name, and the schema of its other fields. */
export interface MultipartBodySchema {
  readonly files: readonly string[];
  readonly fields?: z.ZodType;
}

/**
 * One HTTP route of a service as its clients see it, with the schemas its input is checked
 * against. The API reference (openapi/) is generated from these; `make lint` fails when a
 * controller route reachable through the gateway has none, or when one names no route.
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
  /** The success answer: a JSON schema, or the media types of a file sent as it is. */
  readonly response?: z.ZodType | { readonly file: string | readonly string[] };
  /** Refusals besides those every route of its kind can give (401/403 private, 404 by id, 422 with input). */
  readonly errors?: readonly number[];
}
