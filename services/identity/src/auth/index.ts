// What other identity features use from the authorization server (helpers only: no module graph).
export {
  generateClientSecret,
  hashClientSecret,
  isClientSecretHash,
  verifyClientSecret,
} from './client-secret.js';
export { OidcStore } from './oidc-store.js';
export { OidcStoreModule } from './oidc-store.module.js';
