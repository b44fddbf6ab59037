import { randomUUID } from 'node:crypto';
import type { Subscription } from '@nats-io/transport-node';
import { decodeRpcRequest, encodeRpcResponse, timestampFromDate, type RpcRequest } from '@rubrica/proto';
import {
  issueToken,
  stateOf,
  type SeededEnvelope,
  type EnvelopeSeed,
} from './flow-support/envelope-fixtures.js';
import { call, useFlowApp } from './flow-support/flow-test-kit.js';
import {
  flowEventHead,
  pendingRequestOf,
  recipientApplied,
  recipientToken,
  sealingRequestOf,
  sendSeeded,
} from './flow-support/sent-envelopes.js';

const PATTERN = 'signing.prepare_signable_hashes.v1';
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBsandbox\n-----END CERTIFICATE-----';

const kit = useFlowApp('qualified');

/**
 * Answers signing.prepare_signable_hashes.v1 as the signing service does (Nest's NATS packets):
 * a new transaction per call with a hash per document, or the typed error it is told to give.
 */
interface SigningResponder {
  requests: Array<RpcRequest<typeof PATTERN>>;
  failWith: { code: string; status: number; message: string; errors?: Record<string, string[]> } | null;
  subscription: Subscription | null;
  start(): void;
  stop(): void;
}

const signing: SigningResponder = {
  requests: [],
  failWith: null,
  subscription: null,
  start() {
    this.subscription = kit.nats.subscribe(PATTERN, {
      callback: (_error, message) => {
        const packet = message.json<{ id: string; data: unknown }>();
        const request = decodeRpcRequest(PATTERN, packet.data as never);
        this.requests.push(request);
        if (this.failWith) {
          message.respond(JSON.stringify({ id: packet.id, err: this.failWith, isDisposed: true }));
          return;
        }
        const response = encodeRpcResponse(PATTERN, {
          transactionId: `tcn-${randomUUID()}`,
          documents: request.documents.map((document) => ({
            documentId: document.documentId,
            signableHash: Buffer.from(`hash of ${document.sha256}`).toString('base64'),
          })),
          expiresAt: timestampFromDate(new Date(Date.now() + 15 * 60_000)),
          certificate: {
            subjectName: 'ANA SOUZA:52998224725',
            cpfCnpj: '52998224725',
            issuerName: 'AC Sandbox',
          },
        });
        message.respond(JSON.stringify({ id: packet.id, response, isDisposed: true }));
      },
    });
  },
  stop() {
    this.subscription?.unsubscribe();
    this.subscription = null;
  },
};

beforeAll(async () => {
  signing.start();
});

afterAll(async () => {
  signing.stop();
});

beforeEach(() => {
  signing.failWith = null;
  signing.requests = [];
});

/** Seeds and sends an envelope (qualified signers included: the Brazilian edition sends them). */
const sent = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

const tokenOf = (envelope: SeededEnvelope, index: number) => recipientToken(kit, envelope, index);

const head = flowEventHead;

const act = (token: string, json: unknown) =>
  call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json });
const prepare = (token: string, json: unknown = { certificates: [PEM] }) =>
  call(kit.url, 'POST', `/p/envelopes/recipients/${token}/generate-signable-hashes`, { json });
const reset = (token: string) => call(kit.url, 'POST', `/p/envelopes/recipients/${token}/reset-processing`);

