import { createHash, randomUUID } from 'node:crypto';
import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createBlobStore, type BlobStore } from '@rubrica/blob';
import { AppError } from '@rubrica/errors';
import { connectRpcServer } from '@rubrica/messaging';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';
import { startTestHttpService } from '@rubrica/service-kit/testing';
import { serviceTestGround, uniqueName } from '@rubrica/testing';
import { PDFDocument } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { loadEnvelopesConfig, type EnvelopesConfig } from '../src/envelopes.config.js';
import { call, memberHeaders, type HttpAnswer } from './gateway-request.js';

export interface TestUser {
  id: string;
  name: string;
  email: string;
}

/** A member of an organization, with the headers the gateway would send for them. */
export interface TestMember {
  user: TestUser;
  organizationId: string;
  headers: Record<string, string>;
}

/** The envelopes HTTP process on a fresh database and blob folder, and a stand-in for identity. */
export interface DraftingTestApp {
  url: string;
  app: NestExpressApplication;
  dataSource: DataSource;
  blobs: BlobStore;
  config: EnvelopesConfig;
  /** A user identity knows, member of `organizationId` (a new one when absent). */
  member(options?: {
    organizationId?: string;
    flags?: string[];
    owner?: boolean;
    name?: string;
    email?: string;
  }): TestMember;
  close(): Promise<void>;
}

export async function startDraftingApp(
  name: string,
  env: Record<string, string> = {},
): Promise<DraftingTestApp> {
  const ground = await serviceTestGround('envelopes', name);
  const principalSubject = uniqueName(`principal_${name}`);
  const users = new Map<string, TestUser>();
  const principal = await startFakePrincipal(principalSubject, users, ground.env.NATS_URL);
  const config: EnvelopesConfig = {
    ...loadEnvelopesConfig({
      ...ground.env,
      PRINCIPAL_RPC_SUBJECT: principalSubject,
      FLOW_EVENTS_DURABLE_PREFIX: uniqueName(`flow_${name}`),
      CONVERSION_EVENTS_DURABLE_PREFIX: uniqueName(`conversions_${name}`),
      JOBS_PREFIX: uniqueName(`jobs_${name}`),
      ...env,
    }),
    PORT: 0,
  };
  /** Frees what the app was given: the fake principal, its database and blob files. */
  const release = async (): Promise<void> => {
    await principal.close();
    await ground.release();
  };
  const started = await startTestHttpService(
    {
      name: 'envelopes',
      config,
      module: AppModule.forRoot(config),
    },
    release,
  );
  return {
    ...started,
    blobs: createBlobStore(config),
    config,
    member(options = {}) {
      const id = randomUUID();
      const user = {
        id,
        name: options.name ?? `User ${id.slice(0, 6)}`,
        email: (options.email ?? `${id}@example.com`).toLowerCase(),
      };
      users.set(id, user);
      const organizationId = options.organizationId ?? randomUUID();
      return {
        user,
        organizationId,
        headers: memberHeaders(id, organizationId, options.flags, options.owner),
      };
    },
  };
}

/** Answers `identity.resolve_principal.v1` as identity does, from `users`, on the test's own subject. */
async function startFakePrincipal(
  subject: string,
  users: Map<string, TestUser>,
  natsUrl: string,
): Promise<{ close(): Promise<void> }> {
  @Controller()
  class FakePrincipalController {
    @MessagePattern(subject)
    resolve(@Payload() payload: unknown) {
      const { userId } = decodeRpcRequest('identity.resolve_principal.v1', payload as never);
      const user = users.get(userId);
      if (!user) throw AppError.notFound('user.not_found', 'User not found.');
      return encodeRpcResponse('identity.resolve_principal.v1', {
        user: { ...user, lang: 'pt-BR', emailVerified: true, registrationCompleted: true },
      });
    }
  }

  @Module({ controllers: [FakePrincipalController] })
  class FakePrincipalModule {}

  const app: INestApplication = await NestFactory.create(FakePrincipalModule, { logger: false });
  connectRpcServer(app, { natsUrl, queue: subject, shutdownGraceMs: 0 });
  await app.startAllMicroservices();
  await app.init();
  return { close: () => app.close() };
}

