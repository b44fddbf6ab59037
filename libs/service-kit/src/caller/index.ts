export { PERMISSION_FLAGS, type PermissionFlag, type Permissions } from './permission-flags.js';
export { callerFromGatewayHeaders, type OrganizationCaller } from './gateway-caller.js';
export { GatewayCaller, gatewayCallerOf } from './gateway-caller.decorator.js';
export { GatewayCallerGuard } from './gateway-caller.guard.js';
export {
  RequireBusinessWorkspace,
  RequireOrganization,
  RequireOwner,
  RequirePermission,
} from './require-caller.decorators.js';
export { stackedMetadata } from './stacked-metadata.js';
export { CallerError } from './caller.exception.js';
export { isUuid } from './is-uuid.util.js';
