import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { RpcClient } from '@rubrica/messaging';
import { startTestHttpService } from '@rubrica/service-kit/testing';
import { callAsGateway, eventually, serviceTestGround, type TestDatabase } from '@rubrica/testing';
import { AppModule } from '../../src/app.module.js';
import { loadBillingConfig, type BillingConfig } from '../../src/billing.config.js';
import { connectBillingRpcServer } from '../../src/quota/connect-billing-rpc-server.js';

/** The sandbox's webhook secret in these tests (tests sign their own webhooks with it). */
export const SANDBOX_TEST_SECRET = 'sandbox-webhook-test-secret-0123456789';

/** A billing HTTP process on its own database (and NATS when the binary is there), for API tests. */
export interface BillingTestApp {
  app: NestExpressApplication;
  config: BillingConfig;
  dataSource: DataSource;
  url: string;
  natsUrl: string;
  /** A client of the process's NATS RPC, as another service calls it (connects on first request). */
  rpc: RpcClient;
  database: TestDatabase;
  /** Calls a billing route as the gateway would for `caller`; answers status and JSON body. */
  call<T = unknown>(
    caller: Record<string, string>,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
  /** Stops the process; its database is dropped unless `keepDatabase` (a restart test reuses it). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export interface BillingTestAppOptions {
  /** Start on this database (left by an earlier app of the same test) instead of a new one. */
  database?: TestDatabase;
}

export async function startBillingTestApp(
  name: string,
  env: Record<string, string> = {},
  options: BillingTestAppOptions = {},
): Promise<BillingTestApp> {
  const ground = await serviceTestGround('billing', name, {
    privateNats: { fallbackToShared: true },
    database: options.database,
  });
  const config = {
    ...loadBillingConfig({
      ...ground.env,
      // Each app its own queue keys, so another test file's billing never takes its jobs.
      JOBS_PREFIX: `test-billing-${randomUUID().slice(0, 8)}`,
      SANDBOX_WEBHOOK_SECRET: SANDBOX_TEST_SECRET,
      ...env,
    }),
    PORT: 0,
  };
  const { app, url, dataSource } = await startTestHttpService(
    {
      name: 'billing',
      config,
      module: AppModule.forRoot(config),
      rawBody: true,
      configure: (nest) => connectBillingRpcServer(nest, config),
    },
    ground.release,
  );
  // The sandbox's webhooks come straight back to this process (no gateway in these tests).
  if (!env.SANDBOX_WEBHOOK_URL) config.SANDBOX_WEBHOOK_URL = `${url}/p/billing/webhooks/sandbox`;
  const natsUrl = ground.env.NATS_URL;
  const rpc = new RpcClient({ natsUrl, name: `billing-${name}-spec` });
  return {
    app,
    config,
    dataSource,
    url,
    natsUrl,
    rpc,
    database: ground.database,
    async call(caller, method, path, body) {
      const answer = await callAsGateway('billing', url, method, path, { headers: caller, json: body });
      return { status: answer.status, body: answer.body };
    },
    async close(closing = {}) {
      await rpc.close();
      await app.close();
      await ground.release(closing);
    },
  };
}

/** The headers the gateway sends for a caller of `organizationId`: the owner, or a member holding `permissions`. */
export function callerOf(
  organizationId: string,
  options: { owner?: boolean; permissions?: string[]; userId?: string } = {},
): Record<string, string> {
  return {
    'x-user-id': options.userId ?? randomUUID(),
    'x-organization-id': organizationId,
    'x-organization-owner': options.owner ? 'true' : 'false',
    'x-permissions': (options.permissions ?? []).join(','),
    'x-organization-personal': 'false',
  };
}

/** The headers the gateway sends for the owner of `organizationId`. */
export const ownerOf = (organizationId: string) => callerOf(organizationId, { owner: true });

/**
 * Reads until `done` holds of what it read (work the billing queue and the sandbox's webhooks do
 * in the background); the deadline only keeps a broken test from hanging.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  let last: { value: T } | undefined;
  const probe = async () => {
    last = { value: await read() };
    return done(last.value) ? last : undefined;
  };
  try {
    return (await eventually(probe, what, timeoutMs)).value;
  } catch {
    throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last?.value)}`);
  }
}

/** The sandbox's page behind `url` (a checkout_url or a boleto's page), as the payer's browser asks it. */
export async function sandboxPage(
  billing: BillingTestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<string> {
  return (
    await fetch(`${billing.url}/p/billing/sandbox/checkout/${url.split('/').pop()}`, { headers })
  ).text();
}

/**
 * Starts a payment on `path` as the owner of `organizationId`, naming no card or payer, and answers
 * the provider's hosted page it leads to (the checkout_url).
 */
export async function hostedCheckoutUrl(
  billing: BillingTestApp,
  organizationId: string,
  path: string,
): Promise<string> {
  const started = await billing.call<{ checkout_url?: string }>(ownerOf(organizationId), 'POST', path, {});
  expect(started.status).toBe(200);
  expect(started.body.checkout_url).toContain('/p/billing/sandbox/checkout/');
  return started.body.checkout_url!;
}

/** A Brazilian payer a boleto can be issued to: CPF and the whole address (§3 "Subscribe request"). */
export const BOLETO_PAYER = {
  name: 'Olga Matriz',
  email: 'olga@matriz.example',
  document: '529.982.247-25',
  zip_code: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
