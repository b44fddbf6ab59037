import type { ForwardedIdentity } from './forwarded-identity.js';

/** The plain headers handlers read (`X-User-Id`, `X-Organization-Id`, ...) for one identity. */
export function identityHeaders(identity: ForwardedIdentity): Record<string, string> {
  const headers: Record<string, string> = {};
  if (identity.userId) headers['x-user-id'] = identity.userId;
  if (identity.clientId) headers['x-client-id'] = identity.clientId;
  if (identity.sandbox) headers['x-rubrica-sandbox'] = 'true';
  if (identity.scopes) headers['x-oauth-scopes'] = identity.scopes.join(' ');
  const { organization } = identity;
  if (organization) {
    headers['x-organization-id'] = organization.id;
    if (organization.permissions) headers['x-permissions'] = organization.permissions.join(',');
    if (organization.isOwner !== undefined) headers['x-organization-owner'] = String(organization.isOwner);
    if (organization.isPersonal !== undefined)
      headers['x-organization-personal'] = String(organization.isPersonal);
  }
  return headers;
}
