// The whole envelope journey's processes, each as its own entry point starts it: identity,
// billing, envelopes (HTTP + worker), signing (HTTP + worker), the storage worker (office
// conversion), the notifications worker delivering e-mail to a local SMTP server, and the gateway
// in front. Every process gets its own database; they share one blob directory (the blob store is
// shared platform-wide), one jobs prefix on the real Redis and a NATS server of the stack's own.
import { randomBytes } from 'node:crypto';
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
  type TestSmtpServer,
  freePort,
} from '@rubrica/testing';
import { DataSource } from 'typeorm';
import type { ServiceName } from '../../gateway/src/routes.js';
import type { GatewayConfig } from '../../gateway/src/gateway.config.js';
import { startGateway } from '../../gateway/src/start-gateway.js';
import { AppModule as BillingModule } from '../../services/billing/src/app.module.js';
import { loadBillingConfig } from '../../services/billing/src/billing.config.js';
import { connectBillingRpcServer } from '../../services/billing/src/quota/connect-billing-rpc-server.js';
import { AppModule as EnvelopesModule } from '../../services/envelopes/src/app.module.js';
import {
  loadEnvelopesConfig,
  loadEnvelopesWorkerConfig,
} from '../../services/envelopes/src/envelopes.config.js';
import { connectEnvelopesRpcServer } from '../../services/envelopes/src/public/connect-envelopes-rpc-server.js';
import { WorkerModule as EnvelopesWorkerModule } from '../../services/envelopes/src/worker.module.js';
import { AppModule as IdentityModule } from '../../services/identity/src/app.module.js';
import { loadIdentityConfig } from '../../services/identity/src/identity.config.js';
import { connectIdentityRpcServer } from '../../services/identity/src/principal/connect-identity-rpc-server.js';
import { AppModule as NotificationsModule } from '../../services/notifications/src/app.module.js';
import {
  loadNotificationsConfig,
  loadNotificationsWorkerConfig,
} from '../../services/notifications/src/notifications.config.js';
import { WorkerModule as NotificationsWorkerModule } from '../../services/notifications/src/worker.module.js';
import { connectSigningRpcServer } from '../../services/signing/src/qualified-signatures/connect-signing-rpc-server.js';
import { AppModule as SigningModule } from '../../services/signing/src/app.module.js';
import { loadSigningConfig, loadSigningWorkerConfig } from '../../services/signing/src/signing.config.js';
import { WorkerModule as SigningWorkerModule } from '../../services/signing/src/worker.module.js';
import { AppModule as StorageModule } from '../../services/storage/src/app.module.js';
import { serveFsBlobLinks } from '../../services/storage/src/blob-store/serve-fs-blob-links.js';
import { connectStorageRpcServer } from '../../services/storage/src/items/connect-storage-rpc-server.js';
import { loadStorageConfig, loadStorageWorkerConfig } from '../../services/storage/src/storage.config.js';
import { WorkerModule as StorageWorkerModule } from '../../services/storage/src/worker.module.js';
import { deleteKeys, runAll, type IdentityStack } from './identity-stack.js';
import { startPrivateNats } from './private-nats.js';

export interface EnvelopeStack extends IdentityStack {
  /** The envelopes HTTP process (for assertions only; tests go through the gateway). */
  envelopes: { app: NestExpressApplication; dataSource: DataSource };
  /** Each HTTP service's own address (to show what reaching it without the gateway gets). */
  serviceUrls: Record<'identity' | 'envelopes' | 'signing' | 'storage' | 'billing', string> & {
    /** With `notificationsHttp` only. */
    notifications?: string;
  };
  /** Every HTTP process by service (for reading the routes each declares). */
  apps: Partial<Record<ServiceName, NestExpressApplication>>;
}

export interface EnvelopeStackOptions {
  /** Envelopes settings (HTTP and worker) on top of the stack's. */
  envelopes?: Record<string, string>;
  /** Also the notifications HTTP process (webhook endpoints), which the gateway then reaches. */
  notificationsHttp?: boolean;
  /** Notifications settings (HTTP and worker) on top of the stack's. */
  notifications?: Record<string, string>;
  /** Gateway settings on top of the stack's (e.g. the public rate limits). */
  gateway?: Partial<
    Pick<GatewayConfig, 'PUBLIC_RATE_LIMIT_PER_MINUTE' | 'PUBLIC_TOKEN_RATE_LIMIT_PER_MINUTE'>
  >;
}

