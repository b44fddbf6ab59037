import type { WorkerProcess } from '@rubrica/service-kit';
import { ReconcileEnvelopesUseCase } from '../src/schedules/use-cases/reconcile-envelopes/reconcile-envelopes.use-case.js';
import { stateOf, type SeededEnvelope, type EnvelopeSeed } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';
import { flowEventHead, recipientToken, sendSeeded } from './flow-support/sent-envelopes.js';

const kit = useFlowApp('revision_queue');
let worker: WorkerProcess;

beforeAll(async () => {
  worker = await kit.startWorker();
});

const sent = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

const tokenOf = (envelope: SeededEnvelope, index: number) => recipientToken(kit, envelope, index);

const head = flowEventHead;

interface PublishedRequest {
  recipientId: string;
  requestId: string;
  documents: Array<{ documentId: string; blobKey: string; sha256: string }>;
}

/** The signing requests the signing service was sent for this envelope, in order. */
async function published(envelope: SeededEnvelope): Promise<PublishedRequest[]> {
  const rows: Array<{ payload: PublishedRequest }> = await kit.dataSource.query(
    `SELECT payload FROM outbox_events WHERE subject = 'rubrica.envelopes.recipient.signing_requested'
       AND payload->>'envelopeId' = $1 ORDER BY seq`,
    [envelope.id],
  );
  return rows.map((row) => row.payload);
}

async function requestStates(envelope: SeededEnvelope): Promise<Record<string, string>> {
  const rows: Array<{ recipient_id: string; status: string }> = await kit.dataSource.query(
    `SELECT recipient_id, status FROM signing_requests WHERE envelope_id = $1 AND kind = 'recipient'`,
    [envelope.id],
  );
  return Object.fromEntries(rows.map((row) => [row.recipient_id, row.status]));
}

/** The signing service's answer to a published request: a new revision of every document, on top of the one it got. */
async function applyRevision(envelope: SeededEnvelope, request: PublishedRequest, label: string) {
  const eventId = await kit.publish('rubrica.signing.recipient.applied', {
    ...head(envelope),
    recipientId: request.recipientId,
    requestId: request.requestId,
    documents: request.documents.map((document) => ({
      documentId: document.documentId,
      blobKey: `${document.blobKey}+${label}`,
      sha256: `${label}`.padEnd(64, '0'),
      sizeBytes: 100n,
    })),
  });
  expect(await kit.settled(eventId)).toBe('applied');
}