type MemberOptions = Parameters<DraftingTestApp['member']>[0];

/**
 * The app a spec file drafts against, started before its tests (`beforeAll`, ahead of the file's
 * own hooks) and closed after them, with `sender`, a member of a new organization. Both objects
 * are filled in when the app is up, so a file destructures them once at its top.
 */
export function useDraftingApp(
  name: string,
  options: {
    /** Settings over the defaults; a function when they must be worked out first. */
    env?: Record<string, string> | (() => Promise<Record<string, string>>);
    sender?: MemberOptions;
  } = {},
): { app: DraftingTestApp; sender: TestMember } {
  const app = {} as DraftingTestApp;
  const sender = {} as TestMember;
  let started: DraftingTestApp | undefined;
  beforeAll(async () => {
    const env = typeof options.env === 'function' ? await options.env() : options.env;
    started = await startDraftingApp(name, env);
    Object.assign(app, started);
    Object.assign(sender, started.member(options.sender));
  });
  afterAll(async () => {
    await started?.close();
  });
  return { app, sender };
}

export { call, type HttpAnswer };

/**
 * Adds a recipient to `envelopeId` through the API (e-mail, or face-to-face for an in-person
 * signer) and, when `state` is given, puts them in it directly; their id.
 */
export async function addRecipient(
  app: DraftingTestApp,
  member: TestMember,
  envelopeId: string,
  recipient: { email: string; type?: string; name?: string; state?: string },
): Promise<string> {
  const type = recipient.type ?? 'signer';
  const via = type === 'in-person-signer' ? 'face-to-face' : 'email';
  const added = await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
    headers: member.headers,
    json: { type, addressees: [{ via, value: recipient.email, name: recipient.name ?? 'R' }] },
  });
  if (added.status !== 201) throw new Error(`adding a recipient answered ${added.status}`);
  if (recipient.state)
    await app.dataSource.query('UPDATE recipients SET state = $2 WHERE id = $1', [
      added.body.id,
      recipient.state,
    ]);
  return added.body.id;
}

/** A PDF with `pages` pages of the given size in points (A4 portrait by default). */
export async function makePdf(pages = 1, size: [number, number] = [595, 842]): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) document.addPage(size);
  return Buffer.from(await document.save());
}

/** A multipart form with one file part. */
export function fileForm(
  bytes: Buffer,
  fileName: string,
  field = 'file',
  type = 'application/pdf',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), fileName);
  return form;
}

/** Checks that `answer` is the 201 of `pdf` added as the envelope's first document; its SHA-256. */
export function expectFirstDocument(
  answer: HttpAnswer,
  pdf: Buffer,
  described: { name: string; pages: number },
) {
  expect(answer.status).toBe(201);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  expect(answer.body).toMatchObject({ ...described, size: pdf.length, sha256, position: 1 });
  return sha256;
}

/**
 * An image content as a multipart form: the file, then a box on page 1 (0.2 × 0.1 at the origin
 * unless `fields` says otherwise) and any other form field.
 */
export function imageContentForm(
  image: { bytes: Buffer; name: string; type: string },
  fields: Record<string, string> = {},
): FormData {
  const form = fileForm(image.bytes, image.name, 'file', image.type);
  const box = { type: 'image', page: '1', x_axis: '0', y_axis: '0', width: '0.2', height: '0.1' };
  for (const [key, value] of Object.entries({ ...box, ...fields })) form.append(key, value);
  return form;
}

/** A grey 1×1 PNG. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO4e/cuAATTAmIvuXlkAAAAAElFTkSuQmCC',
  'base64',
);

/** One day after now, as ISO text: the earliest deadline section 5 allows is tomorrow. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();
}