async function signingRequested(envelope: SeededEnvelope) {
  const rows: Array<{ payload: Record<string, unknown> & { recipientId: string } }> =
    await kit.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.envelopes.recipient.signing_requested'
       AND payload->>'envelopeId' = $1 ORDER BY seq`,
      [envelope.id],
    );
  return rows.map((row) => row.payload);
}

async function transactionsOf(envelope: SeededEnvelope) {
  const rows: Array<{ transaction_id: string; status: string; base_revisions: unknown }> =
    await kit.dataSource.query(
      'SELECT transaction_id, status, base_revisions FROM qualified_transactions WHERE envelope_id = $1 ORDER BY created_at',
      [envelope.id],
    );
  return rows;
}

/** The envelope is still in transit, its recipients in these states (first recipient first). */
async function expectInTransit(envelope: SeededEnvelope, recipients: string[]) {
  expect(await stateOf(kit.dataSource, envelope.id)).toEqual({ state: 'in-transit', recipients });
}

async function publishApplied(
  envelope: SeededEnvelope,
  index: number,
  extra: {
    certificate?: { subjectName: string; cpfCnpj: string; issuerName: string; serialNumber: string };
  } = {},
) {
  const requestId = await pendingRequestOf(kit, envelope, index);
  const eventId = await kit.publish('rubrica.signing.recipient.applied', {
    ...recipientApplied(envelope, index, requestId, String(index + 1).repeat(64)),
    ...extra,
  });
  expect(await kit.settled(eventId)).toBe('applied');
}

describe('POST p/envelopes/recipients/{token} for a qualified signer', () => {
  it('sends a cloud certificate with the request: 202, the recipient signing, qualified.cloud published', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const answer = await act(await tokenOf(envelope, 0), {
      latitude: -23.5,
      longitude: -46.6,
      certificates: [{ alias: 'ana-cloud', access_token: 'session-handle-1' }],
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ state: 'signing', envelope_state: 'in-transit' });
    const [event] = await signingRequested(envelope);
    expect(event!.qualified).toEqual({ cloud: { session: 'session-handle-1', alias: 'ana-cloud' } });
    const [request] = await kit.dataSource.query(
      'SELECT status, payload FROM signing_requests WHERE envelope_id = $1',
      [envelope.id],
    );
    expect(request).toMatchObject({
      status: 'pending',
      payload: { action: 'sign', latitude: -23.5, qualified: { cloud: { session: 'session-handle-1' } } },
    });
  });

  it('refuses a qualified signer without a certificate, or with more than one cloud certificate (422)', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    const bare = await act(token, { latitude: 1, longitude: 2 });
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({
      signature_type: ['Qualified signatures need a digital certificate.'],
    });
    const pemOnly = await act(token, { certificates: [PEM] });
    expect(pemOnly.body.errors).toEqual({
      signature_type: ['Qualified signatures need a digital certificate.'],
    });
    const two = await act(token, {
      certificates: [
        { alias: 'a', access_token: 's1' },
        { alias: 'b', access_token: 's2' },
      ],
    });
    expect(two.status).toBe(422);
    expect(two.body.errors).toEqual({ certificates: ['Give one cloud certificate.'] });
    const noSession = await act(token, { certificates: [{ alias: 'a' }] });
    expect(noSession.status).toBe(422);
    expect(Object.keys(noSession.body.errors)).toEqual(['certificates.0']);
    await expectInTransit(envelope, ['waiting']);
  });

  it('keeps the turn, required-field and identifier rules of every signer', async () => {
    const envelope = await sent({
      recipients: [
        { routingOrder: 1, identifiers: [{ code: 'CPF', title: 'CPF', is_required: true }] },
        { routingOrder: 2, signatureType: 'qualified' },
      ],
      fields: [{ recipient: 0, type: 'text', isRequired: true }],
    });
    const later = await issueToken(kit.dataSource, envelope.id, envelope.recipientIds[1]!);
    const cloud = { certificates: [{ alias: '', access_token: 'session' }] };
    const notYet = await act(later, cloud);
    expect(notYet.status).toBe(412);
    expect(notYet.body.message).toBe('It is not this recipient’s turn yet.');
    const notYetPrepared = await prepare(later);
    expect(notYetPrepared.status).toBe(412);

    const qualifiedFirst = await sent({
      recipients: [
        { signatureType: 'qualified', identifiers: [{ code: 'CPF', title: 'CPF', is_required: true }] },
      ],
      fields: [{ recipient: 0, type: 'text', isRequired: true }],
    });
    const token = await tokenOf(qualifiedFirst, 0);
    const expected = {
      [`fields.${qualifiedFirst.fieldIds[0]}`]: ['This field is required.'],
      'identifiers.CPF': ['The CPF identifier is required.'],
    };
    expect((await act(token, cloud)).body.errors).toEqual(expected);
    expect((await prepare(token)).body.errors).toEqual(expected);
    expect(signing.requests).toHaveLength(0);
  });
});

describe('POST p/envelopes/recipients/{token}/generate-signable-hashes', () => {
  it('prepares every current document with the drawings, records the transaction and makes the recipient signing', async () => {
    const envelope = await sent({
      recipients: [{ signatureType: 'qualified' }],
      documents: ['a.pdf', 'b.pdf'],
      fields: [{ recipient: 0, type: 'text', value: 'Ana Souza' }],
    });
    const answer = await prepare(await tokenOf(envelope, 0), {
      certificates: [PEM],
      latitude: -23.5,
      longitude: -46.6,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.tcn).toMatch(/^tcn-/);
    expect(answer.body.documents).toEqual(
      envelope.documentIds.map((id) => ({ id, signable_hash: expect.any(String) })),
    );
    const [request] = signing.requests;
    expect(request).toMatchObject({
      envelopeId: envelope.id,
      organizationId: envelope.organizationId,
      recipientId: envelope.recipientIds[0],
      certificateChainPem: [PEM],
      location: '-23.5, -46.6',
    });
    expect(request!.documents.map((document) => document.blobKey)).toEqual([
      `envelopes/${envelope.organizationId}/${envelope.id}/documents/${envelope.documentIds[0]}/original.pdf`,
      `envelopes/${envelope.organizationId}/${envelope.id}/documents/${envelope.documentIds[1]}/original.pdf`,
    ]);
    expect(request!.drawings.some((drawing) => drawing.text === 'Ana Souza')).toBe(true);
    await expectInTransit(envelope, ['signing']);
    const [transaction] = await transactionsOf(envelope);
    expect(transaction).toMatchObject({ transaction_id: answer.body.tcn, status: 'prepared' });
    expect(transaction!.base_revisions).toEqual(
      request!.documents.map((document) => ({
        documentId: document.documentId,
        blobKey: document.blobKey,
        sha256: document.sha256,
      })),
    );
    // Nothing is asked of the signing worker until the signatures come back.
    expect(await signingRequested(envelope)).toEqual([]);
  });

  it('answers the signing service’s typed errors as 422, 409 and 503, leaving the recipient waiting', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    const expired = 'The certificate has expired.';
    const answers: Array<[NonNullable<SigningResponder['failWith']>, number, Record<string, unknown>]> = [
      [
        { code: 'signing.certificate_expired', status: 422, message: expired },
        422,
        { message: expired, errors: { certificates: [expired] } },
      ],
      [
        { code: 'signing.stale_revision', status: 409, message: 'The document moved.' },
        409,
        { message: 'The document moved.' },
      ],
      [
        { code: 'internal', status: 500, message: 'Server error.' },
        503,
        {
          message: 'The signature could not be prepared now; try again in a moment.',
          correlation_id: expect.any(String),
        },
      ],
    ];
    for (const [failure, status, body] of answers) {
      signing.failWith = failure;
      const answer = await prepare(token);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject(body);
    }
    signing.stop();
    try {
      const nobody = await prepare(token);
      expect(nobody.status).toBe(503);
    } finally {
      signing.start();
    }
    await expectInTransit(envelope, ['waiting']);
    expect(await transactionsOf(envelope)).toEqual([]);
  });

  it('replaces an earlier preparation never submitted; a failed new one leaves the earlier standing', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    const first = await prepare(token);
    signing.failWith = { code: 'signing.certificate_invalid', status: 422, message: 'Unusable certificate.' };
    expect((await prepare(token)).status).toBe(422);
    expect((await transactionsOf(envelope)).map((row) => row.status)).toEqual(['prepared']);
    await expectInTransit(envelope, ['signing']);

    signing.failWith = null;
    const second = await prepare(token);
    expect(second.status).toBe(200);
    expect(second.body.tcn).not.toBe(first.body.tcn);
    expect((await transactionsOf(envelope)).map((row) => row.status)).toEqual(['reset', 'prepared']);
    const stale = await act(token, {
      tcn: first.body.tcn,
      documents: [{ id: envelope.documentIds[0], signature: 'c2ln' }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: 'The prepared signature is no longer valid; sign again.' });
  });

  it('refuses a simple signer, a missing certificate, and a moment when another revision is being made', async () => {
    const envelope = await sent({ recipients: [{}, { signatureType: 'qualified' }] });
    const simple = await prepare(await tokenOf(envelope, 0));
    expect(simple.status).toBe(422);
    expect(simple.body.errors).toEqual({
      signature_type: ['Only qualified signers sign with a digital certificate.'],
    });
    const qualifiedToken = await tokenOf(envelope, 1);
    const noCertificate = await prepare(qualifiedToken, {});
    expect(noCertificate.status).toBe(422);
    expect(noCertificate.body.errors).toEqual({ certificates: ['The certificates field is required.'] });

    expect((await act(await tokenOf(envelope, 0), {})).status).toBe(202);
    const busy = await prepare(qualifiedToken);
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      message: 'Another signature of this envelope is being processed; try again in a moment.',
    });
    expect(signing.requests).toHaveLength(0);
    await expectInTransit(envelope, ['signing', 'waiting']);
  });
});

describe('POST p/envelopes/recipients/{token} with the plugin’s signatures', () => {
  it('submits the prepared transaction’s signatures with qualified.external (202), once', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    const prepared = await prepare(token);
    const signature = Buffer.from('raw signature bytes').toString('base64');
    const body = {
      tcn: prepared.body.tcn,
      documents: [{ id: envelope.documentIds[0], signature }],
      certificates: [PEM],
      latitude: 10,
      longitude: 20,
    };
    const answer = await act(token, body);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ state: 'signing', envelope_state: 'in-transit' });
    const [event] = await signingRequested(envelope);
    expect(event!.qualified).toEqual({
      external: {
        transactionId: prepared.body.tcn,
        signatures: [{ documentId: envelope.documentIds[0], signature }],
      },
    });
    expect((await transactionsOf(envelope))[0]!.status).toBe('submitted');

    const again = await act(token, body);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This signature was already submitted.' });
    expect(await signingRequested(envelope)).toHaveLength(1);
  });

  it('checks the plugin’s answer: a tcn and every document signed once', async () => {
    const envelope = await sent({
      recipients: [{ signatureType: 'qualified' }],
      documents: ['a.pdf', 'b.pdf'],
    });
    const token = await tokenOf(envelope, 0);
    const { tcn } = (await prepare(token)).body;
    const signature = Buffer.from('sig').toString('base64');
    const noTcn = await act(token, { documents: [{ id: envelope.documentIds[0], signature }] });
    expect(noTcn.body.errors).toEqual({ tcn: ['The tcn field is required.'] });
    const oneMissing = await act(token, { tcn, documents: [{ id: envelope.documentIds[0], signature }] });
    expect(oneMissing.status).toBe(422);
    expect(oneMissing.body.errors).toEqual({ documents: ['Sign every document of the envelope, once.'] });
    const notBase64 = await act(token, {
      tcn,
      documents: envelope.documentIds.map((id) => ({ id, signature: '<not base64>' })),
    });
    expect(notBase64.body.errors).toEqual({
      'documents.0.signature': ['The signature must be base64.'],
      'documents.1.signature': ['The signature must be base64.'],
    });
    const empty = await act(token, {
      tcn,
      documents: envelope.documentIds.map((id) => ({ id, signature: '====' })),
    });
    expect(empty.body.errors).toEqual({ 'documents.0.signature': ['The signature is empty.'] });
    expect((await transactionsOf(envelope))[0]!.status).toBe('prepared');
    await expectInTransit(envelope, ['signing']);
  });

  it('answers 409 for a preparation that expired, or under which another revision is being made', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }, {}] });
    const token = await tokenOf(envelope, 0);
    const documents = [{ id: envelope.documentIds[0], signature: 'c2ln' }];
    const { tcn } = (await prepare(token)).body;
    await kit.dataSource.query(
      `UPDATE qualified_transactions SET expires_at = now() - interval '1 minute' WHERE transaction_id = $1`,
      [tcn],
    );
    const expired = await act(token, { tcn, documents });
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ message: 'The prepared signature expired; sign again.' });
    await expectInTransit(envelope, ['waiting', 'waiting']);

    const fresh = (await prepare(token)).body.tcn;
    // The simple signer acts meanwhile: their revision would land under the prepared one.
    expect((await act(await tokenOf(envelope, 1), {})).status).toBe(202);
    const underWay = await act(token, { tcn: fresh, documents });
    expect(underWay.status).toBe(409);
    expect(underWay.body).toMatchObject({
      message: 'The documents changed after your signature was prepared; sign again.',
    });
    await expectInTransit(envelope, ['waiting', 'signing']);
    expect((await transactionsOf(envelope)).map((row) => row.status)).toEqual(['stale', 'stale']);
    const [abandoned] = await kit.dataSource.query(
      `SELECT message FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.signature_abandoned' ORDER BY sequence LIMIT 1`,
      [envelope.id],
    );
    expect(abandoned.message).toMatch(/prepared signature was discarded: The prepared signature expired/);
  });

  it('answers 409 when another revision was applied since the preparation; the recipient waits again', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }, {}] });
    const qualifiedToken = await tokenOf(envelope, 0);
    const { tcn } = (await prepare(qualifiedToken)).body;
    // The simple signer beside them acts and their revision lands first.
    expect((await act(await tokenOf(envelope, 1), {})).status).toBe(202);
    await publishApplied(envelope, 1);

    const late = await act(qualifiedToken, {
      tcn,
      documents: [{ id: envelope.documentIds[0], signature: Buffer.from('sig').toString('base64') }],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      message: 'The documents changed after your signature was prepared; sign again.',
    });
    await expectInTransit(envelope, ['waiting', 'done']);
    expect((await transactionsOf(envelope))[0]!.status).toBe('stale');
    expect(await signingRequested(envelope)).toHaveLength(1);

    // Prepared again on the new revision, the signatures go through.
    const fresh = await prepare(qualifiedToken);
    expect(signing.requests.at(-1)!.documents[0]!.blobKey).toMatch(/revision-2\.pdf$/);
    const accepted = await act(qualifiedToken, {
      tcn: fresh.body.tcn,
      documents: [{ id: envelope.documentIds[0], signature: Buffer.from('sig').toString('base64') }],
    });
    expect(accepted.status).toBe(202);
  });

  it('never lets one envelope’s link reach another envelope’s transaction', async () => {
    const mine = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const theirs = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const myToken = await tokenOf(mine, 0);
    const theirToken = await tokenOf(theirs, 0);
    await prepare(myToken);
    const theirTcn = (await prepare(theirToken)).body.tcn;

    const forged = await act(myToken, {
      tcn: theirTcn,
      documents: [{ id: theirs.documentIds[0], signature: Buffer.from('sig').toString('base64') }],
    });
    expect(forged.status).toBe(422);
    expect(forged.body.errors).toEqual({ tcn: ['No signature was prepared for you under this tcn.'] });
    expect((await reset(myToken)).status).toBe(204);

    expect((await transactionsOf(theirs)).map((row) => row.status)).toEqual(['prepared']);
    expect(await stateOf(kit.dataSource, theirs.id)).toEqual({
      state: 'in-transit',
      recipients: ['signing'],
    });
    expect(await signingRequested(theirs)).toEqual([]);
  });
});

