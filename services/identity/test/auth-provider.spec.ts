import { createHash } from 'node:crypto';
import { OidcCleanupRunner } from '../src/auth/oidc-cleanup.runner.js';
import { OidcStore, tokenDigest } from '../src/auth/oidc-store.js';
import { useIdentity } from './auth-harness.js';

type Jwks = { keys: Array<Record<string, unknown>> };

const identity = useIdentity('auth_provider');

describe('authorization server discovery', () => {
  it('publishes the issuer at ${PUBLIC_URL}/oidc with the fixed endpoints and features', async () => {
    const response = await fetch(`${identity.url}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document).toMatchObject({
      issuer: identity.issuer,
      authorization_endpoint: `${identity.issuer}/auth`,
      token_endpoint: `${identity.issuer}/token`,
      introspection_endpoint: `${identity.issuer}/token/introspection`,
      revocation_endpoint: `${identity.issuer}/token/revocation`,
      end_session_endpoint: `${identity.issuer}/session/end`,
      jwks_uri: `${identity.issuer}/jwks`,
    });
    expect(document.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']),
    );
    expect(document.code_challenge_methods_supported).toEqual(['S256']);
    expect(document.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']),
    );
    expect(document.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'locale']),
    );
    expect(document.ui_locales_supported).toEqual(['pt-BR', 'en', 'es']);
  });

  it('builds public addresses from the forwarded host and scheme the gateway sends', async () => {
    const response = await fetch(`${identity.url}/oidc/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-host': 'rubrica.example', 'x-forwarded-proto': 'https' },
    });
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.token_endpoint).toBe('https://rubrica.example/oidc/token');
  });

  it('signs ID tokens with one persisted key, the same after a restart', async () => {
    const before = (await (await fetch(`${identity.url}/oidc/jwks`)).json()) as Jwks;
    expect(before.keys).toHaveLength(1);
    expect(before.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(before.keys[0].d).toBeUndefined();
    await identity.restart();
    const after = (await (await fetch(`${identity.url}/oidc/jwks`)).json()) as Jwks;
    expect(after.keys[0].kid).toBe(before.keys[0].kid);
  });
});

describe('authorization server storage (oidc_models)', () => {
  it('stores models with their lookup columns, honours expiry and marks consumption', async () => {
    const store = identity.app.get(OidcStore);
    await store.upsert('AuthorizationCode', 'code-1', { grantId: 'grant-1', accountId: 'a' }, 60);
    await store.upsert('Session', 'session-1', { uid: 'uid-1', accountId: 'a' }, 60);
    await expect(store.find('AuthorizationCode', 'code-1')).resolves.toEqual({
      grantId: 'grant-1',
      accountId: 'a',
    });
    await expect(store.findByUid('Session', 'uid-1')).resolves.toMatchObject({ accountId: 'a' });

    await store.consume('AuthorizationCode', 'code-1');
    expect((await store.find('AuthorizationCode', 'code-1'))?.consumed).toEqual(expect.any(Number));

    await store.revokeByGrantId('AuthorizationCode', 'grant-1');
    await expect(store.find('AuthorizationCode', 'code-1')).resolves.toBeUndefined();

    await store.upsert('AccessToken', 'expired-1', { accountId: 'a' }, 60);
    await identity.dataSource.query(
      `UPDATE oidc_models SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [tokenDigest('expired-1')],
    );
    await expect(store.find('AccessToken', 'expired-1')).resolves.toBeUndefined();
  });

  it('deletes expired rows periodically, keeping live ones and the signing keys', async () => {
    const store = identity.app.get(OidcStore);
    await store.upsert('Interaction', 'old', { uid: 'old' }, 60);
    await store.upsert('Interaction', 'live', { uid: 'live' }, 3600);
    await identity.dataSource.query(
      `UPDATE oidc_models SET expires_at = now() - interval '1 hour' WHERE id = $1`,
      [tokenDigest('old')],
    );
    const deleted = await identity.app.get(OidcCleanupRunner).runOnce();
    expect(deleted).toBeGreaterThanOrEqual(1);
    const ids = (await identity.dataSource.query('SELECT kind, id FROM oidc_models')) as Array<{
      kind: string;
      id: string;
    }>;
    expect(ids.map((row) => row.id)).toEqual(expect.arrayContaining([tokenDigest('live'), 'current']));
    expect(ids.map((row) => row.id)).not.toContain(tokenDigest('old'));
  });

  it('keeps no usable secret at rest: bearer ids as digests, every payload sealed, the signing key too', async () => {
    const store = identity.app.get(OidcStore);
    await store.upsert(
      'RefreshToken',
      'refresh-secret-1',
      { jti: 'refresh-secret-1', accountId: 'a', clientId: 'c' },
      60,
    );
    await store.signingKeys();
    const rows = (await identity.dataSource.query(
      'SELECT kind, id, payload::text AS payload, account_id, client_id FROM oidc_models',
    )) as Array<{
      kind: string;
      id: string;
      payload: string;
      account_id: string | null;
      client_id: string | null;
    }>;
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain('refresh-secret-1');
    expect(rows.find((row) => row.kind === 'RefreshToken')).toMatchObject({
      id: tokenDigest('refresh-secret-1'),
      account_id: 'a',
      client_id: 'c',
    });
    for (const row of rows) expect(Object.keys(JSON.parse(row.payload) as object)).toEqual(['sealed']);
    // The private key's parameters are nowhere in clear.
    expect(everything).not.toMatch(/"(d|p|q|dp|dq|qi)"\s*:/);
    // A sealed payload moved to another row does not open there.
    const refresh = rows.find((row) => row.kind === 'RefreshToken')!;
    await store.upsert('RefreshToken', 'refresh-secret-2', { accountId: 'b' }, 60);
    await identity.dataSource.query('UPDATE oidc_models SET payload = $1::jsonb WHERE id = $2', [
      refresh.payload,
      tokenDigest('refresh-secret-2'),
    ]);
    await expect(store.find('RefreshToken', 'refresh-secret-2')).resolves.toBeUndefined();
    await expect(store.find('RefreshToken', 'refresh-secret-1')).resolves.toMatchObject({ accountId: 'a' });
  });

  it("announces a revoked access token by the digest the gateway's cache knows it by", async () => {
    const store = identity.app.get(OidcStore);
    await store.upsert('AccessToken', 'access-secret-1', { accountId: 'a', clientId: 'c' }, 60);
    await store.destroy('AccessToken', 'access-secret-1');
    const events = (await identity.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.identity.credentials.revoked'`,
    )) as Array<{ payload: { accessTokenHashes?: string[] } }>;
    const digest = createHash('sha256').update('access-secret-1').digest('base64url');
    expect(events.map((event) => event.payload.accessTokenHashes)).toContainEqual([digest]);
  });
});
