import { applyDecorators, UseGuards } from '@nestjs/common';
import { CALLER_REQUIREMENTS, GatewayCallerGuard, type CallerRequirements } from './gateway-caller.guard.js';
import type { PermissionFlag } from './permission-flags.js';
import { stackedMetadata } from './stacked-metadata.js';

function guarded(value: CallerRequirements): MethodDecorator & ClassDecorator {
  return applyDecorators(stackedMetadata(CALLER_REQUIREMENTS, value), UseGuards(GatewayCallerGuard));
}

/** The route works inside the organization the gateway verified: 400 when none was named. */
export function RequireOrganization(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true });
}

/** Implies RequireOrganization; owners pass, others need at least one of `flags` (403 otherwise). */
export function RequirePermission(
  ...flags: [PermissionFlag, ...PermissionFlag[]]
): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, permissions: flags });
}

/** Implies RequireOrganization; only owners (403 otherwise). */
export function RequireOwner(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, owner: true });
}

/** Implies RequireOrganization; 403 in a personal workspace (spec §6). */
export function RequireBusinessWorkspace(): MethodDecorator & ClassDecorator {
  return guarded({ organization: true, business: true });
}
