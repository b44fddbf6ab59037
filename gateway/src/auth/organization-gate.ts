import type { AppError } from '@rubrica/errors';
import { AuthError } from './auth.exception.js';
import type { Principal } from './authenticator.js';

/** What the caller may act as inside an organization. */
export interface OrganizationAccess {
  organizationId: string;
  /** Permission flags of the caller's role there (send_envelopes, manage_users, ...). */
  permissions?: string[];
  isOwner?: boolean;
  /** The organization is the user's personal workspace. */
  isPersonal?: boolean;
}

/** The request as the gate needs to see it. */
export interface OrganizationRequest {
  method: string;
  /** The gateway path without its query (`/api/me`). */
  path: string;
  /** The organization the request names in `X-Organization`, if any. */
  requested?: string;
  /**
   * True where the request acts inside the organization it names, so naming one the caller does
   * not belong to is refused. False on the routes about organizations themselves (they carry the
   * id in the path): there a foreign organization is simply not passed on.
   */
  organizationScoped: boolean;
}

/**
 * `organization` is absent when the request names none and the credentials carry none either.
 * A refusal carries the error to answer (403 in the spec's words, 401 for an unknown user).
 */
export type OrganizationDecision =
  { allowed: true; organization?: OrganizationAccess } | { allowed: false; error: AppError };

/**
 * Decides whether a principal may make a request: the account rules (verified e-mail, completed
 * registration) and membership of the organization named in `X-Organization`. It throws only when
 * it cannot decide (identity unreachable), which the gateway answers 503.
 */
export interface OrganizationGate {
  check(
    principal: Principal,
    request: OrganizationRequest,
  ): Promise<OrganizationDecision> | OrganizationDecision;
}

/**
 * Trusts the credentials alone: the only organization a principal is known to belong to is the
 * one its credentials carry. For test authenticators whose users identity does not know.
 */
export class PrincipalOrganizationGate implements OrganizationGate {
  check(principal: Principal, request: OrganizationRequest): OrganizationDecision {
    const own = principal.organizationId;
    const { requested } = request;
    if (requested === undefined || requested === own)
      return { allowed: true, organization: own ? { organizationId: own } : undefined };
    return request.organizationScoped ? { allowed: false, error: AuthError.notAMember() } : { allowed: true };
  }
}
