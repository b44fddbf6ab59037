export { GATEWAY_IDENTITY_HEADER, IDENTITY_HEADERS, type ForwardedIdentity } from './forwarded-identity.js';
export { identityHeaders } from './identity-headers.util.js';
export {
  GATEWAY_ISSUER,
  IDENTITY_TOKEN_TTL_SECONDS,
  IdentityTokenError,
  IdentityTokenSigner,
  IdentityTokenVerifier,
  type IdentityTokenTarget,
} from './identity-token.js';
export {
  DEVELOPMENT_KEY_FILE,
  ensureDevelopmentIdentityKey,
  loadIdentitySigningKey,
  loadIdentityVerificationKey,
  type IdentityKeySource,
  type LoadedKey,
} from './identity-keys.js';
export {
  API_AREAS,
  API_SCOPES,
  isApiScope,
  scopesAllow,
  type ApiAccess,
  type ApiArea,
  type ApiScope,
} from './api-scopes.js';
