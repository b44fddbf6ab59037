// Shared by the auth-* and accounts-* specs: an identity app on a fresh database with its own
// queue and Redis namespaces, a small cookie-keeping browser, and readers for forms and e-mails.
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createQueue, type JobQueue } from '@rubrica/jobs';
import { bootstrapHttpService } from '@rubrica/service-kit';
import {
  createTestDatabase,
  resolveTestServices,
  uniqueName,
  type TestDatabase,
  freePort,
} from '@rubrica/testing';
import * as oidc from 'openid-client';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../src/identity.config.js';

export interface IdentityUnderTest {
  url: string;
  issuer: string;
  app: NestExpressApplication;
  config: IdentityConfig;
  database: TestDatabase;
  dataSource: DataSource;
  /** Stops the app (the database stays until `dispose`). */
  stop(): Promise<void>;
  /** A new app instance on the same database, port and namespaces. */
  restart(): Promise<IdentityUnderTest>;
  dispose(): Promise<void>;
}

/** Boots identity with PUBLIC_URL = its own address, so the issuer is `${url}/oidc`. */
export async function startIdentity(
  name: string,
  env: Record<string, string> = {},
): Promise<IdentityUnderTest> {
  const services = await resolveTestServices();
  const database = await createTestDatabase(name);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = {
    ...loadIdentityConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      NATS_URL: services.natsUrl,
      REDIS_URL: services.redisUrl,
      PUBLIC_URL: url,
      JOBS_PREFIX: uniqueName(`test-${name}-jobs`),
      REDIS_KEY_PREFIX: uniqueName(`test-${name}`),
      ...env,
    }),
    PORT: port,
  };
  return boot(config, database);
}

/**
 * The app a spec file runs against (see {@link startIdentity}), started before its tests
 * (`beforeAll`, ahead of the file's own hooks) and disposed of after them. The object is filled in
 * once the app is up, so a file holds it in a constant from its top; its `restart` refills it.
 */
export function useIdentity(name: string, env: Record<string, string> = {}): IdentityUnderTest {
  const identity = {} as IdentityUnderTest;
  const hold = (started: IdentityUnderTest): IdentityUnderTest =>
    Object.assign(identity, started, { restart: async () => hold(await started.restart()) });
  beforeAll(async () => {
    hold(await startIdentity(name, env));
  });
  afterAll(async () => {
    await identity.dispose?.();
  });
  return identity;
}

