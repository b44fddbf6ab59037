import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HttpMethod } from './controller-routes.js';

const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
// `GET envelopes/{id}`, `POST, PATCH, DELETE envelopes/{id}/fields`, `PATCH/DELETE .../{recipient}`.
const CALL = new RegExp(
  `\\b(${METHOD}(?:\\s*(?:,|/|and)\\s*${METHOD})*)\\s+/?([a-z][\\w{}.-]*(?:/[\\w{}.-]+)*)`,
  'g',
);

/** `METHOD /path` with every parameter written `{}`, so names that differ still compare. */
export const normalizedRoute = (method: string, path: string) =>
  `${method.toUpperCase()} /${path
    .replace(/^\//, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/[.,;:]+$/, '')}`;

/** The `METHOD path` calls the spec documents name (spec/*.md), normalized. */
export function specRoutes(specDir: string): Set<string> {
  const routes = new Set<string>();
  for (const name of readdirSync(specDir).filter((file) => file.endsWith('.md'))) {
    const text = readFileSync(join(specDir, name), 'utf8');
    for (const [, methods, path] of text.matchAll(CALL)) {
      for (const method of methods!.split(/\s*(?:,|\/|and)\s*/))
        routes.add(normalizedRoute(method as Uppercase<HttpMethod>, path!));
    }
  }
  return routes;
}
