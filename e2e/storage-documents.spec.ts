// A stored PDF goes into an envelope: the storage service (HTTP and its `storage.get_item.v1`
// responder) and the envelopes service side by side on one NATS and one blob store, called with
// the headers the gateway sets. Identity is stood in for by a responder of its principal call.
import { createHash, randomUUID } from 'node:crypto';
import { Controller, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload } from '@nestjs/microservices';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppError } from '@rubrica/errors';
import { connectRpcServer } from '@rubrica/messaging';
import { decodeRpcRequest, encodeRpcResponse } from '@rubrica/proto';
import { bootstrapHttpService, httpServiceUrl } from '@rubrica/service-kit';
import { createTestDatabase, uniqueName, type TestDatabase } from '@rubrica/testing';
import { DataSource } from 'typeorm';
import { AppModule as EnvelopesModule } from '../services/envelopes/src/app.module.js';
import { loadEnvelopesConfig } from '../services/envelopes/src/envelopes.config.js';
import {
  call,
  makePdf,
  startItemsApp,
  uploadForm,
  type ItemsTestApp,
  type Member,
} from '../services/storage/test/support/items-test-kit.js';

let storage: ItemsTestApp;
let envelopes: NestExpressApplication;
let envelopesUrl: string;
let envelopesDatabase: TestDatabase;
let principal: INestApplication;
const users = new Map<string, { id: string; name: string; email: string }>();

beforeAll(async () => {
  storage = await startItemsApp('e2e_documents');
  const principalSubject = uniqueName('principal_storage_documents');
  principal = await startPrincipal(principalSubject, storage.natsUrl);
  envelopesDatabase = await createTestDatabase('e2e_envelopes_storage_documents');
  const config = {
    ...loadEnvelopesConfig({
      LOG_LEVEL: 'silent',
      DATABASE_URL: envelopesDatabase.url,
      NATS_URL: storage.natsUrl,
      REDIS_URL: storage.config.REDIS_URL,
      // The blob store is shared platform-wide: envelopes reads the stored file where storage put it.
      BLOB_FS_ROOT: storage.config.BLOB_FS_ROOT,
      PRINCIPAL_RPC_SUBJECT: principalSubject,
      FLOW_EVENTS_DURABLE_PREFIX: uniqueName('flow_storage_documents'),
      CONVERSION_EVENTS_DURABLE_PREFIX: uniqueName('conversions_storage_documents'),
      JOBS_PREFIX: uniqueName('jobs_storage_documents'),
    }),
    PORT: 0,
  };
  envelopes = await bootstrapHttpService({
    name: 'envelopes',
    config,
    module: EnvelopesModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
  });
  envelopesUrl = httpServiceUrl(envelopes);
});

afterAll(async () => {
  await envelopes?.close();
  await envelopesDatabase?.drop();
  await principal?.close();
  await storage?.close();
});

/** A sender of a new organization, known to the principal responder. */
function sender(organizationId?: string): Member {
  const member = storage.member(organizationId);
  users.set(member.userId, {
    id: member.userId,
    name: 'Sofia Sender',
    email: `${member.userId}@example.com`,
  });
  return { ...member, headers: { ...member.headers, 'x-permissions': 'send_envelopes' } };
}

async function draft(member: Member): Promise<string> {
  const answer = await call(envelopesUrl, 'POST', '/envelopes', {
    service: 'envelopes',
    headers: member.headers,
    json: { title: 'T' },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const attach = (member: Member, envelopeId: string, itemId: string) =>
  call(envelopesUrl, 'POST', `/envelopes/${envelopeId}/documents`, {
    service: 'envelopes',
    headers: member.headers,
    json: { item_id: itemId },
  });

describe('a stored PDF added to an envelope', () => {
  it('is copied into the envelope, which keeps it after the stored file is deleted', async () => {
    const sofia = sender();
    const pdf = await makePdf(3);
    const upload = await call(storage.url, 'POST', '/items/upload', {
      headers: sofia.headers,
      form: uploadForm(pdf, 'Contrato guardado.pdf'),
    });
    expect(upload.status).toBe(201);
    const envelopeId = await draft(sofia);

    const answer = await attach(sofia, envelopeId, upload.body.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Contrato guardado.pdf',
      pages: 3,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });

    expect(
      (await call(storage.url, 'DELETE', `/items/${upload.body.id}`, { headers: sofia.headers })).status,
    ).toBe(204);
    const documents: Array<{ id: string }> = await envelopes
      .get(DataSource)
      .query('SELECT id FROM documents WHERE envelope_id = $1', [envelopeId]);
    expect(documents).toEqual([{ id: answer.body.id }]);
    const key = `envelopes/${sofia.organizationId}/${envelopeId}/documents/${answer.body.id}/original.pdf`;
    expect((await storage.blobs.stat(key)).size).toBe(pdf.length);
  });

  it('is not found for another organization, nor once deleted; a folder is refused', async () => {
    const owner = sender();
    const stranger = sender();
    const upload = await call(storage.url, 'POST', '/items/upload', {
      headers: owner.headers,
      form: uploadForm(await makePdf(), 'private.pdf'),
    });
    const strangersDraft = await draft(stranger);
    const foreign = await attach(stranger, strangersDraft, upload.body.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ message: 'Item not found.' });

    const folder = await call(storage.url, 'POST', '/items', {
      headers: owner.headers,
      json: { name: 'Pasta' },
    });
    const ownersDraft = await draft(owner);
    const asFolder = await attach(owner, ownersDraft, folder.body.id);
    expect(asFolder.status).toBe(422);
    expect(asFolder.body.errors).toEqual({ item_id: ['The item is a folder: choose a PDF file.'] });

    await call(storage.url, 'DELETE', `/items/${upload.body.id}`, { headers: owner.headers });
    expect((await attach(owner, ownersDraft, upload.body.id)).status).toBe(404);
    expect((await attach(owner, ownersDraft, randomUUID())).status).toBe(404);
  });
});

/** Answers `identity.resolve_principal.v1` on the test's own subject, as identity does. */
async function startPrincipal(subject: string, natsUrl: string): Promise<INestApplication> {
  @Controller()
  class PrincipalController {
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

  @Module({ controllers: [PrincipalController] })
  class PrincipalModule {}

  const app = await NestFactory.create(PrincipalModule, { logger: false });
  connectRpcServer(app, { natsUrl, queue: subject, shutdownGraceMs: 0 });
  await app.startAllMicroservices();
  await app.init();
  return app;
}