describe('POST p/envelopes/recipients/{token}/reset-processing', () => {
  it('discards a prepared, never submitted signature (204), again and again; a submitted one stays', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    expect((await reset(token)).status).toBe(204);
    await prepare(token);
    const first = await reset(token);
    expect(first.status).toBe(204);
    expect(first.bytes.length).toBe(0);
    await expectInTransit(envelope, ['waiting']);
    expect((await reset(token)).status).toBe(204);
    expect((await transactionsOf(envelope)).map((row) => row.status)).toEqual(['reset']);

    const { tcn } = (await prepare(token)).body;
    expect(
      (await act(token, { tcn, documents: [{ id: envelope.documentIds[0], signature: 'c2ln' }] })).status,
    ).toBe(202);
    expect((await reset(token)).status).toBe(204);
    await expectInTransit(envelope, ['signing']);
    expect((await transactionsOf(envelope)).map((row) => row.status)).toEqual(['reset', 'submitted']);
    const reused = await act(token, {
      tcn: (await transactionsOf(envelope))[0]!.transaction_id,
      documents: [{ id: envelope.documentIds[0], signature: 'c2ln' }],
    });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ message: 'The prepared signature is no longer valid; sign again.' });
  });
});

describe('GET p/envelopes/recipients/{token}/cess/license', () => {
  it('hands a live link the signer plugin’s licence (the sandbox one in development)', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }] });
    const answer = await call(
      kit.url,
      'GET',
      `/p/envelopes/recipients/${await tokenOf(envelope, 0)}/cess/license`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ license: 'rubrica-sandbox-signer-plugin' });
    const unknown = await call(kit.url, 'GET', `/p/envelopes/recipients/${'A'.repeat(43)}/cess/license`);
    expect(unknown.status).toBe(400);
  });
});

