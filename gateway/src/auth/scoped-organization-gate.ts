import { scopesAllow } from '@rubrica/gateway-identity';
import { createRouteResolver } from '../routing/resolve-route.js';
import { AuthError } from './auth.exception.js';
import type { Principal } from './authenticator.js';
import type { OrganizationDecision, OrganizationGate, OrganizationRequest } from './organization-gate.js';
import { scopeRequirement } from './route-scopes.js';

/**
 * A third-party token (one that carries scopes) reaches a route only with the scope of its area:
 * `<area>:read` for reads, `<area>:write` for changes (route-scopes.ts); then the organization
 * rules apply as for anyone. The SPA's session carries no scopes and is not limited here: it acts
 * with the user's permissions, which the services check.
 */
export class ScopedOrganizationGate implements OrganizationGate {
  private readonly resolve = createRouteResolver();

  constructor(private readonly inner: OrganizationGate) {}

  async check(principal: Principal, request: OrganizationRequest): Promise<OrganizationDecision> {
    if (principal.scopes !== undefined) {
      const route = this.resolve(request.path);
      const needed =
        route.kind === 'api'
          ? scopeRequirement(request.method, route.prefix, route.upstreamPath)
          : 'unclassified';
      if (needed === 'unclassified')
        return { allowed: false, error: AuthError.insufficientScope('unclassified') };
      if (needed !== 'public' && !scopesAllow(principal.scopes, needed.area, needed.access))
        return { allowed: false, error: AuthError.insufficientScope(`${needed.area}:${needed.access}`) };
    }
    return this.inner.check(principal, request);
  }
}
