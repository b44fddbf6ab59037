export {
  Caller,
  callerFromHeaders,
  callerOf,
  permissionsFrom,
  requireOrganizationId,
  type OrganizationCaller,
} from './caller.decorator.js';
export { CallerGuard } from './caller.guard.js';
export {
  OrganizationFromPath,
  RequireBusinessWorkspace,
  RequireOrganization,
  RequireOwner,
  RequirePermission,
} from './require-caller.decorators.js';
export { PrincipalError } from './principal.exception.js';
