import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { GatewayCaller } from '@rubrica/service-kit';
import { PERMISSION_FLAGS, type PermissionFlag, type Permissions } from '../roles/role.entity.js';
import { PrincipalError } from './principal.exception.js';

/**
 * Who is calling, as the gateway verified it (`X-User-Id`, `X-Organization-Id`, ...). On routes
 * guarded by `@RequireOrganization()` / `@RequirePermission()` / `@RequireOwner()` the
 * organization part is re-read from identity's own database, so it is never staler than the
 * gateway's cache.
 */
export type Caller = Omit<GatewayCaller, 'isSandbox'>;

/** Where the guard leaves the caller it resolved from the database. */
export const RESOLVED_CALLER = Symbol('rubrica.identity.caller');

export interface RequestWithCaller {
  headers: Record<string, string | string[] | undefined>;
  [RESOLVED_CALLER]?: Caller;
}

function header(request: RequestWithCaller, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

export function permissionsFrom(granted: Iterable<string>, isOwner = false): Permissions {
  const set = new Set(granted);
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, isOwner || set.has(flag)])) as Permissions;
}

/** The caller as the gateway's headers state it; 401 when there is no user. */
export function callerFromHeaders(request: RequestWithCaller): Caller {
  const userId = header(request, 'x-user-id');
  if (!userId) throw PrincipalError.unauthenticated();
  const isOwner = header(request, 'x-organization-owner') === 'true';
  const granted = (header(request, 'x-permissions') ?? '')
    .split(',')
    .map((flag) => flag.trim())
    .filter((flag): flag is PermissionFlag => (PERMISSION_FLAGS as readonly string[]).includes(flag));
  return {
    userId,
    clientId: header(request, 'x-client-id'),
    organizationId: header(request, 'x-organization-id'),
    isOwner,
    permissions: permissionsFrom(granted, isOwner),
    isPersonal: header(request, 'x-organization-personal') === 'true',
  };
}

/** The resolved caller when a guard ran, otherwise the gateway headers. */
export function callerOf(request: RequestWithCaller): Caller {
  return request[RESOLVED_CALLER] ?? callerFromHeaders(request);
}

/**
 * `@Caller() caller: Caller` in a controller method. `@Caller('organizationId')` gives one field.
 */
export const Caller = createParamDecorator((field: keyof Caller | undefined, context: ExecutionContext) => {
  const caller = callerOf(context.switchToHttp().getRequest<RequestWithCaller>());
  return field ? caller[field] : caller;
});

/** A caller whose organization is known (what `@RequireOrganization()` guarantees). */
export type OrganizationCaller = Caller & { organizationId: string };

export function requireOrganizationId(caller: Caller): string {
  if (!caller.organizationId) throw PrincipalError.organizationRequired();
  return caller.organizationId;
}
