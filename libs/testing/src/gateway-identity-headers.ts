import { createPublicKey, randomUUID } from 'node:crypto';
import { rename, writeFile } from 'node:fs/promises';
import {
  ensureDevelopmentIdentityKey,
  GATEWAY_IDENTITY_HEADER,
  IDENTITY_HEADERS,
  IdentityTokenSigner,
  type ForwardedIdentity,
} from '@rubrica/gateway-identity';

// The services under test read the development key from the same folder (their default).
const DEVELOPMENT_KEY_DIR = '.data/gateway-identity';
let signer: Promise<IdentityTokenSigner> | undefined;

function identityOf(headers: Record<string, string>): ForwardedIdentity {
  const identity: ForwardedIdentity = {};
  if (headers['x-user-id'] !== undefined) identity.userId = headers['x-user-id'];
  if (headers['x-client-id'] !== undefined) identity.clientId = headers['x-client-id'];
  if (headers['x-rubrica-sandbox'] === 'true') identity.sandbox = true;
  if (headers['x-oauth-scopes'] !== undefined)
    identity.scopes = headers['x-oauth-scopes'].split(' ').filter(Boolean);
  const organizationId = headers['x-organization-id'];
  if (organizationId !== undefined) {
    identity.organization = { id: organizationId };
    // Read as the services read the plain headers: an owner only on `true`, personal unless `false`.
    const owner = headers['x-organization-owner'];
    const personal = headers['x-organization-personal'];
    if (owner !== undefined) identity.organization.isOwner = owner.trim() === 'true';
    if (personal !== undefined) identity.organization.isPersonal = personal.trim() !== 'false';
    // Passed on as written: what a flag list may hold is the services' rule to apply.
    if (headers['x-permissions'] !== undefined)
      identity.organization.permissions = headers['x-permissions'].split(',');
  }
  return identity;
}

/**
 * What the gateway would send a service for a caller described in its plain headers
 * (`x-user-id`, `x-organization-id`, `x-permissions`, `x-organization-owner`, ...): the same
 * headers with the signed identity and its request id in place of the plain identity ones. Call it
 * once per request (the token is good for one request id and a minute). Without any identity
 * header the call stays anonymous and the headers come back as they are.
 */
export async function asGateway(
  service: string,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const names = new Set<string>(IDENTITY_HEADERS);
  if (!Object.keys(headers).some((name) => names.has(name.toLowerCase()))) return headers;
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const requestId = lower['x-request-id'] ?? randomUUID();
  signer ??= ensureDevelopmentIdentityKey(DEVELOPMENT_KEY_DIR).then(
    ({ privateKey }) => new IdentityTokenSigner(privateKey),
  );
  const token = await (await signer).sign(identityOf(lower), { audience: service, requestId });
  const rest = Object.fromEntries(Object.entries(lower).filter(([name]) => !names.has(name)));
  return { ...rest, 'x-request-id': requestId, [GATEWAY_IDENTITY_HEADER]: token };
}

/** The development key's file, for a gateway started as in production (which needs a key file). */
export async function identityKeyFileForTests(): Promise<string> {
  return (await ensureDevelopmentIdentityKey(DEVELOPMENT_KEY_DIR)).path;
}

/** The development key's public half in a file, for a service started as in production. */
export async function identityPublicKeyFileForTests(): Promise<string> {
  const { privateKey, path } = await ensureDevelopmentIdentityKey(DEVELOPMENT_KEY_DIR);
  const publicPath = path.replace(/\.key\.pem$/, '.pub.pem');
  const aside = `${publicPath}.${process.pid}.${randomUUID()}`;
  await writeFile(aside, createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }));
  await rename(aside, publicPath);
  return publicPath;
}
