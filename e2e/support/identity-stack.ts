// The identity capability as a browser and an API client meet it: identity (HTTP + its
// request-reply server), the notifications worker delivering e-mail to a local SMTP server, and
// the gateway in front, all in this process on free ports, against fresh databases, the real
// Redis and a NATS server of the stack's own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { bootstrapHttpService, bootstrapWorker, httpServiceUrl } from '@rubrica/service-kit';
import {
  createTestDatabase,
  resolveTestServices,
  startTestSmtpServer,
  uniqueName,
  type ParsedMessage,
  type TestDatabase,
  type TestSmtpServer,
  freePort,
} from '@rubrica/testing';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { startGateway, type GatewayOverrides, type RunningGateway } from '../../gateway/src/start-gateway.js';
import { AppModule } from '../../services/identity/src/app.module.js';
import { loadIdentityConfig, type IdentityConfig } from '../../services/identity/src/identity.config.js';
import { connectIdentityRpcServer } from '../../services/identity/src/principal/connect-identity-rpc-server.js';
import {
  loadNotificationsWorkerConfig,
  type NotificationsWorkerConfig,
} from '../../services/notifications/src/notifications.config.js';
import { WorkerModule } from '../../services/notifications/src/worker.module.js';
import { oauthApp, type BearerClient } from './bearer-client.js';
import { BrowserClient, readForm } from './browser-client.js';
import { startPrivateNats, type PrivateNats } from './private-nats.js';

export interface IdentityStack {
  /** The gateway: the only address tests talk to (also PUBLIC_URL of every process). */
  url: string;
  /** Identity's own address (for assertions only; tests go through the gateway). */
  identityUrl: string;
  identity: { app: NestExpressApplication; dataSource: DataSource; config: IdentityConfig };
  /** Every e-mail the notifications worker delivered. */
  smtp: TestSmtpServer;
  natsUrl: string;
  stop(): Promise<void>;
}

/** What the page-driving helpers below need of a stack: its gateway and the e-mails it sent. */
export type PagesStack = Pick<IdentityStack, 'url' | 'smtp'>;

export interface IdentityStackOptions {
  /** Identity settings on top of the stack's (e.g. SIGN_IN_MAX_FAILURES). */
  identity?: Record<string, string>;
  /** Gateway settings on top of the stack's (e.g. WEB_DIST). */
  gateway?: Omit<GatewayOverrides, 'PORT' | 'PUBLIC_URL' | 'IDENTITY_URL' | 'NATS_URL'>;
}

/** Runs `steps` in order, all of them, then throws the first failure (if any). */
export async function runAll(steps: Array<() => Promise<unknown> | undefined>): Promise<void> {
  let failure: unknown;
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

/** Deletes every Redis key under the given prefixes (a stack's jobs, sessions and rate limits). */
export async function deleteKeys(redisUrl: string, prefixes: string[]): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const prefix of prefixes) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

