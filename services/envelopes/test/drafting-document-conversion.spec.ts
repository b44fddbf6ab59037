import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ensureStream, type EventOutcome } from '@rubrica/messaging';
import { publishTestEvent } from '@rubrica/service-kit/testing';
import { outboxPayloads } from './envelopes-database.js';
import { STREAMS, timestampNow, type EventInit } from '@rubrica/proto';
import { DocumentConversionConsumer } from '../src/documents/document-conversion.consumer.js';
import { call, fileForm, makePdf, useDraftingApp } from './drafting-support.js';

type Answer = 'rubrica.storage.document.converted' | 'rubrica.storage.document.conversion_failed';

const { app, sender } = useDraftingApp('document_conversion', {
  env: { ENVELOPE_ALLOWED_FILE_TYPES: 'pdf, DOCX' },
});
let nats: NatsConnection;

beforeAll(async () => {
  nats = await connect({ servers: app.config.NATS_URL });
  await ensureStream(await jetstreamManager(nats), {
    name: STREAMS.storage.name,
    subjects: [...STREAMS.storage.subjects],
  });
});

afterAll(async () => {
  await nats?.drain();
});

/** Publishes an answer as the storage service's relay would, and waits until it is applied. */
async function answer<S extends Answer>(subject: S, message: EventInit<S>): Promise<EventOutcome> {
  const id = randomUUID();
  const settled = new Promise<EventOutcome>((resolve) => {
    const stop = app.app.get(DocumentConversionConsumer).onOutcome((outcome) => {
      if (outcome.eventId !== id) return;
      stop();
      resolve(outcome);
    });
  });
  await publishTestEvent(nats, subject, message, id);
  return settled;
}

async function uploadDocx(envelopeId: string) {
  return call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
    headers: sender.headers,
    form: fileForm(
      Buffer.from('PK\u0003\u0004 a word document'),
      'Proposta comercial.docx',
      'file',
      'application/octet-stream',
    ),
  });
}

async function conversionRequest(documentId: string) {
  const requests = await outboxPayloads<Record<string, string>>(
    app.dataSource,
    'rubrica.envelopes.document.conversion_requested',
  );
  return requests.find((payload) => payload.documentId === documentId)!;
}

/** The storage service's answer that the document (of the sender's organization) could not be converted. */
function conversionFailed(
  envelopeId: string,
  documentId: string,
  requestId: string,
  failureMessage: string,
): Promise<EventOutcome> {
  return answer('rubrica.storage.document.conversion_failed', {
    envelopeId,
    organizationId: sender.organizationId,
    occurredAt: timestampNow(),
    documentId,
    requestId,
    failureCode: 'conversion.failed',
    failureMessage,
  });
}

const newEnvelope = async () =>
  (await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'C' } })).body
    .id as string;

const extended = async (envelopeId: string) =>
  (await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=true`, { headers: sender.headers })).body;

describe('an office document allowed by the configuration', () => {
  it('is kept as uploaded and sent to the storage service for conversion', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({
      name: 'Proposta comercial.docx',
      conversion_status: 'converting',
      pages: 0,
    });
    const request = await conversionRequest(upload.body.id);
    const prefix = `envelopes/${sender.organizationId}/${envelopeId}/documents/${upload.body.id}`;
    expect(request).toMatchObject({
      envelopeId,
      organizationId: sender.organizationId,
      sourceBlobKey: `${prefix}/source.docx`,
      sourceName: 'Proposta comercial.docx',
      targetBlobKey: `${prefix}/original.pdf`,
    });
    expect(await app.blobs.exists(request.sourceBlobKey!)).toBe(true);
  });

  it('takes no fields until it is a PDF', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    const answer = await call(
      app.url,
      'POST',
      `/envelopes/${envelopeId}/documents/${upload.body.id}/contents`,
      {
        headers: sender.headers,
        json: { type: 'text', value: 'x', page: 1, x_axis: 0, y_axis: 0, width: 0.2, height: 0.1 },
      },
    );
    expect(answer.status).toBe(412);
    expect(answer.body).toMatchObject({
      message: 'The document is not a PDF yet: it is being converted, or its conversion failed.',
    });
  });

  it('becomes a document like any other when the PDF arrives: pages, hash, history and document.added', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    const request = await conversionRequest(upload.body.id);
    const pdf = await makePdf(2);
    const stored = await app.blobs.put(request.targetBlobKey!, pdf, {
      size: pdf.length,
      contentType: 'application/pdf',
    });

    const outcome = await answer('rubrica.storage.document.converted', {
      envelopeId,
      organizationId: sender.organizationId,
      occurredAt: timestampNow(),
      documentId: upload.body.id,
      requestId: request.requestId!,
      blobKey: request.targetBlobKey!,
      sha256: stored.sha256,
      sizeBytes: BigInt(pdf.length),
      pageCount: 2,
    });
    expect(outcome.kind).toBe('applied');

    const [document] = (await extended(envelopeId)).documents;
    expect(document).toMatchObject({
      conversion_status: null,
      pages: 2,
      sha256: stored.sha256,
      size: pdf.length,
    });
    expect(await outboxPayloads(app.dataSource, 'rubrica.envelopes.document.added')).toContainEqual(
      expect.objectContaining({
        envelopeId,
        document: expect.objectContaining({ id: upload.body.id, pageCount: 2 }),
      }),
    );
    const events = await call(app.url, 'GET', `/envelopes/${envelopeId}/events?sort=created_at`, {
      headers: sender.headers,
    });
    expect(events.body.data.map((event: { type: string }) => event.type)).toEqual([
      'envelope.created',
      'document.conversion_requested',
      'document.added',
    ]);
  });

  it('is marked failed with the reason when the conversion fails', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    const request = await conversionRequest(upload.body.id);
    const outcome = await conversionFailed(
      envelopeId,
      upload.body.id,
      request.requestId!,
      'The file is damaged.',
    );
    expect(outcome.kind).toBe('applied');
    const [document] = (await extended(envelopeId)).documents;
    expect(document).toMatchObject({
      conversion_status: 'failed',
      conversion_error: 'The file is damaged.',
      conversion_error_code: 'conversion.failed',
    });
  });

  it('ignores an answer to another request and keeps waiting', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    const request = await conversionRequest(upload.body.id);
    const outcome = await conversionFailed(envelopeId, upload.body.id, randomUUID(), 'late');
    expect(outcome.kind).toBe('applied');
    expect((await extended(envelopeId)).documents[0].conversion_status).toBe('converting');
    expect(await app.blobs.exists(request.sourceBlobKey!)).toBe(true);
  });

  it('is removed with its uploaded file', async () => {
    const envelopeId = await newEnvelope();
    const upload = await uploadDocx(envelopeId);
    const request = await conversionRequest(upload.body.id);
    const removed = await call(app.url, 'DELETE', `/envelopes/${envelopeId}/documents/${upload.body.id}`, {
      headers: sender.headers,
    });
    expect(removed.status).toBe(204);
    expect(await app.blobs.exists(request.sourceBlobKey!)).toBe(false);
  });

  it('is refused when its type is not in the allowed list, which the error names', async () => {
    const envelopeId = await newEnvelope();
    const answer = await call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
      headers: sender.headers,
      form: fileForm(Buffer.from('x'), 'a.odt'),
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'INVALID_FILE_TYPE',
      errors: { file: ['The file must be of type: pdf, docx.'] },
    });
  });
});
