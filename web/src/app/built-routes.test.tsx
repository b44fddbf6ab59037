import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { paths } from '../config/paths.js';
import { BUILT_ROUTES, isBuiltRoute, routePatterns } from '../features/shell/utils/built-routes.js';
import { routes } from './routes.js';

/** A concrete address for a route pattern: every `:param` gets a sample value. */
const sampleHref = (pattern: string) => pattern.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, 'sample-$1');

/** Whether the route tree shows a page other than the 404 page at this address. */
const servesAPage = (href: string) => {
  const matches = matchRoutes(routes, href);
  return !!matches && matches.at(-1)!.route.path !== paths.notFound.path;
};

describe('the registry of built routes', () => {
  it('lists only addresses the route tree serves', () => {
    for (const pattern of BUILT_ROUTES)
      expect([pattern, servesAPage(sampleHref(pattern))]).toEqual([pattern, true]);
  });

  it('agrees with the route tree on every signed-in address the spec names', () => {
    const signedIn = routePatterns({ business: paths.business, account: paths.account }).filter(
      // Token pages, the verifier and start-up pages are reached by links and redirects, not
      // from the shell; the area roots only redirect.
      (pattern) =>
        !/viewer|download|checker|invitation|verify-email/.test(pattern) &&
        pattern !== paths.business.root.path &&
        pattern !== paths.account.root.path,
    );
    const disagreements = signedIn
      .map((pattern) => sampleHref(pattern))
      .filter((href) => isBuiltRoute(href) !== servesAPage(href));
    expect(disagreements).toEqual([]);
  });

  it('counts the billing and plan pages and storage folders as built, whatever their query', () => {
    expect(isBuiltRoute(paths.account.billing.root.getHref())).toBe(true);
    expect(isBuiltRoute(paths.account.billing.plan.getHref({ tab: 'plans' }))).toBe(true);
    expect(isBuiltRoute(paths.business.storage.item.getHref('a-folder'))).toBe(true);
  });
});
