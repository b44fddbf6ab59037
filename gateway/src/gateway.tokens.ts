/** Injection tokens of the values `startGateway` hands to the Nest module. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
export const AUTHENTICATOR = Symbol('AUTHENTICATOR');
export const ORGANIZATION_GATE = Symbol('ORGANIZATION_GATE');
export const GATEWAY_LOGGER = Symbol('GATEWAY_LOGGER');
/** The sign-in and sign-out routes (`/auth/*`, `POST /api/logout`). */
export const SESSION_ENDPOINTS = Symbol('SESSION_ENDPOINTS');
