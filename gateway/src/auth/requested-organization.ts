import type { IncomingHttpHeaders } from 'node:http';

/**
 * The query parameter that names the organization on reads the browser starts by navigation (a
 * download link, `<a href download>`), which cannot carry `X-Organization`.
 */
export const ORGANIZATION_QUERY = 'organization';

const READS = new Set(['GET', 'HEAD']);

/**
 * The organization a request names: `X-Organization`, or else, on GET and HEAD only, the
 * `organization` query parameter. Either way it goes through the same membership check, so a
 * link naming an organization is no key to it; state-changing requests keep the header alone
 * (a cross-site form cannot set it).
 */
export function requestedOrganization(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): string | undefined {
  const header = headers['x-organization'];
  if (typeof header === 'string' && header !== '') return header;
  if (!READS.has((method ?? 'GET').toUpperCase())) return undefined;
  const query = (url ?? '').split('?')[1];
  if (query === undefined) return undefined;
  const named = new URLSearchParams(query.split('#')[0]).get(ORGANIZATION_QUERY);
  return named ? named : undefined;
}