describe('one recipient revision at a time per envelope', () => {
  it('keeps both revisions when two signers of one routing group act before any answer', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana' }, { name: 'Bruno' }] });
    const [ana, bruno] = [await tokenOf(envelope, 0), await tokenOf(envelope, 1)];
    const answers = await Promise.all([
      call(kit.url, 'POST', `/p/envelopes/recipients/${ana}`, { json: {} }),
      call(kit.url, 'POST', `/p/envelopes/recipients/${bruno}`, { json: {} }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['signing', 'signing'],
    });
    // Only the first is sent to the signing service; the second waits its turn.
    const [first, ...none] = await published(envelope);
    expect(none).toEqual([]);
    const second = envelope.recipientIds.find((id) => id !== first!.recipientId)!;
    expect(await requestStates(envelope)).toEqual({ [first!.recipientId]: 'pending', [second]: 'queued' });
    expect(first!.documents[0]!.blobKey).toMatch(/original\.pdf$/);

    await applyRevision(envelope, first!, 'first');
    const [, next] = await published(envelope);
    expect(next!.recipientId).toBe(second);
    // The second revision is asked on top of the first one's output.
    expect(next!.documents).toEqual([
      expect.objectContaining({
        documentId: envelope.documentIds[0],
        blobKey: `${first!.documents[0]!.blobKey}+first`,
        sha256: 'first'.padEnd(64, '0'),
      }),
    ]);
    expect(await requestStates(envelope)).toEqual({ [first!.recipientId]: 'applied', [second]: 'pending' });

    await applyRevision(envelope, next!, 'second');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'processing',
      recipients: ['done', 'done'],
    });
    const [document] = await kit.dataSource.query('SELECT current_blob_key FROM documents WHERE id = $1', [
      envelope.documentIds[0],
    ]);
    expect(document.current_blob_key).toBe(`${first!.documents[0]!.blobKey}+first+second`);
  });

  it('makes the queued revision when the pending one fails; the failed signer retries after it', async () => {
    const envelope = await sent({ recipients: [{ name: 'Ana' }, { name: 'Bruno' }] });
    const [ana, bruno] = [await tokenOf(envelope, 0), await tokenOf(envelope, 1)];
    expect((await call(kit.url, 'POST', `/p/envelopes/recipients/${ana}`, { json: {} })).status).toBe(202);
    expect((await call(kit.url, 'POST', `/p/envelopes/recipients/${bruno}`, { json: {} })).status).toBe(202);
    const [first] = await published(envelope);
    expect(first!.recipientId).toBe(envelope.recipientIds[0]);

    const failed = await kit.publish('rubrica.signing.recipient.failed', {
      ...head(envelope),
      recipientId: first!.recipientId,
      requestId: first!.requestId,
      failureCode: 'pdf.unreadable',
      failureMessage: 'unreadable',
    });
    expect(await kit.settled(failed)).toBe('applied');
    // Ana failed and the envelope halts; Bruno's revision is made all the same.
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'halted',
      recipients: ['failed', 'signing'],
    });
    const [, brunoRequest] = await published(envelope);
    expect(brunoRequest!.recipientId).toBe(envelope.recipientIds[1]);
    expect(brunoRequest!.documents[0]!.blobKey).toMatch(/original\.pdf$/);

    await applyRevision(envelope, brunoRequest!, 'bruno');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'halted',
      recipients: ['failed', 'done'],
    });

    const retry = await call(kit.url, 'POST', `/p/envelopes/recipients/${ana}`, { json: {} });
    expect(retry.status).toBe(202);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['signing', 'done'],
    });
    const [, , anaAgain] = await published(envelope);
    expect(anaAgain!.recipientId).toBe(envelope.recipientIds[0]);
    expect(anaAgain!.documents[0]!.blobKey).toMatch(/\+bruno$/);
  });

  it('lets the reconciler publish a queued request nothing is pending ahead of', async () => {
    const envelope = await sent({ recipients: [{}, {}] });
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, { json: {} });
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 1)}`, { json: {} });
    // As if the pending request had been settled by a path that did not release the queue.
    await kit.dataSource.query(
      `UPDATE signing_requests SET status = 'superseded' WHERE envelope_id = $1 AND status = 'pending'`,
      [envelope.id],
    );
    const report = await worker.context.get(ReconcileEnvelopesUseCase).execute();
    expect(report.republished).toBeGreaterThanOrEqual(1);
    const requests = await published(envelope);
    expect(requests.map((request) => request.recipientId)).toEqual(envelope.recipientIds);
    expect(Object.values(await requestStates(envelope)).sort()).toEqual(['pending', 'superseded']);
  });

  it('republishes a stuck qualified request with its certificate, and a queued one only once released', async () => {
    const envelope = await sent({ recipients: [{ signatureType: 'qualified' }, {}] });
    const cloud = { certificates: [{ alias: 'ana', access_token: 'session-9' }] };
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, { json: cloud });
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 1)}`, { json: {} });
    await kit.dataSource.query(
      `UPDATE signing_requests SET last_published_at = now() - interval '1 day' WHERE envelope_id = $1`,
      [envelope.id],
    );
    await worker.context.get(ReconcileEnvelopesUseCase).execute();
    const rows: Array<{ payload: PublishedRequest & { qualified?: unknown } }> = await kit.dataSource.query(
      `SELECT payload FROM outbox_events WHERE subject = 'rubrica.envelopes.recipient.signing_requested'
         AND payload->>'envelopeId' = $1 ORDER BY seq`,
      [envelope.id],
    );
    expect(rows.map((row) => row.payload.recipientId)).toEqual([
      envelope.recipientIds[0],
      envelope.recipientIds[0],
    ]);
    expect(rows[1]!.payload.requestId).toBe(rows[0]!.payload.requestId);
    expect(rows[1]!.payload.qualified).toEqual({ cloud: { session: 'session-9', alias: 'ana' } });
  });

  it('drops queued requests with the pending ones when the envelope ends', async () => {
    const envelope = await sent({ recipients: [{}, {}] });
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 0)}`, { json: {} });
    await call(kit.url, 'POST', `/p/envelopes/recipients/${await tokenOf(envelope, 1)}`, { json: {} });
    const cancelled = await call(kit.url, 'POST', `/envelopes/${envelope.id}/cancel`, {
      headers: member(envelope.senderUserId, envelope.organizationId),
    });
    expect(cancelled.status).toBeLessThan(300);
    expect(Object.values(await requestStates(envelope))).toEqual(['superseded', 'superseded']);
  });
});

describe('a local-plugin preparation never submitted', () => {
  async function prepared(envelope: SeededEnvelope, recipientIndex: number, expiresAt: Date) {
    const recipientId = envelope.recipientIds[recipientIndex]!;
    // What generate-signable-hashes leaves behind: the recipient signing under a prepared transaction.
    await kit.dataSource.query(`UPDATE recipients SET state = 'signing' WHERE id = $1`, [recipientId]);
    await kit.dataSource.query(
      `INSERT INTO qualified_transactions (id, envelope_id, recipient_id, transaction_id, status, base_revisions, document_ids, expires_at)
       VALUES (gen_random_uuid(), $1, $2, $3, 'prepared', '[]', '[]', $4)`,
      [envelope.id, recipientId, `tcn-${recipientId}`, expiresAt],
    );
  }

  it('lets the reconciler put the recipient back to waiting once it expired, and no sooner', async () => {
    const envelope = await sent({
      recipients: [
        { signatureType: 'qualified', routingOrder: 1 },
        { signatureType: 'qualified', routingOrder: 1 },
      ],
    });
    await prepared(envelope, 0, new Date(Date.now() - 60_000));
    await prepared(envelope, 1, new Date(Date.now() + 15 * 60_000));

    const report = await worker.context.get(ReconcileEnvelopesUseCase).execute();
    expect(report.released).toBe(1);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['waiting', 'signing'],
    });
    const statuses: Array<{ recipient_id: string; status: string }> = await kit.dataSource.query(
      'SELECT recipient_id, status FROM qualified_transactions WHERE envelope_id = $1',
      [envelope.id],
    );
    expect(Object.fromEntries(statuses.map((row) => [row.recipient_id, row.status]))).toEqual({
      [envelope.recipientIds[0]!]: 'reset',
      [envelope.recipientIds[1]!]: 'prepared',
    });
    const history: Array<{ type: string }> = await kit.dataSource.query(
      `SELECT type FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.signature_reset'`,
      [envelope.id],
    );
    expect(history).toHaveLength(1);
    // Nothing left to release: a second pass changes nothing.
    expect((await worker.context.get(ReconcileEnvelopesUseCase).execute()).released).toBe(0);
  });
});
