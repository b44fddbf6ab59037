import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { gatewayCallerOf, type OrganizationCaller } from '@rubrica/service-kit';

/** The scope every drafting use case works in: the caller's user in the verified organization. */
export function scopeOf(caller: OrganizationCaller): {
  organizationId: string;
  userId: string;
  isOwner: boolean;
  isSandbox: boolean;
} {
  return {
    organizationId: caller.organizationId,
    userId: caller.userId,
    isOwner: caller.isOwner,
    isSandbox: caller.isSandbox,
  };
}

/** The caller's drafting scope, under the decorator's name so one import serves both. */
export type CallerScope = ReturnType<typeof scopeOf>;

/**
 * `@CallerScope() scope: CallerScope` in a handler that needs the caller only for its scope; the
 * route must require an organization (`@RequireOrganization()` or a permission flag).
 */
export const CallerScope = createParamDecorator((_: unknown, context: ExecutionContext) =>
  scopeOf(gatewayCallerOf(context.switchToHttp().getRequest()) as OrganizationCaller),
);
