import { createHash, randomUUID } from 'node:crypto';
import { DrawingKind, timestampNow, type EventInit } from '@rubrica/proto';
import { inspectPdf } from '../src/pdf/index.js';
import { halfTransparentPng, makeTestPdf } from './pdf-fixtures.js';
import { embeddedFile, pdfsig, pdftotext, qpdfCheck, renderJpeg } from './pdf-checkers.js';
import { eventually, startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import {
  bytesOf,
  newEnvelope,
  signatureDrawings,
  signingRequested,
  storeDocument,
  storeImage,
  oneSignatureRequest,
  type CurrentRevision,
  type TestEnvelope,
} from './signing-test-requests.js';

const sha = (algorithm: 'sha256' | 'sha1', bytes: Uint8Array) =>
  createHash(algorithm).update(bytes).digest('hex');

let signing: SigningWorkerHarness;

/** What the envelopes service attaches: its history export (the content is its business). */
const HISTORY_JSON = JSON.stringify({ format: 'rubrica.envelope-history.v1', entries: [{ sequence: 1 }] });

beforeAll(async () => {
  signing = await startSigningWorker('requests');
});

afterAll(async () => {
  await signing?.close();
});

/**
 * The bytes of a document's new revision named `name` (and of the `earlier` revision it was made
 * from), once its answer is checked against them: its key, SHA-256 and size, and the earlier
 * revision kept byte for byte at its start (revisions are appended, never rewritten).
 */
async function appendedRevision(
  envelope: TestEnvelope,
  revision: CurrentRevision,
  name: string,
  earlier: CurrentRevision,
): Promise<{ bytes: Buffer; earlier: Buffer }> {
  const earlierBytes = await bytesOf(signing.blobs, earlier.blobKey);
  const bytes = await bytesOf(signing.blobs, revision.blobKey);
  expect(revision.blobKey).toBe(
    `envelopes/${envelope.organizationId}/${envelope.envelopeId}/documents/${revision.documentId}/${name}.pdf`,
  );
  expect(revision.sha256).toBe(sha('sha256', bytes));
  expect(revision.sizeBytes).toBe(BigInt(bytes.length));
  expect(bytes.subarray(0, earlierBytes.length).equals(earlierBytes)).toBe(true);
  return { bytes, earlier: earlierBytes };
}

/** A one-letter text drawing in the top-left corner of `page`. */
function textDrawing(documentId: string, page = 1) {
  return { documentId, page, x: 0.1, y: 0.1, width: 0.3, height: 0.05, kind: DrawingKind.TEXT, text: 'x' };
}

function sealingRequested(
  envelope: TestEnvelope,
  documents: CurrentRevision[],
  signaturePage: NonNullable<EventInit<'rubrica.envelopes.envelope.sealing_requested'>['signaturePage']>,
  requestId: string = randomUUID(),
): EventInit<'rubrica.envelopes.envelope.sealing_requested'> {
  return { ...envelope, isSandbox: false, occurredAt: timestampNow(), requestId, documents, signaturePage };
}

describe('recipient revisions and sealing', () => {
  it('appends one revision per recipient in order, then seals every document and the signature page so pdfsig and qpdf accept them', async () => {
    const envelope = newEnvelope();
    const contract = await storeDocument(signing.blobs, envelope, await makeTestPdf({ pages: 2 }));
    // Pages turned 90, 180 and 270 degrees: drawings follow the page as displayed.
    const annex = await storeDocument(
      signing.blobs,
      envelope,
      await makeTestPdf({ pages: 3, rotations: [90, 180, 270] }),
    );
    let current = [contract, annex];
    const signers = ['Ana Souza', 'Bruno Lima', 'Carla Dias'];

    for (const [index, name] of signers.entries()) {
      const image = await storeImage(signing.blobs, halfTransparentPng(60, 30, [0, 0, 200]));
      const drawings = [
        ...signatureDrawings(contract.documentId, 2, image, name, 0.1 + index * 0.25),
        ...signatureDrawings(annex.documentId, index + 1, image, name),
      ];
      const request = signingRequested(envelope, current, drawings);
      await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
      const answer = await signing.answerTo(request.requestId!);
      expect(answer.subject).toBe('rubrica.signing.recipient.applied');
      const applied = answer.message as { documents: CurrentRevision[]; recipientId: string };
      expect(applied.recipientId).toBe(request.recipientId);
      expect(applied.documents.map((document) => document.documentId)).toEqual([
        contract.documentId,
        annex.documentId,
      ]);

      for (const [position, revision] of applied.documents.entries()) {
        const { bytes, earlier } = await appendedRevision(
          envelope,
          revision,
          `rev-${request.requestId}`,
          current[position]!,
        );
        expect(bytes.length).toBeGreaterThan(earlier.length);
        expect((await qpdfCheck(bytes)).ok).toBe(true);
      }
      current = applied.documents;
    }

    const annexPages = (await inspectPdf(await bytesOf(signing.blobs, current[1].blobKey))).pages;
    expect(annexPages.map((page) => page.rotation)).toEqual([90, 180, 270]);

    const photo = await storeImage(signing.blobs, await renderJpeg(await makeTestPdf()), 'image/jpeg');
    const request = sealingRequested(envelope, current, {
      validationCode: 'RBK-7Q2M-XY',
      verifierUrl: 'https://rubrica.example/verify',
      title: 'Service agreement',
      subject: 'Please sign the agreement',
      senderName: 'Sofia Mendes',
      senderEmail: 'sofia@example.com',
      createdAt: '2026-11-20T10:00:00Z',
      sentAt: '2026-11-20T10:05:00Z',
      completedAt: '2026-11-21T16:30:00Z',
      locale: 'en',
      documents: [
        {
          documentId: contract.documentId,
          name: 'contract.pdf',
          sha256: contract.sha256,
          sha1: 'a'.repeat(40),
          pageCount: 2,
        },
        {
          documentId: annex.documentId,
          name: 'annex.pdf',
          sha256: annex.sha256,
          sha1: 'b'.repeat(40),
          pageCount: 3,
        },
      ],
      recipients: signers.map((name, index) => ({
        name,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        type: index === 1 ? 'approver' : 'signer',
        signatureType: 'simple',
        state: 'done',
        identifiers: [
          { code: 'CPF', title: 'CPF', value: `123.456.789-0${index}` },
          ...(index === 0 ? [{ code: 'PHOTO', title: 'Photo', value: photo }] : []),
        ],
        actions: [
          {
            action: index === 1 ? 'approved' : 'signed',
            occurredAt: `2026-11-2${index}T12:00:00Z`,
            ipAddress: `203.0.113.${10 + index}`,
            userAgent: 'Mozilla/5.0',
            latitude: -23.55052,
            longitude: -46.633308,
          },
        ],
      })),
      events: [
        {
          message: 'Envelope sent to 3 recipients',
          occurredAt: '2026-11-20T10:05:00Z',
          actor: 'Sofia Mendes',
          ipAddress: '198.51.100.7',
        },
      ],
      historyJson: HISTORY_JSON,
    });
    await signing.publish('rubrica.envelopes.envelope.sealing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect({
      subject: answer.subject,
      failure: (answer.message as { failureMessage?: string }).failureMessage,
    }).toEqual({ subject: 'rubrica.signing.envelope.sealed', failure: undefined });
    const sealed = answer.message as {
      documents: Array<CurrentRevision & { sha1: string }>;
      signaturePage: CurrentRevision & { sha1: string };
    };

    for (const [position, document] of sealed.documents.entries()) {
      const { bytes } = await appendedRevision(
        envelope,
        document,
        `sealed-${request.requestId}`,
        current[position]!,
      );
      expect(document.sha1).toBe(sha('sha1', bytes));
      const signatures = await pdfsig(bytes);
      expect(signatures).toHaveLength(1);
      expect(signatures[0]).toMatchObject({ valid: true, totalDocumentSigned: true });
      expect(signatures[0].signatureType).toMatch(/ETSI\.CAdES\.detached/);
      expect((await qpdfCheck(bytes)).ok).toBe(true);
    }

    const page = await bytesOf(signing.blobs, sealed.signaturePage.blobKey);
    expect(sealed.signaturePage.documentId).toBe('');
    expect(sealed.signaturePage.blobKey).toBe(
      `envelopes/${envelope.organizationId}/${envelope.envelopeId}/signature-page-${request.requestId}.pdf`,
    );
    expect(sealed.signaturePage.sha256).toBe(sha('sha256', page));
    expect(sealed.signaturePage.sha1).toBe(sha('sha1', page));
    expect((await pdfsig(page)).map((signature) => signature.valid)).toEqual([true]);
    expect((await qpdfCheck(page)).ok).toBe(true);
    // The history travels inside the sealed revision, as the request gave it.
    expect((await embeddedFile(page, 'history.json'))?.toString('utf8')).toBe(HISTORY_JSON);
    const text = await pdftotext(page);
    for (const expected of [
      'Signature page',
      'Service agreement',
      'Please sign the agreement',
      'Sofia Mendes <sofia@example.com>',
      'RBK-7Q2M-XY',
      'https://rubrica.example/verify?code=RBK-7Q2M-XY',
      'contract.pdf',
      // The sealed copies' hashes, which the verifier matches, not what the request carried.
      sealed.documents[0].sha256,
      sealed.documents[0].sha1,
      'annex.pdf',
      sealed.documents[1].sha1,
      'Ana Souza',
      'Bruno Lima',
      'Carla Dias',
      'Approver',
      '123.456.789-02',
      '203.0.113.11',
      '-23.550520, -46.633308',
      'Envelope sent to 3 recipients',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Approved — 11\/21\/26, 12:00:00 PM UTC/);
    expect(text).not.toContain('a'.repeat(40));
    expect(text).toContain('State: Approved');
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('answers a request delivered twice, or sent again under another event, once and writes one revision', async () => {
    const { envelope, document, request } = await oneSignatureRequest(
      signing.blobs,
      'Dora Reis',
      [0, 120, 0],
    );
    const eventId = await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request, eventId);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    await signing.answerTo(request.requestId!);
    await eventually(async () => {
      const rows: unknown[] = await signing.dataSource.query('SELECT 1 FROM processed_events');
      return rows.length >= 2 ? true : undefined;
    }, 'both events to be processed');
    await signing.settled();

    expect(signing.answersTo(request.requestId!)).toHaveLength(1);
    const outbox: unknown[] = await signing.dataSource.query(
      `SELECT 1 FROM outbox_events WHERE payload->>'requestId' = $1`,
      [request.requestId],
    );
    expect(outbox).toHaveLength(1);
    const revisions: string[] = [];
    for await (const entry of signing.blobs.list(
      `envelopes/${envelope.organizationId}/${envelope.envelopeId}/`,
    )) {
      revisions.push(entry.key);
    }
    expect(revisions.sort()).toEqual(
      [
        document.blobKey,
        `envelopes/${envelope.organizationId}/${envelope.envelopeId}/documents/${document.documentId}/rev-${request.requestId}.pdf`,
      ].sort(),
    );
  });

  it('does nothing more when a finished job runs again', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, await makeTestPdf());
    const request = signingRequested(
      envelope,
      [document],
      [
        {
          documentId: document.documentId,
          page: 1,
          x: 0.1,
          y: 0.1,
          width: 0.2,
          height: 0.05,
          kind: DrawingKind.CHECK,
        },
      ],
    );
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    const first = await signing.answerTo(request.requestId!);
    const key = (first.message as { documents: CurrentRevision[] }).documents[0].blobKey;
    const before = await bytesOf(signing.blobs, key);

    await signing.queue.bullQueue.add(
      'apply-recipient-revision',
      { payload: { requestId: request.requestId! }, trace: {} },
      { jobId: `again.${request.requestId}` },
    );
    await eventually(
      async () =>
        (await signing.queue.bullQueue.getJobState(`again.${request.requestId}`)) === 'completed'
          ? true
          : undefined,
      'the repeated job',
    );
    await signing.settled();

    expect(signing.answersTo(request.requestId!)).toHaveLength(1);
    expect((await bytesOf(signing.blobs, key)).equals(before)).toBe(true);
  });

  it('answers a document the recipient draws nothing on with the revision it was asked about', async () => {
    const signer = await oneSignatureRequest(signing.blobs, 'Ana Souza', [0, 0, 200]);
    const { envelope, document } = signer;
    const annex = await storeDocument(signing.blobs, envelope, await makeTestPdf({ pages: 2 }));
    const request = signingRequested(envelope, [document, annex], signer.request.drawings ?? []);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.recipient.applied');
    const [revised, kept] = (answer.message as { documents: CurrentRevision[] }).documents;
    expect(revised!.blobKey).not.toBe(document.blobKey);
    expect(kept).toMatchObject(annex);
  });

  it('answers rubrica.signing.recipient.failed with the PDF error code when a document is not a PDF', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, Buffer.from('plain text, not a PDF'));
    const request = signingRequested(envelope, [document], [textDrawing(document.documentId)]);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(answer.message).toMatchObject({ recipientId: request.recipientId, failureCode: 'pdf.unreadable' });
  });

  it('answers recipient.failed when a drawing names a document the request does not carry, writing nothing', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, await makeTestPdf());
    const request = signingRequested(envelope, [document], [textDrawing('another-document')]);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(answer.message).toMatchObject({ failureCode: 'signing.invalid_drawing' });
    expect(
      await signing.blobs.exists(
        `envelopes/${envelope.organizationId}/${envelope.envelopeId}/documents/${document.documentId}/rev-${request.requestId}.pdf`,
      ),
    ).toBe(false);
  });

  it('answers recipient.failed with pdf.invalid_drawing for a drawing outside its page', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, await makeTestPdf());
    const request = signingRequested(envelope, [document], [textDrawing(document.documentId, 9)]);
    await signing.publish('rubrica.envelopes.recipient.signing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.message).toMatchObject({ failureCode: 'pdf.invalid_drawing' });
  });

  it('answers envelope.sealing_failed with the PDF error code when a document cannot be sealed', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, Buffer.from('%PDF-1.7 truncated'));
    const request = sealingRequested(envelope, [document], { validationCode: 'X', title: 'T', locale: 'en' });
    await signing.publish('rubrica.envelopes.envelope.sealing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.subject).toBe('rubrica.signing.envelope.sealing_failed');
    expect(answer.message).toMatchObject({ failureCode: 'pdf.unreadable' });
  });

  it('answers envelope.sealing_failed when the request carries no signature page', async () => {
    const envelope = newEnvelope();
    const document = await storeDocument(signing.blobs, envelope, await makeTestPdf());
    const request = {
      ...sealingRequested(envelope, [document], { validationCode: 'X' }),
      signaturePage: undefined,
    };
    await signing.publish('rubrica.envelopes.envelope.sealing_requested', request);
    const answer = await signing.answerTo(request.requestId!);
    expect(answer.message).toMatchObject({ failureCode: 'signing.invalid_request' });
  });
});
