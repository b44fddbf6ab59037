import { applyDecorators, UseGuards } from '@nestjs/common';
import { stackedMetadata } from '@rubrica/service-kit';
import type { PermissionFlag } from '../roles/role.entity.js';
import { CALLER_REQUIREMENTS, CallerGuard, type CallerRequirements } from './caller.guard.js';

/** Adds one requirement to the list the guard merges, and the guard that enforces them. */
function guarded(value: CallerRequirements): MethodDecorator & ClassDecorator {
  return applyDecorators(stackedMetadata(CALLER_REQUIREMENTS, value), UseGuards(CallerGuard));
}

/**
 * The route works inside the organization the gateway verified (X-Organization-Id): 400 when
 * none was named, 403 when identity's own records say the caller is not a member.
 */
export function RequireOrganization(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true });
}

/** Implies RequireOrganization; owners pass, others need at least one of `flags` (403 otherwise). */
export function RequirePermission(...flags: PermissionFlag[]): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, permissions: flags });
}

/** Implies RequireOrganization; only owners (403 otherwise). */
export function RequireOwner(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, owner: true });
}

/** Implies RequireOrganization; 403 in a personal workspace (teams and users pages, spec §6). */
export function RequireBusinessWorkspace(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, business: true });
}

/**
 * The organization the other requirements apply to is the route parameter `param`, not
 * X-Organization (routes under `organizations/{id}/`); a caller outside it gets 404.
 */
export function OrganizationFromPath(param = 'id'): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, organizationParam: param });
}
