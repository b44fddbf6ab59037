import { randomUUID } from 'node:crypto';
import { testEnv, uniqueName } from '@rubrica/testing';
import { Redis } from 'ioredis';
import { SessionStore } from '../../src/session/session-store.js';
import { startGateway, type GatewayOverrides, type RunningGateway } from '../../src/start-gateway.js';
import { Browser, type Hop } from './browser.js';
import { startFakePrincipalRpc, type FakePrincipalRpc, type FakeUser } from './fake-principal-rpc.js';
import { deleteKeys } from './redis-keys.js';
import { startTestIdentity, type TestApp, type TestIdentity } from './test-identity.js';
import { startEchoUpstream, type Upstream } from './upstream-server.js';

/** The public address of the site in these tests; the browser stand-in maps it to the gateway. */
export const PUBLIC_URL = 'http://rubrica.test';
export const WEB_CLIENT = { clientId: 'rubrica-web', clientSecret: 'web-client-secret-of-the-test-suite' };
export const GATEWAY_CLIENT = {
  clientId: 'rubrica-gateway',
  clientSecret: 'gateway-client-secret-of-the-test-suite',
};

export interface AuthHarness {
  identity: TestIdentity;
  principals: FakePrincipalRpc;
  /** The users identity knows (mutable between tests: use a fresh user per rule). */
  users: Map<string, FakeUser>;
  app: TestApp;
  envelopes: Upstream;
  gateway: RunningGateway;
  /** Same identity and NATS responder, other settings (production cookies, short sessions ...). */
  startOtherGateway(overrides: GatewayOverrides): Promise<RunningGateway>;
  principalSubject: string;
  redisPrefix: string;
  /** A user identity knows, verified and registered unless told otherwise. */
  addUser(user?: Partial<FakeUser>): string;
  close(): Promise<void>;
}

export interface SignIn {
  browser: Browser;
  /** Every step from /auth/login to the callback's answer. */
  hops: Hop[];
  /** The gateway's answer to /auth/callback. */
  callback: Hop['response'];
}

/**
 * A gateway wired to a real authorization server (oidc-provider) standing in for identity and a
 * principal responder on real NATS, each on names of the calling test file only.
 */
export async function startAuthHarness(name: string, overrides: GatewayOverrides = {}): Promise<AuthHarness> {
  const { redisUrl } = testEnv();
  const redisPrefix = `${uniqueName(name)}:`;
  const principalSubject = `${uniqueName(name)}.identity.resolve_principal.v1`;
  const users = new Map<string, FakeUser>();
  const app: TestApp = {
    clientId: `app-${randomUUID()}`,
    clientSecret: 'app-secret-of-the-test-suite',
    ownerUserId: randomUUID(),
    organizationId: randomUUID(),
  };
  users.set(app.ownerUserId, {
    emailVerified: true,
    registrationCompleted: true,
    memberships: { [app.organizationId]: { isOwner: true } },
  });

  const identity = await startTestIdentity({
    publicUrl: PUBLIC_URL,
    web: WEB_CLIENT,
    gateway: GATEWAY_CLIENT,
    apps: [app],
  });
  const principals = await startFakePrincipalRpc(principalSubject, users);
  const envelopes = await startEchoUpstream('envelopes');
  const gateways: RunningGateway[] = [];
  const startOtherGateway = async (more: GatewayOverrides) => {
    const gateway = await startGateway({
      PORT: 0,
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      REDIS_URL: redisUrl,
      NATS_URL: testEnv().natsUrl,
      RATE_LIMIT_KEY_PREFIX: `${redisPrefix}rate:`,
      SESSION_KEY_PREFIX: `${redisPrefix}auth:`,
      IDENTITY_URL: identity.url,
      ENVELOPES_URL: envelopes.url,
      WEB_CLIENT_SECRET: WEB_CLIENT.clientSecret,
      GATEWAY_CLIENT_SECRET: GATEWAY_CLIENT.clientSecret,
      principalRpcSubject: principalSubject,
      ...overrides,
      ...more,
    });
    gateways.push(gateway);
    return gateway;
  };
  const gateway = await startOtherGateway({});

  return {
    identity,
    principals,
    users,
    app,
    envelopes,
    gateway,
    startOtherGateway,
    principalSubject,
    redisPrefix,
    addUser(user = {}) {
      const id = randomUUID();
      users.set(id, { emailVerified: true, registrationCompleted: true, memberships: {}, ...user });
      return id;
    },
    async close() {
      await Promise.all(gateways.map((running) => running.close()));
      await principals.close();
      await identity.close();
      await envelopes.close();
      await deleteKeys(redisUrl, redisPrefix);
    },
  };
}

/** Signs `userId` in the way a browser does, starting at `/auth/login?continue=...`. */
export async function signIn(
  harness: Pick<AuthHarness, 'identity'>,
  gateway: RunningGateway,
  userId: string,
  /** null: no continue parameter at all. */
  continueTo: string | null = '/business/envelopes',
  browser: Browser = new Browser(gateway.url, PUBLIC_URL),
): Promise<SignIn> {
  harness.identity.signInAs = userId;
  const start =
    continueTo === null ? '/auth/login' : `/auth/login?continue=${encodeURIComponent(continueTo)}`;
  // The callback's own redirect leads into the SPA, which is not part of signing in.
  const hops = await browser.follow(start, (url) => url.pathname === '/auth/callback');
  const callback = hops.find((hop) => new URL(hop.url).pathname === '/auth/callback');
  if (!callback)
    throw new Error(`sign-in never reached the callback: ${hops.map((hop) => hop.url).join(' → ')}`);
  return { browser, hops, callback: callback.response };
}

/**
 * The tokens a session holds, read through the store itself: Redis keeps them sealed under a key
 * only the session id gives (the id is what a test's browser holds, as a real one does).
 */
export async function sessionTokens(
  harness: Pick<AuthHarness, 'redisPrefix'>,
  sessionId: string,
): Promise<{ accessToken: string; refreshToken?: string; idToken: string }> {
  const redis = new Redis(testEnv().redisUrl);
  try {
    const store = new SessionStore(redis, {
      keyPrefix: `${harness.redisPrefix}auth:`,
      idleTtlSeconds: 3600,
      absoluteTtlSeconds: 3600,
    });
    const session = await store.use(sessionId);
    if (!session) throw new Error('no live session with this id');
    return { accessToken: session.accessToken, refreshToken: session.refreshToken, idToken: session.idToken };
  } finally {
    redis.disconnect();
  }
}
