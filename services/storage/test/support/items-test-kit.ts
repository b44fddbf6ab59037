import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import { createBlobStore, type BlobStore } from '@rubrica/blob';
import { RpcClient } from '@rubrica/messaging';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';
import { startTestHttpService } from '@rubrica/service-kit/testing';
import {
  callAsGateway,
  serviceTestGround,
  type ServiceAnswer,
  type ServiceCallOptions,
} from '@rubrica/testing';
import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module.js';
import { serveFsBlobLinks } from '../../src/blob-store/serve-fs-blob-links.js';
import { connectStorageRpcServer } from '../../src/items/connect-storage-rpc-server.js';
import { loadStorageConfig, type StorageConfig } from '../../src/storage.config.js';

/** A plan limit billing answers for one organization (`billing.plan_limits.v1`). */
export type PlanLimit = { limitation: 'storage_bytes' | 'storage'; quantity: number };

export interface Member {
  organizationId: string;
  userId: string;
  headers: Record<string, string>;
}

/** The storage HTTP process with its RPC server, on a NATS of its own with a billing responder. */
export interface ItemsTestApp {
  url: string;
  config: StorageConfig;
  dataSource: DataSource;
  blobs: BlobStore;
  /** A client of the app's NATS, as another service would ask. */
  rpc: RpcClient;
  natsUrl: string;
  /**
   * A member of a new organization (or of `organizationId`), who holds no permission; with
   * `owner`, its owner. Identity's `identity.resolve_principal.v1` knows each as a member.
   */
  member(organizationId?: string, options?: { owner?: boolean }): Member;
  /** What billing answers for the organization's plan (nothing set: no storage limit known). */
  setPlanLimits(organizationId: string, limits: PlanLimit[]): void;
  close(): Promise<void>;
}

export async function startItemsApp(name: string, env: Record<string, string> = {}): Promise<ItemsTestApp> {
  // Its own NATS: on the shared server another file's billing could answer plan_limits first.
  const ground = await serviceTestGround('storage', name, { privateNats: { fallbackToShared: true } });
  const natsUrl = ground.env.NATS_URL;
  const config: StorageConfig = {
    ...loadStorageConfig({ ...ground.env, ...env }),
    PORT: 0,
  };
  const planLimits = new Map<string, PlanLimit[]>();
  const connection: NatsConnection = await connect({ servers: natsUrl });
  const billing: Subscription = connection.subscribe('billing.plan_limits.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const { organizationId } = decodeRpcRequest('billing.plan_limits.v1', packet.data);
      const limits = (planLimits.get(organizationId) ?? []).map(({ limitation, quantity }) => ({
        limitation,
        quantity: BigInt(quantity),
      }));
      const response = encodeRpcResponse('billing.plan_limits.v1', { limits });
      message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
    },
  });
  const memberships = new Set<string>();
  const identity: Subscription = connection.subscribe('identity.resolve_principal.v1', {
    callback: (_error, message) => {
      const packet = message.json<{ id: string; data: never }>();
      const { userId, organizationId } = decodeRpcRequest('identity.resolve_principal.v1', packet.data);
      const member = organizationId !== undefined && memberships.has(`${userId}:${organizationId}`);
      const response = encodeRpcResponse('identity.resolve_principal.v1', {
        user: { id: userId, name: 'Member', email: `${userId}@storage.example`, lang: 'pt-BR' },
        membership: member ? { organization: { id: organizationId, name: 'Organization' } } : undefined,
      });
      message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
    },
  });
  await connection.flush();

  /** Frees what the app was given: the fake responders, NATS, the database and the blob files. */
  const release = async (): Promise<void> => {
    billing.unsubscribe();
    identity.unsubscribe();
    await connection.close();
    await ground.release();
  };
  const started = await startTestHttpService(
    {
      name: 'storage',
      config,
      module: AppModule.forRoot(config),
      configure: async (created) => {
        serveFsBlobLinks(created, config);
        await connectStorageRpcServer(created, config);
      },
    },
    release,
  );
  const rpc = new RpcClient({ natsUrl, name: `storage-${name}-test-client` });
  return {
    url: started.url,
    config,
    dataSource: started.dataSource,
    blobs: createBlobStore(config),
    rpc,
    natsUrl,
    member(organizationId = randomUUID(), options = {}) {
      const userId = randomUUID();
      memberships.add(`${userId}:${organizationId}`);
      return {
        organizationId,
        userId,
        headers: {
          'x-user-id': userId,
          'x-organization-id': organizationId,
          'x-organization-owner': String(options.owner ?? false),
          'x-permissions': '',
          'x-organization-personal': 'false',
        },
      };
    },
    setPlanLimits(organizationId, limits) {
      planLimits.set(organizationId, limits);
    },
    async close() {
      await rpc.close();
      await started.close();
    },
  };
}

export type HttpAnswer = ServiceAnswer;

/**
 * A JSON (or multipart, with `form`) request as the gateway would send it to `service` (storage
 * unless told); a JSON answer is parsed, a PDF read as bytes.
 */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: ServiceCallOptions & { service?: string } = {},
): Promise<HttpAnswer> {
  const { service = 'storage', ...request } = options;
  return callAsGateway(service, baseUrl, method, path, request);
}

/** A PDF of `pages` A4 pages. */
export async function makePdf(pages = 1): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage([595, 842]);
  return Buffer.from(await document.save());
}

/** A PDF carrying a signature dictionary (`/Type /Sig` with `/ByteRange` and `/Contents`). */
export async function makeSignedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]);
  const signature = document.context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: [0, 100, 200, 300],
    Contents: PDFHexString.of('00'.repeat(64)),
  });
  const reference = document.context.register(signature);
  document.catalog.set(PDFName.of('RubricaTestSignature'), reference);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A multipart form with the file and, when given, the folder to put it in (sent first). */
export function uploadForm(bytes: Buffer, fileName: string, parent?: string): FormData {
  const form = new FormData();
  if (parent !== undefined) form.append('parent', parent);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  return form;
}