async function boot(config: IdentityConfig, database: TestDatabase): Promise<IdentityUnderTest> {
  const app = await bootstrapHttpService({
    name: 'identity',
    config,
    module: AppModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
  });
  const url = `http://127.0.0.1:${config.PORT}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await app.close();
  };
  const underTest: IdentityUnderTest = {
    url,
    issuer: `${url}/oidc`,
    app,
    config,
    database,
    dataSource: app.get(DataSource),
    stop,
    restart: async () => {
      await stop();
      return boot(config, database);
    },
    dispose: async () => {
      await stop();
      await clearQueue(config);
      await database.drop();
    },
  };
  return underTest;
}

/** The `notifications` queue as the worker would see it (same prefix). */
export function notificationsQueue(config: IdentityConfig): JobQueue<'notifications'> {
  return createQueue('notifications', { redisUrl: config.REDIS_URL, prefix: config.JOBS_PREFIX });
}

export interface QueuedEmail {
  id: string;
  to: string;
  template: string;
  locale: string;
  params: Record<string, string>;
}

/** Every `send-email` job enqueued so far, oldest first. */
export async function queuedEmails(config: IdentityConfig): Promise<QueuedEmail[]> {
  const queue = notificationsQueue(config);
  try {
    const jobs = await queue.bullQueue.getJobs([
      'waiting',
      'delayed',
      'active',
      'completed',
      'failed',
      'prioritized',
    ]);
    return jobs
      .filter((job) => job.name === 'send-email')
      .sort((a, b) => a.timestamp - b.timestamp)
      .map((job) => {
        const data = job.data as { payload: Omit<QueuedEmail, 'id'> };
        return { id: job.id ?? '', ...data.payload };
      });
  } finally {
    await queue.close();
  }
}

/** The latest e-mail of a template sent to an address (fails the test when there is none). */
export async function lastEmail(config: IdentityConfig, to: string, template: string): Promise<QueuedEmail> {
  const found = (await queuedEmails(config)).filter(
    (email) => email.to === to && email.template === template,
  );
  const last = found.at(-1);
  if (!last) throw new Error(`no ${template} e-mail queued for ${to}`);
  return last;
}

async function clearQueue(config: IdentityConfig): Promise<void> {
  const queue = notificationsQueue(config);
  try {
    await queue.bullQueue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A browser enough for server-rendered forms: keeps cookies (by path), follows redirects on request. */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly base: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(
    target: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(target, this.base);
    const headers: Record<string, string> = { accept: 'text/html', ...this.defaultHeaders, ...init.headers };
    const cookie = this.cookieHeader(url.pathname);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(response, url.pathname);
    return response;
  }

  /**
   * Requests `target` and follows redirects that stay on this origin, until a page answers or a
   * redirect leaves it, or reaches a path `stopAt` accepts (e.g. the app's /auth/callback).
   */
  async follow(
    target: string,
    init: Parameters<Browser['request']>[1] = {},
    stopAt: (url: URL) => boolean = (url) => url.pathname.startsWith('/auth/callback'),
  ): Promise<{ response: Response; url: URL }> {
    let url = new URL(target, this.base);
    let response = await this.request(url.toString(), init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url };
      url = new URL(location, url);
      if (url.origin !== new URL(this.base).origin || stopAt(url)) return { response, url };
      await response.arrayBuffer();
      response = await this.request(url.toString());
    }
    throw new Error('too many redirects');
  }

  cookie(name: string): string | undefined {
    for (const stored of this.cookies.values()) if (stored.name === name) return stored.value;
    return undefined;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name}|${path}`, { name, value, path });
  }

  private cookieHeader(pathname: string): string {
    return [...this.cookies.values()]
      .filter(
        (cookie) =>
          pathname === cookie.path ||
          pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`) ||
          cookie.path === '/',
      )
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  private remember(response: Response, requestPath: string): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      let path = requestPath.slice(0, requestPath.lastIndexOf('/')) || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attributeValue;
        if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) < Date.now()) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }
}

/** The hidden inputs and action of the form that contains `marker` (or the first form). */
export function readForm(page: string, marker?: string): { action: string; fields: Record<string, string> } {
  const forms = [...page.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
  const form = forms.find((match) => !marker || match[0].includes(marker)) ?? forms[0];
  if (!form) throw new Error(`no form in page:\n${page.slice(0, 500)}`);
  const action = decodeEntities(/action="([^"]*)"/.exec(form[1] ?? '')?.[1] ?? '');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input[0])?.[1];
    const type = /type="([^"]*)"/.exec(input[0])?.[1];
    if (name && type === 'hidden') fields[name] = decodeEntities(/value="([^"]*)"/.exec(input[0])?.[1] ?? '');
  }
  return { action, fields };
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&#96;', '`')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Signs a new account up through the real page; returns its id. */
export async function signUpThroughPage(
  identity: IdentityUnderTest,
  account: { name: string; email: string; password: string },
  browser = new Browser(identity.url),
): Promise<string> {
  const page = await (await browser.request('/oidc/sign-up')).text();
  const form = readForm(page);
  const response = await browser.request(form.action, { form: { ...form.fields, ...account } });
  if (response.status !== 201)
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const [row] = (await identity.dataSource.query('SELECT id FROM users WHERE email = $1', [
    account.email.toLowerCase(),
  ])) as Array<{ id: string }>;
  return row!.id;
}

/** A confidential client of identity's provider, found through its discovery document. */
export function discoveredClient(
  identity: IdentityUnderTest,
  clientId: string,
  secret: string,
): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(identity.issuer), clientId, secret, oidc.ClientSecretBasic(secret), {
    execute: [oidc.allowInsecureRequests],
  });
}

/** The `rubrica-web` relying party, as the gateway runs it. */
export function webClient(identity: IdentityUnderTest): Promise<oidc.Configuration> {
  return discoveredClient(identity, identity.config.WEB_CLIENT_ID, identity.config.WEB_CLIENT_SECRET);
}

/** The gateway's introspection client. */
export function gatewayClient(identity: IdentityUnderTest): Promise<oidc.Configuration> {
  return discoveredClient(identity, identity.config.GATEWAY_CLIENT_ID, identity.config.GATEWAY_CLIENT_SECRET);
}

/**
 * An authorization request of `client` with PKCE (S256 over `verifier`), to the web app's
 * callback and for `openid` unless `params` say otherwise.
 */
export async function pkceAuthorizationUrl(
  identity: IdentityUnderTest,
  client: oidc.Configuration,
  params: Record<string, string> = {},
  verifier = oidc.randomPKCECodeVerifier(),
): Promise<string> {
  return oidc
    .buildAuthorizationUrl(client, {
      redirect_uri: `${identity.url}/auth/callback`,
      scope: 'openid',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      ...params,
    })
    .toString();
}

/**
 * Runs the SPA's sign-in the way the gateway does (code + PKCE + state), signing in at the real
 * login page with `browser`; returns the tokens.
 */
export async function signInWithCodeFlow(
  identity: IdentityUnderTest,
  client: oidc.Configuration,
  browser: Browser,
  credentials: { email: string; password: string },
  extra: Record<string, string> = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorizationUrl = await pkceAuthorizationUrl(
    identity,
    client,
    { scope: 'openid email profile', state, ...extra },
    verifier,
  );
  let { response, url } = await browser.follow(authorizationUrl);
  if (url.pathname.startsWith('/oidc/interaction/')) {
    const form = readForm(await response.text());
    ({ response, url } = await browser.follow(form.action, { form: { ...form.fields, ...credentials } }));
  }
  if (!url.pathname.startsWith('/auth/callback')) {
    throw new Error(
      `sign-in did not reach the callback (${response.status} ${url}): ${await response.text()}`,
    );
  }
  return oidc.authorizationCodeGrant(client, url, { pkceCodeVerifier: verifier, expectedState: state });
}
