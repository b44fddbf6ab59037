import { createHash, createPrivateKey, randomUUID, sign } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAppError } from '@rubrica/errors';
import { RpcClient } from '@rubrica/messaging';
import {
  decodeRpcResponse,
  encodeRpcRequest,
  timestampDate,
  timestampNow,
  type EventInit,
  type RpcRequestInit,
} from '@rubrica/proto';
import { makeTestPdf, halfTransparentPng } from './pdf-fixtures.js';
import { pdfsig, pdftotext, qpdfCheck } from './pdf-checkers.js';
import { startSigningHttp, type SigningHttpProcess } from './signing-http-harness.js';
import { startSigningWorker, type SigningWorkerHarness } from './signing-worker-harness.js';
import {
  bytesOf,
  newEnvelope,
  signatureDrawings,
  signingRequested,
  storeDocument,
  storeImage,
  type CurrentRevision,
  type TestEnvelope,
} from './signing-test-requests.js';
import { readDss, signatureContents } from './ltv-fixtures.js';
import { embeddedTimestamp, startTestTsa, type TestTsa } from './timestamp-fixtures.js';
import { freePort } from '@rubrica/testing';

const PATTERN = 'signing.prepare_signable_hashes.v1';
const VALID_CPF = '52998224725';

let worker: SigningWorkerHarness;
let http: SigningHttpProcess;
let rpc: RpcClient;
let tsaDir: string;
let tsa: TestTsa;

/** A qualified signer's signature carries a token over the hash of its own signature value. */
function expectSignatureTimestamp(pdf: Uint8Array): void {
  const stamp = embeddedTimestamp(pdf);
  expect(stamp).toBeDefined();
  expect(Buffer.from(stamp!.info.messageImprint.hashedMessage.valueBlock.valueHexView)).toEqual(
    createHash('sha256').update(stamp!.signatureValue).digest(),
  );
}

beforeAll(async () => {
  const port = await freePort();
  const sandbox = `http://127.0.0.1:${port}/sandbox/psc`;
  tsaDir = await mkdtemp(join(tmpdir(), 'rubrica-qualified-tsa-'));
  tsa = await startTestTsa(tsaDir);
  worker = await startSigningWorker('qualified', {
    CLOUD_CERTIFICATE_PROVIDER: 'sandbox',
    CLOUD_CERTIFICATE_BASE_URL: sandbox,
    TSA_URL: tsa.relay.url,
  });
  http = await startSigningHttp(
    {
      DATABASE_URL: worker.config.DATABASE_URL,
      NATS_URL: worker.config.NATS_URL,
      REDIS_URL: worker.config.REDIS_URL,
      BLOB_FS_ROOT: worker.blobRoot,
      CLOUD_CERTIFICATE_PROVIDER: 'sandbox',
      CLOUD_CERTIFICATE_BASE_URL: sandbox,
      TSA_URL: tsa.relay.url,
    },
    port,
  );
  rpc = new RpcClient({ natsUrl: worker.config.NATS_URL, name: 'qualified-spec', defaultTimeoutMs: 30_000 });
});

afterAll(async () => {
  await rpc?.close();
  await http?.close().catch(() => undefined);
  await worker?.close();
  await tsa?.close();
  await rm(tsaDir, { recursive: true, force: true });
});

