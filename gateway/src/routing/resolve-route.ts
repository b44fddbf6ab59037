import { API_ROUTES, OIDC_ROUTE, type ApiRoute, type ServiceName } from '../routes.js';

export type ResolvedRoute =
  | { kind: 'api'; service: ServiceName; access: ApiRoute['access']; prefix: string; upstreamPath: string }
  | { kind: 'oidc'; service: ServiceName; upstreamPath: string }
  /** Under `/api` but owned by nobody: answered 404 by the gateway. */
  | { kind: 'unknown-api' }
  /** A path with dot segments (`..`, `%2e%2e`): refused so a public prefix cannot reach a private route. */
  | { kind: 'malformed' }
  /** Not an API path at all (the SPA, the gateway's own endpoints). */
  | { kind: 'none' };

interface Node {
  route?: ApiRoute;
  children: Map<string, Node>;
}

/** Builds a segment trie once, so lookup cost depends on path depth, not on the table size. */
function buildTrie(routes: readonly ApiRoute[]): Node {
  const root: Node = { children: new Map() };
  for (const route of routes) {
    let node = root;
    for (const segment of route.prefix.split('/')) {
      let child = node.children.get(segment);
      if (!child) {
        child = { children: new Map() };
        node.children.set(segment, child);
      }
      node = child;
    }
    if (node.route) throw new Error(`routes.ts: prefix "${route.prefix}" is listed twice`);
    node.route = route;
  }
  return root;
}

function isDotSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true; // broken percent-encoding: refuse rather than guess
  }
  return decoded.split(/[\\/]/).some((part) => part === '.' || part === '..');
}

/**
 * Maps a request target (`/api/users/7?x=1`) to its owner and the path to send it (`/users/7?x=1`).
 * Repeated slashes are collapsed so the owner sees the same path the gateway matched.
 */
export function createRouteResolver(
  routes: readonly ApiRoute[] = API_ROUTES,
): (target: string) => ResolvedRoute {
  const trie = buildTrie(routes);
  return (target) => {
    const queryAt = target.indexOf('?');
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const query = queryAt === -1 ? '' : target.slice(queryAt);
    const path = rawPath.replace(/\/{2,}/g, '/');
    const segments = path.split('/').slice(1);

    if (segments[0] === 'api') {
      const rest = segments.slice(1);
      if (rest.some(isDotSegment)) return { kind: 'malformed' };
      let node = trie;
      let match: ApiRoute | undefined;
      for (const segment of rest) {
        const child = node.children.get(segment);
        if (!child) break;
        node = child;
        if (child.route) match = child.route;
      }
      if (!match) return { kind: 'unknown-api' };
      return {
        kind: 'api',
        service: match.service,
        access: match.access,
        prefix: match.prefix,
        upstreamPath: path.slice('/api'.length) + query,
      };
    }
    if (segments[0] === OIDC_ROUTE.mountPath.slice(1)) {
      if (segments.some(isDotSegment)) return { kind: 'malformed' };
      return { kind: 'oidc', service: OIDC_ROUTE.service, upstreamPath: path + query };
    }
    return { kind: 'none' };
  };
}
