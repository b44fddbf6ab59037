import { matchPath } from 'react-router';

import { paths } from '../../../config/paths.js';

/** Every route pattern a part of the paths table names, leaf by leaf (the catch-all left out). */
export const routePatterns = (node: unknown): string[] => {
  if (!node || typeof node !== 'object') return [];
  const { path } = node as { path?: unknown };
  if (typeof path === 'string') return path === '*' ? [] : [path];
  return Object.values(node).flatMap(routePatterns);
};

// Pages of the signed-in areas the shell never leads to: token pages and the verifier are
// opened by links, the invitation and e-mail check by redirects, and the account root redirects.
const OUTSIDE_THE_SHELL: ReadonlySet<string> = new Set(
  [
    paths.business.envelopes.viewer,
    paths.business.envelopes.download,
    paths.business.checker,
    paths.business.invitation,
    paths.account.verifyEmail,
    paths.account.root,
  ].map((route) => route.path),
);

/**
 * The screens of the signed-in areas the shell may lead to. A test keeps this list and the route
 * tree in step: a screen the paths table names before it is built fails it (keep such a pattern
 * out of here until its route exists, so its shell entry stays hidden instead of leading to the
 * 404 page).
 */
export const BUILT_ROUTES: readonly string[] = routePatterns({
  business: paths.business,
  account: paths.account,
}).filter((pattern) => !OUTSIDE_THE_SHELL.has(pattern));

/** Whether an in-app address (query and fragment ignored) leads to a built screen. */
export const isBuiltRoute = (href: string): boolean => {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return BUILT_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
};
