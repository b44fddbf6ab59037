import { AuthError } from './auth.exception.js';
import type { Principal } from './authenticator.js';
import type { OrganizationDecision, OrganizationGate, OrganizationRequest } from './organization-gate.js';
import type { PrincipalResolver } from './principal-resolver.js';

type RouteKey = `${string} ${string}`;

// Identity design, "Gateway 403 rules": what a user may still do before verifying their e-mail
// (`POST /api/logout` is the gateway's own and never reaches the gate) ...
const ALLOWED_UNVERIFIED = new Set<RouteKey>(['GET /api/me', 'POST /api/me/resend-email-verification']);
// ... and before completing their registration, which is done with `PATCH /api/me`.
const ALLOWED_INCOMPLETE = new Set<RouteKey>([...ALLOWED_UNVERIFIED, 'PATCH /api/me']);

const ORGANIZATION_PATH = /^\/api\/organizations(?:\/([^/]+))?/;

/**
 * Whether an app token (bound to one organization) reaches outside it through the organization
 * routes, which name the organization in the path rather than in `X-Organization`. An app may
 * list (identity narrows the list to its organization) and act on its own organization; it may
 * not create organizations nor accept invitations on its owner's behalf.
 */
function outsideBoundOrganization(request: OrganizationRequest, bound: string): boolean {
  const match = ORGANIZATION_PATH.exec(request.path);
  if (!match) return false;
  const segment = match[1];
  if (segment === undefined) return request.method.toUpperCase() !== 'GET';
  return segment !== bound;
}

const routeKey = (request: OrganizationRequest): RouteKey =>
  `${request.method.toUpperCase()} ${request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path}`;

/**
 * The real organization check, from what identity says about the user: the account rules first
 * (verified e-mail, completed registration, with their exceptions), then membership of the
 * organization named in `X-Organization`. A client-credentials token is bound to its app's
 * organization: naming another is refused, naming none means that one.
 */
export class IdentityOrganizationGate implements OrganizationGate {
  constructor(private readonly principals: PrincipalResolver) {}

  async check(principal: Principal, request: OrganizationRequest): Promise<OrganizationDecision> {
    const bound = principal.organizationId;
    if (bound !== undefined && request.requested !== undefined && request.requested !== bound)
      return { allowed: false, error: AuthError.notAMember() };
    if (bound !== undefined && outsideBoundOrganization(request, bound))
      return { allowed: false, error: AuthError.notAMember() };
    // Deleting an organization (and the app with it) is its owner's act, signed in, not an app's.
    if (
      bound !== undefined &&
      request.method.toUpperCase() === 'DELETE' &&
      routeKey(request) === `DELETE /api/organizations/${bound}`
    )
      return { allowed: false, error: AuthError.ownerOnlyForApps() };
    const organizationId = bound ?? request.requested;

    const resolved = await this.principals.resolve(principal.userId, organizationId);
    if (!resolved) return { allowed: false, error: AuthError.unauthenticated() };
    // A browser session opened before the user's password changed or was reset is over, even
    // when the revocation event that ends it never reached this gateway.
    const revokedAt = resolved.user.credentialsRevokedAt;
    if (
      principal.sessionCreatedAt !== undefined &&
      revokedAt !== undefined &&
      principal.sessionCreatedAt <= revokedAt
    )
      return { allowed: false, error: AuthError.unauthenticated() };

    const route = routeKey(request);
    if (!resolved.user.emailVerified && !ALLOWED_UNVERIFIED.has(route))
      return { allowed: false, error: AuthError.emailNotVerified() };
    if (!resolved.user.registrationCompleted && !ALLOWED_INCOMPLETE.has(route))
      return { allowed: false, error: AuthError.registrationIncomplete() };

    if (organizationId === undefined) return { allowed: true };
    // An app acting for a user (not bound to an organization) on the routes about organizations,
    // which name theirs in the path: identity reads an app's organization as the one it is bound
    // to (its organization list narrows to it), so a named one is not passed on.
    if (bound === undefined && principal.clientId !== undefined && !request.organizationScoped)
      return { allowed: true };
    const { membership } = resolved;
    if (!membership) {
      // An app's own organization is not optional for it, on any route.
      if (bound !== undefined || request.organizationScoped)
        return { allowed: false, error: AuthError.notAMember() };
      return { allowed: true };
    }
    return {
      allowed: true,
      organization: {
        organizationId: membership.organizationId,
        permissions: [...membership.permissions],
        isOwner: membership.isOwner,
        isPersonal: membership.isPersonal,
      },
    };
  }
}