export async function startIdentityStack(
  name: string,
  options: IdentityStackOptions = {},
): Promise<IdentityStack> {
  const services = await resolveTestServices();
  const prefix = uniqueName(`e2e_${name}`);
  const cleanup: Array<() => Promise<unknown> | undefined> = [];
  const stop = () => runAll([...cleanup].reverse());

  try {
    const nats: PrivateNats = await startPrivateNats(name);
    cleanup.push(() => nats.stop());
    const smtp = await startTestSmtpServer();
    cleanup.push(() => smtp.close());
    cleanup.push(() =>
      deleteKeys(services.redisUrl, [`${prefix}_jobs:`, `${prefix}:identity`, `${prefix}:gateway:`]),
    );

    // The gateway's address must be known before identity starts (it is identity's PUBLIC_URL and
    // issuer); the gateway needs identity's address in turn, so the gateway's port is chosen first.
    const gatewayPort = await freePort();
    const url = `http://127.0.0.1:${gatewayPort}`;

    const database: TestDatabase = await createTestDatabase(`e2e_identity_${name}`);
    cleanup.push(() => database.drop());
    const blobRoot = await mkdtemp(join(tmpdir(), `e2e-${name}-blobs-`));
    cleanup.push(() => rm(blobRoot, { recursive: true, force: true }));
    const mailDir = await mkdtemp(join(tmpdir(), `e2e-${name}-mail-`));
    cleanup.push(() => rm(mailDir, { recursive: true, force: true }));
    const jobsPrefix = `${prefix}_jobs`;

    const identityConfig: IdentityConfig = {
      ...loadIdentityConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        REDIS_URL: services.redisUrl,
        PUBLIC_URL: url,
        JOBS_PREFIX: jobsPrefix,
        REDIS_KEY_PREFIX: `${prefix}:identity`,
        BLOB_FS_ROOT: blobRoot,
        CONTACTS_EVENTS_DURABLE: prefix,
        ...options.identity,
      }),
      PORT: 0,
    };
    const identityApp = await bootstrapHttpService({
      name: 'identity',
      config: identityConfig,
      module: AppModule.forRoot(identityConfig),
      telemetry: false,
      handleSignals: false,
      // As main.ts does: request-reply (identity.resolve_principal.v1) beside the HTTP routes.
      configure: (app) => connectIdentityRpcServer(app, identityConfig),
    });
    cleanup.push(() => identityApp.close());
    const identityUrl = httpServiceUrl(identityApp);

    const workerDatabase = await createTestDatabase(`e2e_notifications_${name}`);
    cleanup.push(() => workerDatabase.drop());
    const workerConfig: NotificationsWorkerConfig = {
      ...loadNotificationsWorkerConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: workerDatabase.url,
        NATS_URL: nats.url,
        REDIS_URL: services.redisUrl,
        JOBS_PREFIX: jobsPrefix,
        SMTP_URL: smtp.url,
        MAIL_OUTBOX_DIR: mailDir,
      }),
      PORT: 0,
    };
    // A worker on the default prefix would take the jobs of whatever else runs on this Redis.
    if (workerConfig.JOBS_PREFIX !== jobsPrefix)
      throw new Error('the notifications worker ignored JOBS_PREFIX');
    const worker = await bootstrapWorker({
      name: 'notifications-worker',
      config: workerConfig,
      module: WorkerModule.forRoot(workerConfig),
      telemetry: false,
      handleSignals: false,
    });
    cleanup.push(() => worker.close());

    const gateway: RunningGateway = await startGateway({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: gatewayPort,
      // A port of its own: stacks of specs running side by side never meet on the default 9080.
      MANAGEMENT_PORT: 0,
      PUBLIC_URL: url,
      IDENTITY_URL: identityUrl,
      NATS_URL: nats.url,
      REDIS_URL: services.redisUrl,
      SESSION_KEY_PREFIX: `${prefix}:gateway:auth:`,
      RATE_LIMIT_KEY_PREFIX: `${prefix}:gateway:rate-limit:`,
      ...options.gateway,
    });
    cleanup.push(() => gateway.close());

    return {
      url,
      identityUrl,
      identity: { app: identityApp, dataSource: identityApp.get(DataSource), config: identityConfig },
      smtp,
      natsUrl: nats.url,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

export interface SignedUp {
  /** The verification e-mail as the SMTP server received it. */
  message: ParsedMessage;
  /** The link in it (`<gateway>/oidc/verify-email?token=...`). */
  verificationLink: string;
  /** Follows the link in a browser; resolves with the page's status. */
  verify(): Promise<number>;
}

/** The e-mail to `address` whose links include one containing `linkPart`. */
export function deliveredTo(
  stack: PagesStack,
  address: string,
  linkPart: string,
  after = 0,
): Promise<ParsedMessage> {
  return stack.smtp.waitForMessage(
    (message) =>
      stack.smtp.messages.indexOf(message) >= after &&
      message.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
      message.links.some((link) => link.includes(linkPart)),
    15_000,
  );
}

/**
 * Signs a person up on the real sign-up page (through the gateway, with the page's own form
 * token), waits for the verification e-mail the worker delivers and, unless `verify` is false,
 * follows its link.
 */
export async function signUpThroughPages(
  stack: PagesStack,
  account: Account,
  options: { verify?: boolean } = {},
): Promise<SignedUp> {
  const browser = new BrowserClient(stack.url);
  const page = await browser.request('/oidc/sign-up');
  if (page.status !== 200) throw new Error(`the sign-up page answered ${page.status}`);
  const form = readForm(await page.text());
  const submitted = await browser.request(form.action, {
    fields: { ...form.fields, name: account.name, email: account.email, password: account.password },
  });
  if (submitted.status !== 201)
    throw new Error(`sign-up answered ${submitted.status}: ${(await submitted.text()).slice(0, 2000)}`);
  const message = await deliveredTo(stack, account.email, '/oidc/verify-email');
  const verificationLink = message.links.find((link) => link.includes('/oidc/verify-email'))!;
  const verify = async () => {
    const answer = await new BrowserClient(stack.url).request(verificationLink);
    await answer.arrayBuffer();
    return answer.status;
  };
  if (options.verify ?? true) {
    const status = await verify();
    if (status !== 200) throw new Error(`the verification link answered ${status}`);
  }
  return { message, verificationLink, verify };
}

/**
 * Signs in the way the SPA does: `/auth/login?continue=...` → the authorization server → the real
 * login page → `/auth/callback`, which opens the session and sends the browser on. Answers the
 * browser holding the session cookie and where the gateway sent it at the end.
 */
export async function signInThroughPages(
  stack: PagesStack,
  email: string,
  password: string,
  continuePath = '/',
): Promise<{ browser: BrowserClient; landedAt: URL }> {
  const browser = new BrowserClient(stack.url);
  const start = await browser.follow(`/auth/login?continue=${encodeURIComponent(continuePath)}`);
  if (start.response.status !== 200 || !start.url.pathname.startsWith('/oidc/interaction/')) {
    throw new Error(`sign-in did not reach the login page (${start.response.status} ${start.url})`);
  }
  const form = readForm(await start.response.text());
  // Stop once the gateway sends the browser on from /auth/callback: the session is open then.
  const done = await browser.follow(
    form.action,
    { fields: { ...form.fields, email, password } },
    (url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/auth/'),
  );
  if (!browser.cookie('rubrica_session')) {
    throw new Error(
      `sign-in did not open a session (${done.response.status} ${done.url}): ${(await done.response.text()).slice(0, 1000)}`,
    );
  }
  return { browser, landedAt: done.url };
}

/** Signs in through the pages (see `signInThroughPages`); answers the signed-in browser. */
export async function signInBrowser(
  stack: PagesStack,
  email: string,
  password: string,
): Promise<BrowserClient> {
  return (await signInThroughPages(stack, email, password)).browser;
}

/**
 * A new person signed up through the pages and signed in, with an organization of their own
 * created and selected: where most envelope specs start.
 */
export async function signedInWithOrganization(
  stack: IdentityStack,
  account: Account,
  organizationName: string,
): Promise<{ browser: BrowserClient; organizationId: string }> {
  await signUpThroughPages(stack, account);
  const browser = await signInBrowser(stack, account.email, account.password);
  const organization = await browser.api('POST', '/organizations', { json: { name: organizationName } });
  if (organization.status !== 201)
    throw new Error(
      `creating the organization answered ${organization.status}: ${JSON.stringify(organization.body)}`,
    );
  browser.organization = organization.body.id;
  return { browser, organizationId: organization.body.id };
}

/** A client-credentials token for a developer app (openid-client at `<gateway>/oidc/token`), ready to call `/api`. */
export async function bearerClient(
  stack: PagesStack,
  clientId: string,
  secret: string,
  organization?: string,
): Promise<BearerClient> {
  return (await oauthApp(stack.url, clientId, secret)).client(organization);
}
