import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { memoryOidcAdapter } from './memory-oidc-adapter.js';
import { API_SCOPES } from '@rubrica/gateway-identity';

export interface TestApp {
  clientId: string;
  clientSecret: string;
  /** What identity puts in the app's client-credentials tokens. */
  ownerUserId: string;
  organizationId: string;
}

export interface TestIdentityOptions {
  /** Where browsers reach Rubrica (the gateway); the issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  web: { clientId: string; clientSecret: string };
  gateway: { clientId: string; clientSecret: string };
  apps: TestApp[];
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

export interface TestIdentity {
  url: string;
  issuer: string;
  /** The user the next sign-in interaction signs in (no password page in this stand-in). */
  signInAs: string;
  /** Requests per authorization-server path (`/oidc/token/introspection`, ...). */
  calls(path: string): number;
  /** Requests to identity's REST routes, as received (the gateway's headers included). */
  received: ReceivedRequest[];
  clientCredentialsToken(app: TestApp): Promise<string>;
  revoke(app: TestApp, token: string): Promise<void>;
  introspect(token: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * The identity service as the gateway sees it, built on a real `oidc-provider` (in-memory
 * storage): the authorization server under `/oidc` with the SPA's and the gateway's clients and
 * the developer apps, a sign-in interaction that signs in `signInAs` at once, and every other path
 * answering 200 with a JSON echo of what it received (identity's REST routes).
 */
export async function startTestIdentity(options: TestIdentityOptions): Promise<TestIdentity> {
  const issuer = `${options.publicUrl}/oidc`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apps = new Map(options.apps.map((app) => [app.clientId, app]));

  const configuration: Configuration = {
    adapter: memoryOidcAdapter(),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      RefreshToken: 86_400,
      Session: 3600,
    },
    clients: [
      {
        client_id: options.web.clientId,
        client_secret: options.web.clientSecret,
        redirect_uris: [`${options.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: options.gateway.clientId,
        client_secret: options.gateway.clientSecret,
        redirect_uris: [],
        grant_types: [],
        response_types: [],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      ...options.apps.map((app) => ({
        client_id: app.clientId,
        client_secret: app.clientSecret,
        redirect_uris: [],
        grant_types: ['client_credentials'],
        response_types: [],
        token_endpoint_auth_method: 'client_secret_basic' as const,
      })),
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['test-identity-cookie-signing-key'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => client.clientId === token.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = `<!doctype html><title>Sign out</title>${form}<button form="op.logoutForm" name="logout" value="yes">Sign out</button>`;
        },
      },
      introspection: {
        enabled: true,
        // The gateway may introspect any token; others only their own.
        allowedPolicy: (_ctx, client, token) =>
          client.clientId === options.gateway.clientId || client.clientId === token.clientId,
      },
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'ClientCredentials' || !token.clientId) return undefined;
      const app = apps.get(token.clientId);
      // As identity does for an app registered without narrower scopes: every API scope.
      return app
        ? {
            rubrica_user_id: app.ownerUserId,
            rubrica_organization_id: app.organizationId,
            rubrica_scope: API_SCOPES.join(' '),
          }
        : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  const handleOidc = provider.callback();

  const counts = new Map<string, number>();
  const received: ReceivedRequest[] = [];
  const state = { signInAs: '' };

  async function interaction(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    const accountId = state.signInAs;
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path.startsWith('/oidc/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
      return;
    }
    if (path === '/oidc' || path.startsWith('/oidc/')) {
      // Mounted under /oidc, as identity mounts it: the provider reads its prefix from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
      req.url = req.url!.slice('/oidc'.length) || '/';
      void handleOidc(req, res);
      return;
    }
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      const body = JSON.stringify({ method: req.method, url: req.url, headers: req.headers });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const publicHeaders = () => {
    const origin = new URL(options.publicUrl);
    return { 'x-forwarded-host': origin.host, 'x-forwarded-proto': origin.protocol.slice(0, -1) };
  };
  const basic = (id: string, secret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

  return {
    url,
    issuer,
    get signInAs() {
      return state.signInAs;
    },
    set signInAs(userId: string) {
      state.signInAs = userId;
    },
    calls: (path) => counts.get(path) ?? 0,
    received,
    async clientCredentialsToken(app) {
      const response = await fetch(`${url}/oidc/token`, {
        method: 'POST',
        headers: { ...publicHeaders(), authorization: basic(app.clientId, app.clientSecret) },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      });
      const body = (await response.json()) as { access_token?: string };
      if (!response.ok || !body.access_token)
        throw new Error(`token request failed: ${JSON.stringify(body)}`);
      return body.access_token;
    },
    async revoke(app, token) {
      const response = await fetch(`${url}/oidc/token/revocation`, {
        method: 'POST',
        headers: { ...publicHeaders(), authorization: basic(app.clientId, app.clientSecret) },
        body: new URLSearchParams({ token }),
      });
      if (!response.ok) throw new Error(`revocation failed: ${response.status}`);
    },
    async introspect(token) {
      const response = await fetch(`${url}/oidc/token/introspection`, {
        method: 'POST',
        headers: {
          ...publicHeaders(),
          authorization: basic(options.gateway.clientId, options.gateway.clientSecret),
        },
        body: new URLSearchParams({ token }),
      });
      return (await response.json()) as Record<string, unknown>;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
