// Requests as the envelopes service sends them, and the files they point to.
import { randomUUID } from 'node:crypto';
import { blobKeys, putPdf, readBlob, type BlobStore } from '@rubrica/blob';
import { DrawingKind, timestampNow, type EventInit, type EventMessage } from '@rubrica/proto';
import { halfTransparentPng, makeTestPdf } from './pdf-fixtures.js';
import type { SigningWorkerHarness } from './signing-worker-harness.js';

export interface TestEnvelope {
  organizationId: string;
  envelopeId: string;
}

export interface CurrentRevision {
  documentId: string;
  blobKey: string;
  sha256: string;
  sizeBytes: bigint;
}

export const newEnvelope = (): TestEnvelope => ({ organizationId: randomUUID(), envelopeId: randomUUID() });

/** Stores `bytes` as an uploaded original and returns it as the document's current revision. */
export async function storeDocument(
  blobs: BlobStore,
  envelope: TestEnvelope,
  bytes: Uint8Array,
  documentId: string = randomUUID(),
): Promise<CurrentRevision> {
  const blobKey = blobKeys.documentOriginal(envelope.organizationId, envelope.envelopeId, documentId);
  const stored = await putPdf(blobs, blobKey, bytes);
  return { documentId, blobKey, sha256: stored.sha256, sizeBytes: BigInt(stored.size) };
}

export async function storeImage(blobs: BlobStore, bytes: Uint8Array, type = 'image/png'): Promise<string> {
  const key = `test-images/${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
  await blobs.put(key, Buffer.from(bytes), { contentType: type });
  return key;
}

export function signingRequested(
  envelope: TestEnvelope,
  documents: CurrentRevision[],
  drawings: NonNullable<EventInit<'rubrica.envelopes.recipient.signing_requested'>['drawings']>,
  requestId: string = randomUUID(),
  recipientId: string = randomUUID(),
): EventInit<'rubrica.envelopes.recipient.signing_requested'> {
  return {
    ...envelope,
    isSandbox: false,
    occurredAt: timestampNow(),
    recipientId,
    requestId,
    documents,
    drawings,
  };
}

/** A signature image and the recipient's name under it, on `page` of `documentId`. */
export function signatureDrawings(
  documentId: string,
  page: number,
  imageBlobKey: string,
  name: string,
  y = 0.7,
) {
  return [
    { documentId, page, x: 0.1, y, width: 0.3, height: 0.08, kind: DrawingKind.IMAGE, imageBlobKey },
    { documentId, page, x: 0.1, y: y + 0.09, width: 0.3, height: 0.03, kind: DrawingKind.TEXT, text: name },
  ];
}

export async function bytesOf(blobs: BlobStore, key: string): Promise<Buffer> {
  return readBlob(blobs, key);
}

/**
 * A new envelope's one-page PDF, stored, and the request for `signer` to sign its first page with
 * a half-transparent image of `color`.
 */
export async function oneSignatureRequest(blobs: BlobStore, signer: string, color: [number, number, number]) {
  const envelope = newEnvelope();
  const document = await storeDocument(blobs, envelope, await makeTestPdf());
  const image = await storeImage(blobs, halfTransparentPng(40, 20, color));
  const request = signingRequested(
    envelope,
    [document],
    signatureDrawings(document.documentId, 1, image, signer),
  );
  return { envelope, document, image, request };
}

/** A new envelope's two-page document sealed by the worker; the answer must be `envelope.sealed`. */
export async function sealNewEnvelope(
  signing: SigningWorkerHarness,
  validationCode: string,
): Promise<EventMessage<'rubrica.signing.envelope.sealed'>> {
  const envelope = newEnvelope();
  const document = await storeDocument(signing.blobs, envelope, await makeTestPdf({ pages: 2 }));
  const requestId = randomUUID();
  await signing.publish('rubrica.envelopes.envelope.sealing_requested', {
    ...envelope,
    isSandbox: false,
    occurredAt: timestampNow(),
    requestId,
    documents: [document],
    signaturePage: { validationCode, title: 'Contrato', locale: 'pt-BR' },
  });
  const answer = await signing.answerTo(requestId);
  expect(answer.subject).toBe('rubrica.signing.envelope.sealed');
  return answer.message as EventMessage<'rubrica.signing.envelope.sealed'>;
}
