import { applyDecorators, UseGuards } from '@nestjs/common';
import type { PermissionFlag } from '../roles/role.entity.js';
import { CALLER_REQUIREMENTS, CallerGuard, type CallerRequirements } from './caller.guard.js';

/** Adds one requirement to the list the guard merges (decorators stack on a method or a class). */
function requirement(value: CallerRequirements): MethodDecorator & ClassDecorator {
  const add = (target: object) => {
    const list: CallerRequirements[] = Reflect.getMetadata(CALLER_REQUIREMENTS, target) ?? [];
    Reflect.defineMetadata(CALLER_REQUIREMENTS, [...list, value], target);
  };
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    add(descriptor ? (descriptor.value as object) : target);
  }) as MethodDecorator & ClassDecorator;
}

/**
 * The route works inside the organization the gateway verified (X-Organization-Id): 400 when
 * none was named, 403 when identity's own records say the caller is not a member.
 */
export function RequireOrganization(): MethodDecorator & ClassDecorator {
  return applyDecorators(requirement({ organization: true }), UseGuards(CallerGuard));
}

/** Implies RequireOrganization; owners pass, others need at least one of `flags` (403 otherwise). */
export function RequirePermission(...flags: PermissionFlag[]): MethodDecorator & ClassDecorator {
  return applyDecorators(requirement({ organization: true, permissions: flags }), UseGuards(CallerGuard));
}

/** Implies RequireOrganization; only owners (403 otherwise). */
export function RequireOwner(): MethodDecorator & ClassDecorator {
  return applyDecorators(requirement({ organization: true, owner: true }), UseGuards(CallerGuard));
}

/** Implies RequireOrganization; 403 in a personal workspace (teams and users pages, spec §6). */
export function RequireBusinessWorkspace(): MethodDecorator & ClassDecorator {
  return applyDecorators(requirement({ organization: true, business: true }), UseGuards(CallerGuard));
}

/**
 * The organization the other requirements apply to is the route parameter `param`, not
 * X-Organization (routes under `organizations/{id}/`); a caller outside it gets 404.
 */
export function OrganizationFromPath(param = 'id'): MethodDecorator & ClassDecorator {
  return applyDecorators(
    requirement({ organization: true, organizationParam: param }),
    UseGuards(CallerGuard),
  );
}
