import { CallerError } from './caller.exception.js';
import { isUuid } from './is-uuid.util.js';
import { PERMISSION_FLAGS, type PermissionFlag, type Permissions } from './permission-flags.js';

/**
 * Who is calling, as the gateway verified it. Services other than identity trust these headers
 * because the gateway strips any a client sends and sets them only after checking the membership.
 */
export interface GatewayCaller {
  userId: string;
  /** OAuth client id when the call came with a bearer token. */
  clientId?: string;
  /** Set only when the caller named an organization the gateway confirmed. */
  organizationId?: string;
  isOwner: boolean;
  /** Every flag; an owner has all of them. */
  permissions: Permissions;
  isPersonal: boolean;
  /** The call came from a developer app still in the sandbox: what it creates is test data. */
  isSandbox: boolean;
}

/** A caller whose organization is known (what `@RequireOrganization()` guarantees). */
export type OrganizationCaller = GatewayCaller & { organizationId: string };

export interface RequestWithHeaders {
  headers: Record<string, string | string[] | undefined>;
}

function header(request: RequestWithHeaders, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

const KNOWN_FLAGS: ReadonlySet<string> = new Set(PERMISSION_FLAGS);

/**
 * Reads the gateway headers; 401 without a uuid `X-User-Id`. Anything malformed reads as "not
 * granted": only the exact value `true` makes an owner or a personal workspace, unknown flags are
 * dropped, and an organization id that is not a uuid counts as no organization.
 */
export function callerFromGatewayHeaders(request: RequestWithHeaders): GatewayCaller {
  const userId = header(request, 'x-user-id');
  if (!isUuid(userId)) throw CallerError.unauthenticated();
  const organizationId = header(request, 'x-organization-id');
  const inOrganization = isUuid(organizationId);
  const isOwner = inOrganization && header(request, 'x-organization-owner') === 'true';
  const granted = new Set(
    inOrganization
      ? (header(request, 'x-permissions') ?? '')
          .split(',')
          .map((flag) => flag.trim())
          .filter((flag) => KNOWN_FLAGS.has(flag))
      : [],
  );
  const permissions = Object.fromEntries(
    PERMISSION_FLAGS.map((flag: PermissionFlag) => [flag, isOwner || granted.has(flag)]),
  ) as Permissions;
  return {
    userId,
    clientId: header(request, 'x-client-id'),
    organizationId: inOrganization ? organizationId : undefined,
    isOwner,
    permissions,
    // Business-only routes open solely on an explicit `false`; anything else counts as personal.
    isPersonal: inOrganization && header(request, 'x-organization-personal') !== 'false',
    isSandbox: header(request, 'x-rubrica-sandbox') === 'true',
  };
}