describe('the signing service’s answers for qualified signers', () => {
  it('writes the certificate in the history and on the signature page', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana', signatureType: 'qualified' }] });
    await act(await tokenOf(envelope, 0), { certificates: [{ alias: 'ana', access_token: 'session' }] });
    await publishApplied(envelope, 0, {
      certificate: {
        subjectName: 'ANA SOUZA:52998224725',
        cpfCnpj: '52998224725',
        issuerName: 'AC Rubrica Sandbox',
        serialNumber: '0a1b2c',
      },
    });
    const [signed] = await kit.dataSource.query(
      `SELECT message, data FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.signed'`,
      [envelope.id],
    );
    // The history's sentence leaves the serial to the signature page, which words it in its language.
    const line = 'ANA SOUZA:52998224725, CPF 529.982.247-25, AC Rubrica Sandbox';
    expect(signed.message).toBe(`Ana signed with a qualified certificate (${line})`);
    expect(signed.data.certificate).toMatchObject({
      subject_name: 'ANA SOUZA:52998224725',
      cpf_cnpj: '52998224725',
    });
    const sealing = await sealingRequestOf(kit, envelope);
    // The envelope's language (pt-BR by default).
    expect(sealing.signaturePage.recipients[0].certificate).toBe(`${line}, número de série 0a1b2c`);
  });

  it('writes a certificate failure in the history as the signer reads it; the envelope halts and the signer may retry', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana', signatureType: 'qualified' }] });
    const token = await tokenOf(envelope, 0);
    const cloud = { certificates: [{ alias: 'ana', access_token: 'session' }] };
    await act(token, cloud);
    const [request] = await kit.dataSource.query(`SELECT id FROM signing_requests WHERE envelope_id = $1`, [
      envelope.id,
    ]);
    const eventId = await kit.publish('rubrica.signing.recipient.failed', {
      ...head(envelope),
      recipientId: envelope.recipientIds[0]!,
      requestId: request.id,
      failureCode: 'signing.certificate_revoked',
      failureMessage: 'certificate revoked by the issuer',
    });
    expect(await kit.settled(eventId)).toBe('applied');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({ state: 'halted', recipients: ['failed'] });
    const [failed] = await kit.dataSource.query(
      `SELECT message, data FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.signing_failed'`,
      [envelope.id],
    );
    expect(failed.message).toBe(
      'Signature of Ana failed. Could not complete the signature. The certificate was revoked.',
    );
    expect(failed.data).toMatchObject({
      failure_code: 'signing.certificate_revoked',
      failure_message: 'certificate revoked by the issuer',
    });

    const retry = await act(token, cloud);
    expect(retry.status).toBe(202);
    await expectInTransit(envelope, ['signing']);
  });
});