/** Opens a cloud certificate session as the SPA does; returns its handle. */
async function birdId(cpf: string): Promise<string> {
  const response = await fetch(`${http.url}/bird-id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf_cnpj: cpf, otp: '123456' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The sandbox's certificate and key for a CPF: what a local plugin holding that A1 would use. */
async function sandboxCredentials(cpf: string): Promise<{ certificatePem: string; keyPem: string }> {
  await birdId(cpf); // issues it on first use
  const [row]: { certificate_pem: string; key_pem: string }[] = await http.dataSource.query(
    'SELECT certificate_pem, key_pem FROM cloud_sandbox_certificates WHERE cpf_cnpj = $1',
    [cpf],
  );
  return { certificatePem: row.certificate_pem, keyPem: row.key_pem };
}

async function prepare(request: RpcRequestInit<typeof PATTERN>) {
  const reply = await rpc.request(PATTERN, encodeRpcRequest(PATTERN, request));
  return decodeRpcResponse(PATTERN, reply as Parameters<typeof decodeRpcResponse>[1]);
}

async function prepareFailure(
  request: RpcRequestInit<typeof PATTERN>,
): Promise<{ code: string; status: number }> {
  try {
    await prepare(request);
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error('expected a failure');
}

/** What the plugin does: signs each document's signed attributes (whose SHA-256 it was given). */
async function pluginSignatures(transactionId: string, keyPem: string) {
  const [row]: { documents: { documentId: string; signedAttributes: string }[] }[] =
    await http.dataSource.query('SELECT documents FROM external_signature_transactions WHERE id = $1', [
      transactionId,
    ]);
  return row.documents.map((document) => ({
    documentId: document.documentId,
    signature: new Uint8Array(
      sign('sha256', Buffer.from(document.signedAttributes, 'base64'), createPrivateKey(keyPem)),
    ),
  }));
}

/**
 * A local plugin's part: the documents' hashes prepared for `certificatePem`, then signed with
 * `keyPem`; the request method that carries the signatures.
 */
async function pluginSigned(
  envelope: TestEnvelope,
  documents: CurrentRevision[],
  recipientId: string,
  credentials: { certificatePem: string; keyPem: string },
): Promise<NonNullable<SigningRequestedInit['qualified']>> {
  const reply = await prepare({
    ...envelope,
    isSandbox: false,
    recipientId,
    documents,
    certificateChainPem: [credentials.certificatePem],
  });
  const signatures = await pluginSignatures(reply.transactionId, credentials.keyPem);
  return { method: { case: 'external', value: { transactionId: reply.transactionId, signatures } } };
}

function failureCodeOf(answer: { message: unknown }): string {
  return (answer.message as { failureCode: string }).failureCode;
}

async function newDocuments(envelope: TestEnvelope, count = 1): Promise<CurrentRevision[]> {
  const documents: CurrentRevision[] = [];
  for (let index = 0; index < count; index += 1) {
    documents.push(await storeDocument(worker.blobs, envelope, await makeTestPdf({ pages: 2 })));
  }
  return documents;
}

type SigningRequestedInit = EventInit<'rubrica.envelopes.recipient.signing_requested'>;

function qualifiedRequest(
  envelope: TestEnvelope,
  documents: CurrentRevision[],
  qualified: NonNullable<SigningRequestedInit['qualified']>,
  recipientId: string = randomUUID(),
  drawings: NonNullable<SigningRequestedInit['drawings']> = [],
): SigningRequestedInit {
  return {
    ...signingRequested(envelope, documents, drawings, randomUUID(), recipientId),
    qualified,
  } as SigningRequestedInit;
}

async function answerOf(request: EventInit<'rubrica.envelopes.recipient.signing_requested'>) {
  await worker.publish('rubrica.envelopes.recipient.signing_requested', request);
  return worker.answerTo(request.requestId!);
}

describe('signing.prepare_signable_hashes.v1', () => {
  it('appends the drawings and an AD-RB signature revision to every document and answers their hashes', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope, 2);
    const { certificatePem } = await sandboxCredentials(VALID_CPF);
    const recipientId = randomUUID();
    const image = await storeImage(worker.blobs, halfTransparentPng(60, 30, [0, 0, 200]));
    const reply = await prepare({
      ...envelope,
      isSandbox: false,
      recipientId,
      documents,
      drawings: signatureDrawings(documents[0].documentId, 1, image, 'Titular Sandbox'),
      certificateChainPem: [certificatePem],
    });
    expect(reply.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.documents.map((document) => document.documentId)).toEqual(
      documents.map((d) => d.documentId),
    );
    for (const document of reply.documents) {
      expect(Buffer.from(document.signableHash, 'base64')).toHaveLength(32);
    }
    expect(timestampDate(reply.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 10 * 60_000);
    expect(reply.certificate).toMatchObject({ cpfCnpj: VALID_CPF });
    const [row]: { recipient_id: string; documents: { baseSha256: string; preparedBlobKey: string }[] }[] =
      await http.dataSource.query(
        'SELECT recipient_id, documents FROM external_signature_transactions WHERE id = $1',
        [reply.transactionId],
      );
    expect(row.recipient_id).toBe(recipientId);
    expect(row.documents.map((document) => document.baseSha256)).toEqual(documents.map((d) => d.sha256));
    expect(row.documents[0].preparedBlobKey).toBe(
      `envelopes/${envelope.organizationId}/${envelope.envelopeId}/documents/${documents[0].documentId}/prepared-${reply.transactionId}.pdf`,
    );
  });

  it('refuses an unreadable chain, an expired certificate and one that may not sign, with typed errors', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const base = { ...envelope, isSandbox: false, recipientId: randomUUID(), documents };
    expect(await prepareFailure({ ...base, certificateChainPem: ['not a certificate'] })).toEqual({
      code: 'signing.certificate_invalid',
      status: 422,
    });
    const expired = await sandboxCredentials('39053344705');
    expect(await prepareFailure({ ...base, certificateChainPem: [expired.certificatePem] })).toEqual({
      code: 'signing.certificate_expired',
      status: 422,
    });
    // The sandbox root signs certificates, not documents (keyCertSign and cRLSign only).
    const [authority]: { certificate_pem: string }[] = await http.dataSource.query(
      'SELECT certificate_pem FROM cloud_sandbox_authority',
    );
    expect(await prepareFailure({ ...base, certificateChainPem: [authority.certificate_pem] })).toEqual({
      code: 'signing.certificate_invalid',
      status: 422,
    });
  });
});

describe('a qualified signer with a local plugin', () => {
  it('writes the plugin’s signatures into the prepared revisions, each with a signature timestamp, and answers the certificate', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope, 2);
    const recipientId = randomUUID();
    const signed = await pluginSigned(envelope, documents, recipientId, await sandboxCredentials(VALID_CPF));
    const request = qualifiedRequest(envelope, documents, signed, recipientId);
    const answer = await answerOf(request);
    expect(answer.subject).toBe('rubrica.signing.recipient.applied');
    const applied = answer.message as {
      documents: CurrentRevision[];
      certificate?: { cpfCnpj: string; serialNumber: string };
    };
    expect(applied.certificate?.cpfCnpj).toBe(VALID_CPF);
    for (const revision of applied.documents) {
      const bytes = await bytesOf(worker.blobs, revision.blobKey);
      const verdicts = await pdfsig(bytes);
      expect(verdicts).toHaveLength(1);
      expect(verdicts[0]).toMatchObject({ valid: true, totalDocumentSigned: true });
      expect((await qpdfCheck(bytes)).ok).toBe(true);
      expectSignatureTimestamp(bytes);
    }
  });

  it('fails with signing.stale_preparation when a document changed after its hashes were prepared', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const recipientId = randomUUID();
    const signed = await pluginSigned(envelope, documents, recipientId, await sandboxCredentials(VALID_CPF));
    // Another signer's revision became current meanwhile.
    const moved = await storeDocument(
      worker.blobs,
      envelope,
      await makeTestPdf({ pages: 3 }),
      documents[0].documentId,
    );
    const answer = await answerOf(qualifiedRequest(envelope, [moved], signed, recipientId));
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(failureCodeOf(answer)).toBe('signing.stale_preparation');
  });

  it('fails with signing.invalid_signature when a signature does not match', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const { certificatePem } = await sandboxCredentials(VALID_CPF);
    const other = await sandboxCredentials('11144477735');
    const recipientId = randomUUID();
    // Prepared for the signer's certificate, signed with someone else's key.
    const signed = await pluginSigned(envelope, documents, recipientId, {
      certificatePem,
      keyPem: other.keyPem,
    });
    const answer = await answerOf(qualifiedRequest(envelope, documents, signed, recipientId));
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(failureCodeOf(answer)).toBe('signing.invalid_signature');
  });

  it('refuses another recipient’s transaction', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const signed = await pluginSigned(envelope, documents, randomUUID(), await sandboxCredentials(VALID_CPF));
    const answer = await answerOf(qualifiedRequest(envelope, documents, signed));
    expect(failureCodeOf(answer)).toBe('signing.preparation_not_found');
  });
});

describe('a qualified signer with a cloud certificate', () => {
  it.each([
    ['111.444.777-35', 'signing.certificate_revoked'],
    ['390.533.447-05', 'signing.certificate_expired'],
    ['153.509.460-56', 'signing.certificate_not_found'],
  ])('refuses %s with %s', async (cpf, code) => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const session = await birdId(cpf);
    const answer = await answerOf(
      qualifiedRequest(envelope, documents, { method: { case: 'cloud', value: { session, alias: '' } } }),
    );
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(failureCodeOf(answer)).toBe(code);
  });

  it('fails with signing.certificate_session_expired once the session has expired', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const session = await birdId(VALID_CPF);
    await http.dataSource.query(
      `UPDATE cloud_certificate_sessions SET expires_at = now() - interval '1 second' WHERE handle_sha256 = $1`,
      [createHash('sha256').update(session).digest('hex')],
    );
    const answer = await answerOf(
      qualifiedRequest(envelope, documents, { method: { case: 'cloud', value: { session, alias: '' } } }),
    );
    expect(failureCodeOf(answer)).toBe('signing.certificate_session_expired');
  });

  it('signs with the session’s certificate; a simple signer and the platform seal follow, the qualified signature and the seal timestamped, and every signature stays valid', async () => {
    const envelope = newEnvelope();
    let current = await newDocuments(envelope);
    const image = await storeImage(worker.blobs, halfTransparentPng(60, 30, [0, 0, 200]));

    const session = await birdId('529.982.247-25');
    const qualified = qualifiedRequest(
      envelope,
      current,
      { method: { case: 'cloud', value: { session, alias: `sandbox-${VALID_CPF}` } } },
      randomUUID(),
      signatureDrawings(current[0].documentId, 1, image, 'Titular Sandbox', 0.1),
    );
    const first = await answerOf(qualified);
    expect({
      subject: first.subject,
      failure: (first.message as { failureCode?: string }).failureCode,
    }).toEqual({
      subject: 'rubrica.signing.recipient.applied',
      failure: undefined,
    });
    const applied = first.message as {
      documents: CurrentRevision[];
      certificate?: { cpfCnpj: string; subjectName: string };
    };
    expect(applied.certificate).toMatchObject({ cpfCnpj: VALID_CPF });
    expect(applied.certificate?.subjectName).toContain('TITULAR SANDBOX');
    current = applied.documents;
    const signedByQualified = await bytesOf(worker.blobs, current[0].blobKey);
    expect(await pdfsig(signedByQualified)).toMatchObject([{ valid: true }]);
    expectSignatureTimestamp(signedByQualified);
    // The CMS declares the ICP-Brasil AD-RB policy: OID 2.16.76.1.7.1.11.1.3, DER in the /Contents hex.
    expect(signedByQualified.toString('latin1')).toContain('0608604c0107010b0103');

    // A simple signer after them: their stamp goes in as annotations of a later revision.
    const simple = signingRequested(
      envelope,
      current,
      signatureDrawings(current[0].documentId, 2, image, 'Ana Souza', 0.4),
    );
    const second = await answerOf(simple);
    expect(second.subject).toBe('rubrica.signing.recipient.applied');
    current = (second.message as { documents: CurrentRevision[] }).documents;

    const sealing: EventInit<'rubrica.envelopes.envelope.sealing_requested'> = {
      ...envelope,
      isSandbox: false,
      occurredAt: timestampNow(),
      requestId: randomUUID(),
      documents: current,
      signaturePage: {
        validationCode: 'RBK-QUAL-01',
        verifierUrl: 'https://rubrica.example/verify',
        title: 'Qualified agreement',
        senderName: 'Sofia Mendes',
        senderEmail: 'sofia@example.com',
        createdAt: '2026-11-20T10:00:00Z',
        sentAt: '2026-11-20T10:05:00Z',
        completedAt: '2026-11-21T16:30:00Z',
        locale: 'pt-BR',
        documents: [
          {
            documentId: current[0].documentId,
            name: 'contract.pdf',
            sha256: current[0].sha256,
            sha1: 'a'.repeat(40),
            pageCount: 2,
          },
        ],
        recipients: [
          {
            name: 'Titular Sandbox',
            email: 'titular@example.com',
            type: 'signer',
            signatureType: 'qualified',
            state: 'done',
            certificate: `${applied.certificate!.subjectName}, CPF ${VALID_CPF}`,
            actions: [
              {
                action: 'signed',
                occurredAt: '2026-11-21T12:00:00Z',
                ipAddress: '203.0.113.10',
                userAgent: 'Mozilla/5.0',
              },
            ],
          },
          {
            name: 'Ana Souza',
            email: 'ana@example.com',
            type: 'signer',
            signatureType: 'simple',
            state: 'done',
            actions: [
              {
                action: 'signed',
                occurredAt: '2026-11-21T13:00:00Z',
                ipAddress: '203.0.113.11',
                userAgent: 'Mozilla/5.0',
              },
            ],
          },
        ],
      },
    };
    await worker.publish('rubrica.envelopes.envelope.sealing_requested', sealing);
    const sealed = await worker.answerTo(sealing.requestId!);
    expect(sealed.subject).toBe('rubrica.signing.envelope.sealed');
    const result = sealed.message as { documents: CurrentRevision[]; signaturePage: CurrentRevision };
    const bytes = await bytesOf(worker.blobs, result.documents[0].blobKey);
    const verdicts = await pdfsig(bytes);
    // The seal's long-term validation data and document timestamp follow the two signatures.
    expect(verdicts.map((verdict) => verdict.fieldName)).toEqual([
      'Signature 1',
      'Rubrica seal',
      'Document timestamp',
    ]);
    for (const verdict of verdicts.slice(0, 2)) expect(verdict.valid).toBe(true);
    expect(verdicts[2]!.totalDocumentSigned).toBe(true);
    expect((await qpdfCheck(bytes)).ok).toBe(true);
    const seal = signatureContents(bytes).at(-2)!;
    expectSignatureTimestamp(bytes.subarray(0, seal.byteRange[2] + seal.byteRange[3]));
    const dss = (await readDss(bytes))!;
    expect([dss.crls.length, dss.ocsps.length]).toEqual([1, 1]);

    const page = await pdftotext(await bytesOf(worker.blobs, result.signaturePage.blobKey));
    expect(page.replace(/\s+/g, ' ')).toContain(
      `Certificado digital: ${applied.certificate!.subjectName}`.replace(/\s+/g, ' ').slice(0, 40),
    );
  });
});

describe('a cloud certificate service that is down', () => {
  it('is retried, and answered as failed only once every attempt has failed', async () => {
    const envelope = newEnvelope();
    const documents = await newDocuments(envelope);
    const session = await birdId(VALID_CPF);
    // The sandbox goes away with the HTTP process that serves it.
    await http.close();
    const answer = await answerOf(
      qualifiedRequest(envelope, documents, { method: { case: 'cloud', value: { session, alias: '' } } }),
    );
    expect(answer.subject).toBe('rubrica.signing.recipient.failed');
    expect(answer.message).toMatchObject({
      failureCode: 'signing.attempts_exhausted',
      failureMessage: expect.stringContaining('3 times'),
    });
  });
});