export async function startEnvelopeStack(
  name: string,
  options: EnvelopeStackOptions = {},
): Promise<EnvelopeStack> {
  const services = await resolveTestServices();
  const prefix = uniqueName(`e2e_${name}`);
  const cleanup: Array<() => Promise<unknown> | undefined> = [];
  const stop = () => runAll([...cleanup].reverse());
  const database = async (service: string) => {
    const created = await createTestDatabase(`e2e_${service}_${name}`);
    cleanup.push(() => created.drop());
    return created.url;
  };
  const folder = async (kind: string) => {
    const path = await mkdtemp(join(tmpdir(), `e2e-${name}-${kind}-`));
    cleanup.push(() => rm(path, { recursive: true, force: true }));
    return path;
  };

  try {
    const nats = await startPrivateNats(name);
    cleanup.push(() => nats.stop());
    const smtp = await startTestSmtpServer();
    cleanup.push(() => smtp.close());
    cleanup.push(() =>
      deleteKeys(services.redisUrl, [`${prefix}_jobs:`, `${prefix}:identity`, `${prefix}:gateway:`]),
    );
    // Every process's PUBLIC_URL is the gateway, so its port is chosen before anything starts.
    const gatewayPort = await freePort();
    const url = `http://127.0.0.1:${gatewayPort}`;
    const blobRoot = await folder('blobs');
    const jobsPrefix = `${prefix}_jobs`;
    const platform = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      NATS_URL: nats.url,
      REDIS_URL: services.redisUrl,
      JOBS_PREFIX: jobsPrefix,
      BLOB_FS_ROOT: blobRoot,
      PUBLIC_URL: url,
    };
    const http = (app: NestExpressApplication) => {
      cleanup.push(() => app.close());
      return app;
    };

    const identityConfig = {
      ...loadIdentityConfig({
        ...platform,
        DATABASE_URL: await database('identity'),
        REDIS_KEY_PREFIX: `${prefix}:identity`,
        CONTACTS_EVENTS_DURABLE: prefix,
      }),
      PORT: 0,
    };
    const identityApp = http(
      await bootstrapHttpService({
        name: 'identity',
        config: identityConfig,
        module: IdentityModule.forRoot(identityConfig),
        telemetry: false,
        handleSignals: false,
        configure: (app) => connectIdentityRpcServer(app, identityConfig),
      }),
    );

    const billingConfig = {
      ...loadBillingConfig({ ...platform, DATABASE_URL: await database('billing') }),
      PORT: 0,
    };
    const billingApp = http(
      await bootstrapHttpService({
        name: 'billing',
        config: billingConfig,
        module: BillingModule.forRoot(billingConfig),
        telemetry: false,
        handleSignals: false,
        // Payment webhooks are checked against the exact bytes the provider signed.
        rawBody: true,
        configure: (app) => connectBillingRpcServer(app, billingConfig),
      }),
    );

    const envelopesEnv = {
      ...platform,
      DATABASE_URL: await database('envelopes'),
      ENVELOPE_ALLOWED_FILE_TYPES: 'pdf,docx',
      FLOW_EVENTS_DURABLE_PREFIX: `${prefix}_flow`,
      CONVERSION_EVENTS_DURABLE_PREFIX: `${prefix}_conversions`,
      ...options.envelopes,
    };
    const envelopesConfig = { ...loadEnvelopesConfig(envelopesEnv), PORT: 0 };
    const envelopesApp = http(
      await bootstrapHttpService({
        name: 'envelopes',
        config: envelopesConfig,
        module: EnvelopesModule.forRoot(envelopesConfig),
        telemetry: false,
        handleSignals: false,
        configure: (app) => connectEnvelopesRpcServer(app, envelopesConfig),
      }),
    );

    const signingDatabase = await database('signing');
    // The sandbox cloud-certificate provider is served by the signing process itself and called
    // over HTTP by both signing processes, so its address is known before it starts.
    const signingPort = await freePort();
    const signingUrl = `http://127.0.0.1:${signingPort}`;
    const cloudCertificates = { CLOUD_CERTIFICATE_BASE_URL: `${signingUrl}/sandbox/psc` };
    const signingConfig = {
      ...loadSigningConfig({ ...platform, DATABASE_URL: signingDatabase, ...cloudCertificates }),
      PORT: signingPort,
    };
    const signingApp = http(
      await bootstrapHttpService({
        name: 'signing',
        config: signingConfig,
        module: SigningModule.forRoot(signingConfig),
        telemetry: false,
        handleSignals: false,
        // signing.prepare_signable_hashes.v1, and the sandbox cloud-certificate provider it serves.
        configure: (app) => connectSigningRpcServer(app, signingConfig),
      }),
    );

    const storageDatabase = await database('storage');
    const storageConfig = {
      ...loadStorageConfig({ ...platform, DATABASE_URL: storageDatabase }),
      PORT: 0,
    };
    const storageApp = http(
      await bootstrapHttpService({
        name: 'storage',
        config: storageConfig,
        module: StorageModule.forRoot(storageConfig),
        telemetry: false,
        handleSignals: false,
        configure: async (app) => {
          serveFsBlobLinks(app, storageConfig);
          await connectStorageRpcServer(app, storageConfig);
        },
      }),
    );

    const worker = async (start: () => Promise<{ close(): Promise<void> }>) => {
      const started = await start();
      cleanup.push(() => started.close());
    };
    const envelopesWorkerConfig = { ...loadEnvelopesWorkerConfig(envelopesEnv), PORT: 0 };
    await worker(() =>
      bootstrapWorker({
        name: 'envelopes-worker',
        config: envelopesWorkerConfig,
        module: EnvelopesWorkerModule.forRoot(envelopesWorkerConfig),
        telemetry: false,
        handleSignals: false,
      }),
    );
    const signingWorkerConfig = {
      ...loadSigningWorkerConfig({
        ...platform,
        DATABASE_URL: signingDatabase,
        SIGNING_DATA_DIR: await folder('signing'),
        SIGNING_REQUESTS_DURABLE: `${prefix}_signing`,
        SEALING_REQUESTS_DURABLE: `${prefix}_sealing`,
        ...cloudCertificates,
      }),
      PORT: 0,
    };
    await worker(() =>
      bootstrapWorker({
        name: 'signing-worker',
        config: signingWorkerConfig,
        module: SigningWorkerModule.forRoot(signingWorkerConfig),
        telemetry: false,
        handleSignals: false,
      }),
    );
    const storageWorkerConfig = {
      ...loadStorageWorkerConfig({
        ...platform,
        // Where the Debian package puts soffice (as the storage service's own tests look for it).
        PATH: '/usr/local/bin:/usr/bin:/bin',
        DATABASE_URL: storageDatabase,
        CONVERSION_WORK_DIR: await folder('conversions'),
        CONVERSION_REQUESTS_DURABLE: `${prefix}_conversions_requested`,
      }),
      PORT: 0,
    };
    await worker(() =>
      bootstrapWorker({
        name: 'storage-worker',
        config: storageWorkerConfig,
        module: StorageWorkerModule.forRoot(storageWorkerConfig),
        telemetry: false,
        handleSignals: false,
      }),
    );
    const notificationsEnv = {
      ...platform,
      DATABASE_URL: await database('notifications'),
      // One key for both processes: the worker signs with the secrets the HTTP process stored.
      WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
      ...options.notifications,
    };
    let notificationsApp: NestExpressApplication | undefined;
    if (options.notificationsHttp) {
      const notificationsHttpConfig = { ...loadNotificationsConfig(notificationsEnv), PORT: 0 };
      notificationsApp = http(
        await bootstrapHttpService({
          name: 'notifications',
          config: notificationsHttpConfig,
          rawBody: true,
          module: NotificationsModule.forRoot(notificationsHttpConfig),
          telemetry: false,
          handleSignals: false,
        }),
      );
    }
    const notificationsConfig = {
      ...loadNotificationsWorkerConfig({
        ...notificationsEnv,
        SMTP_URL: smtp.url,
        MAIL_OUTBOX_DIR: await folder('mail'),
      }),
      PORT: 0,
    };
    await worker(() =>
      bootstrapWorker({
        name: 'notifications-worker',
        config: notificationsConfig,
        module: NotificationsWorkerModule.forRoot(notificationsConfig),
        telemetry: false,
        handleSignals: false,
      }),
    );

    const identityUrl = httpServiceUrl(identityApp);
    const gateway = await startGateway({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PORT: gatewayPort,
      // A port of its own: stacks of specs running side by side never meet on the default 9080.
      MANAGEMENT_PORT: 0,
      PUBLIC_URL: url,
      IDENTITY_URL: identityUrl,
      ENVELOPES_URL: httpServiceUrl(envelopesApp),
      SIGNING_URL: signingUrl,
      STORAGE_URL: httpServiceUrl(storageApp),
      BILLING_URL: httpServiceUrl(billingApp),
      ...(notificationsApp ? { NOTIFICATIONS_URL: httpServiceUrl(notificationsApp) } : {}),
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
      envelopes: { app: envelopesApp, dataSource: envelopesApp.get(DataSource) },
      serviceUrls: {
        identity: identityUrl,
        envelopes: httpServiceUrl(envelopesApp),
        signing: signingUrl,
        storage: httpServiceUrl(storageApp),
        billing: httpServiceUrl(billingApp),
        ...(notificationsApp ? { notifications: httpServiceUrl(notificationsApp) } : {}),
      },
      apps: {
        identity: identityApp,
        envelopes: envelopesApp,
        signing: signingApp,
        storage: storageApp,
        billing: billingApp,
        ...(notificationsApp ? { notifications: notificationsApp } : {}),
      },
      smtp,
      natsUrl: nats.url,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** The next e-mail to `address` (after the first `after` messages) with a link containing `linkPart`. */
export function mailTo(
  stack: EnvelopeStack,
  address: string,
  linkPart: string,
  after = 0,
  timeoutMs = 30_000,
): Promise<ParsedMessage> {
  return stack.smtp.waitForMessage(
    (message) =>
      stack.smtp.messages.indexOf(message) >= after &&
      message.to.some((to) => to.toLowerCase() === address.toLowerCase()) &&
      message.links.some((link) => link.includes(linkPart)),
    timeoutMs,
  );
}

export type { TestSmtpServer };
