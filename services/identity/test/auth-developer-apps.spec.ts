import * as oidc from 'openid-client';
import { generateClientSecret, hashClientSecret, verifyClientSecret } from '../src/auth/index.js';
import {
  Browser,
  discoveredClient,
  gatewayClient,
  pkceAuthorizationUrl,
  readForm,
  signUpThroughPage,
  useIdentity,
} from './auth-harness.js';

const identity = useIdentity('auth_dev_apps');
let gateway: oidc.Configuration;
let ownerId: string;
let organizationId: string;
const owner = { name: 'Dev Owner', email: 'dev.owner@example.com', password: 'Segredo-forte9' };

async function insertApp(options: {
  id: string;
  confidential: boolean;
  secret?: string;
  sandboxExpired?: boolean;
  redirect?: string;
}): Promise<void> {
  await identity.dataSource.query(
    `INSERT INTO oauth_clients (id, name, redirect_uris, is_confidential, is_sandbox, secret_hash, owner_user_id, organization_id, expires_at)
     VALUES ($1, $2, $3::jsonb, $4, true, $5, $6, $7, $8)`,
    [
      options.id,
      `App ${options.id}`,
      JSON.stringify([options.redirect ?? 'https://app.example/callback']),
      options.confidential,
      options.secret ? await hashClientSecret(options.secret) : null,
      ownerId,
      organizationId,
      new Date(Date.now() + (options.sandboxExpired ? -1 : 1) * 24 * 3600 * 1000),
    ],
  );
}

/** openid-client reports a refused client either as a body error or as a WWW-Authenticate challenge. */
async function expectInvalidClient(attempt: Promise<unknown>): Promise<void> {
  const error = (await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  )) as { error?: string; status?: number; cause?: Array<{ parameters?: { error?: string } }> } | undefined;
  expect(error).toBeDefined();
  expect(error?.error ?? error?.cause?.[0]?.parameters?.error).toBe('invalid_client');
}

const appClient = (id: string, secret: string) => discoveredClient(identity, id, secret);

beforeAll(async () => {
  gateway = await gatewayClient(identity);
  ownerId = await signUpThroughPage(identity, owner);
  const [row] = await identity.dataSource.query('SELECT personal_organization_id FROM users WHERE id = $1', [
    ownerId,
  ]);
  organizationId = row.personal_organization_id;
});

describe('client secrets', () => {
  it('are stored as argon2id hashes that verify only the original secret', async () => {
    const secret = generateClientSecret();
    const hash = await hashClientSecret(secret);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(secret);
    await expect(verifyClientSecret(secret, hash)).resolves.toBe(true);
    await expect(verifyClientSecret(`${secret}x`, hash)).resolves.toBe(false);
    await expect(verifyClientSecret(secret, 'not-a-hash')).resolves.toBe(false);
  });
});

