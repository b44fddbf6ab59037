import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CallerError } from './caller.exception.js';
import { gatewayCallerOf, type RequestWithCaller } from './gateway-caller.decorator.js';
import type { PermissionFlag } from './permission-flags.js';

export const CALLER_REQUIREMENTS = 'rubrica.service-kit.caller-requirements';

export interface CallerRequirements {
  organization?: boolean;
  owner?: boolean;
  /** Any one of these flags (or ownership) passes. */
  permissions?: PermissionFlag[];
  /** Refuse personal workspaces. */
  business?: boolean;
}

/**
 * Enforces the `@Require...()` decorators from the gateway's headers alone. Requirements on the
 * class and on the method all apply (each decorator adds one; none replaces another).
 */
@Injectable()
export class GatewayCallerGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const caller = gatewayCallerOf(context.switchToHttp().getRequest<RequestWithCaller>());
    const requirements = [context.getClass(), context.getHandler()].flatMap(
      (target) => this.reflector.get<CallerRequirements[] | undefined>(CALLER_REQUIREMENTS, target) ?? [],
    );
    if (!requirements.length) return true;

    if (!caller.organizationId) throw CallerError.organizationRequired();
    if (requirements.some((r) => r.business) && caller.isPersonal) throw CallerError.personalWorkspace();
    if (requirements.some((r) => r.owner) && !caller.isOwner) throw CallerError.ownerRequired();
    // Each @RequirePermission() is its own gate: stacked ones must all pass.
    for (const { permissions: flags = [] } of requirements) {
      if (flags.length && !caller.isOwner && !flags.some((flag) => caller.permissions[flag])) {
        throw CallerError.permissionDenied();
      }
    }
    return true;
  }
}
