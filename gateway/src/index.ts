export { startGateway, type GatewayOverrides, type RunningGateway } from './start-gateway.js';
export {
  gatewayConfigSchema,
  loadGatewayConfig,
  resolveWebDist,
  type GatewayConfig,
} from './gateway.config.js';
export { AnonymousAuthenticator, type Authenticator, type Principal } from './auth/authenticator.js';
export {
  PrincipalOrganizationGate,
  type OrganizationAccess,
  type OrganizationDecision,
  type OrganizationGate,
  type OrganizationRequest,
} from './auth/organization-gate.js';
export { API_ROUTES, OIDC_ROUTE, type ApiRoute, type ServiceName } from './routes.js';