describe('developer apps (clients from oauth_clients)', () => {
  it('get client-credentials tokens that act as the owner in the app organization', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-confidential', confidential: true, secret });
    const tokens = await oidc.clientCredentialsGrant(await appClient('app-confidential', secret));
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    const answer = await oidc.tokenIntrospection(gateway, tokens.access_token);
    expect(answer).toMatchObject({
      active: true,
      client_id: 'app-confidential',
      rubrica_user_id: ownerId,
      rubrica_organization_id: organizationId,
      rubrica_sandbox: 'true',
    });
  });

  it('carry no sandbox claim once the app is published to production', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-production', confidential: true, secret });
    await identity.dataSource.query(
      `UPDATE oauth_clients SET is_sandbox = false, expires_at = NULL WHERE id = 'app-production'`,
    );
    const tokens = await oidc.clientCredentialsGrant(await appClient('app-production', secret));
    const answer = await oidc.tokenIntrospection(gateway, tokens.access_token);
    expect(answer).toMatchObject({ active: true, client_id: 'app-production', rubrica_user_id: ownerId });
    expect(answer.rubrica_sandbox).toBeUndefined();
  });

  it('also accept the secret in the request body (client_secret_post)', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-post', confidential: true, secret });
    const client = await oidc.discovery(
      new URL(identity.issuer),
      'app-post',
      secret,
      oidc.ClientSecretPost(secret),
      {
        execute: [oidc.allowInsecureRequests],
      },
    );
    await expect(oidc.clientCredentialsGrant(client)).resolves.toMatchObject({
      access_token: expect.any(String),
    });
  });

  it('refuse a wrong secret', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-wrong-secret', confidential: true, secret });
    await expectInvalidClient(
      oidc.clientCredentialsGrant(await appClient('app-wrong-secret', `${secret}-nope`)),
    );
    // Presenting the stored hash itself must not work either.
    const [row] = await identity.dataSource.query(
      `SELECT secret_hash FROM oauth_clients WHERE id = 'app-wrong-secret'`,
    );
    await expectInvalidClient(
      oidc.clientCredentialsGrant(await appClient('app-wrong-secret', row.secret_hash)),
    );
  });

  it('do not exist once a sandbox app has expired', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-expired', confidential: true, secret, sandboxExpired: true });
    await expectInvalidClient(oidc.clientCredentialsGrant(await appClient('app-expired', secret)));
  });

  it('lose their tokens when the app goes away', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-deleted', confidential: true, secret });
    const tokens = await oidc.clientCredentialsGrant(await appClient('app-deleted', secret));
    await identity.dataSource.query(`DELETE FROM oauth_clients WHERE id = 'app-deleted'`);
    expect((await oidc.tokenIntrospection(gateway, tokens.access_token)).active).toBe(false);
  });

  it('ask the user for consent, showing the app name and what it may do, then act for the user', async () => {
    const secret = generateClientSecret();
    const redirect = 'https://third-party.example/callback';
    await insertApp({ id: 'app-consent', confidential: true, secret, redirect });
    const client = await appClient('app-consent', secret);
    const verifier = oidc.randomPKCECodeVerifier();
    const authorizationUrl = await pkceAuthorizationUrl(
      identity,
      client,
      { redirect_uri: redirect, scope: 'openid email', state: 'st' },
      verifier,
    );
    const browser = new Browser(identity.url);
    let { response } = await browser.follow(authorizationUrl);
    const login = readForm(await response.text());
    ({ response } = await browser.follow(login.action, {
      form: { ...login.fields, email: owner.email, password: owner.password },
    }));
    const consentPage = await response.text();
    expect(consentPage).toContain('App app-consent quer acessar sua conta');
    expect(consentPage).toContain('Ver seu endereço de e-mail');
    const approve = readForm(consentPage, 'Permitir');
    const { url } = await browser.follow(approve.action, { form: approve.fields }, () => false);
    expect(url.origin).toBe('https://third-party.example');
    const tokens = await oidc.authorizationCodeGrant(client, url, {
      pkceCodeVerifier: verifier,
      expectedState: 'st',
    });
    expect(tokens.claims()?.sub).toBe(ownerId);
    expect(await oidc.tokenIntrospection(gateway, tokens.access_token)).toMatchObject({
      active: true,
      sub: ownerId,
      client_id: 'app-consent',
      rubrica_user_id: ownerId,
    });
  });

  it('get access_denied when the user denies consent', async () => {
    const secret = generateClientSecret();
    const redirect = 'https://deny.example/callback';
    await insertApp({ id: 'app-deny', confidential: true, secret, redirect });
    const client = await appClient('app-deny', secret);
    const authorizationUrl = await pkceAuthorizationUrl(identity, client, {
      redirect_uri: redirect,
      state: 'st',
    });
    const browser = new Browser(identity.url);
    let { response } = await browser.follow(authorizationUrl);
    const login = readForm(await response.text());
    ({ response } = await browser.follow(login.action, {
      form: { ...login.fields, email: owner.email, password: owner.password },
    }));
    const deny = readForm(await response.text(), 'Negar');
    const { url } = await browser.follow(deny.action, { form: deny.fields }, () => false);
    expect(url.origin).toBe('https://deny.example');
    expect(url.searchParams.get('error')).toBe('access_denied');
  });

  it('require PKCE from confidential apps too', async () => {
    const secret = generateClientSecret();
    await insertApp({ id: 'app-no-pkce', confidential: true, secret, redirect: 'https://server.example/cb' });
    await expectPkceRequired(await appClient('app-no-pkce', secret), 'https://server.example/cb');
  });

  it('are offered the authorization code flow only: discovery lists no implicit grant', async () => {
    const discovery = (await (
      await fetch(`${identity.url}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, string[]>;
    expect(discovery.grant_types_supported).not.toContain('implicit');
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('require PKCE from public apps', async () => {
    await insertApp({ id: 'app-public', confidential: false, redirect: 'https://spa.example/cb' });
    const client = await oidc.discovery(new URL(identity.issuer), 'app-public', undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    await expectPkceRequired(client, 'https://spa.example/cb');
  });
});

/** An authorization request of `client` without PKCE goes back to `redirect` with invalid_request. */
async function expectPkceRequired(client: oidc.Configuration, redirect: string): Promise<void> {
  const withoutPkce = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirect,
    scope: 'openid',
    state: 's',
  });
  const { url } = await new Browser(identity.url).follow(withoutPkce.toString(), {}, () => false);
  expect(url.origin).toBe(new URL(redirect).origin);
  expect(url.searchParams.get('error')).toBe('invalid_request');
  expect(url.searchParams.get('error_description')).toMatch(/PKCE/);
}
