import { randomUUID } from 'node:crypto';
import { verifyEventChain } from '../src/envelopes/domain/envelope-event-chain.js';
import { verifyHistoryExport } from '../src/envelopes/domain/history-export.js';
import { envelopeHistory } from './envelopes-database.js';
import { stateOf, type SeededEnvelope, type EnvelopeSeed } from './flow-support/envelope-fixtures.js';
import { call, eventually, linkTokenFor, useFlowApp } from './flow-support/flow-test-kit.js';
import {
  addressOf as addressOfRecipient,
  flowEventHead,
  envelopeSealed,
  recipientApplied,
  sealingRequestOf,
  sendSeeded,
  signThroughLink,
} from './flow-support/sent-envelopes.js';

const kit = useFlowApp('signing_flow');

const addressOf = (envelope: SeededEnvelope, index: number) => addressOfRecipient(kit, envelope, index);

const sendAndSign = (envelope: SeededEnvelope, index: number) => signThroughLink(kit, envelope, index);

const head = flowEventHead;

/** What the signing service answers after appending a recipient's revision. */
async function applied(envelope: SeededEnvelope, index: number, requestId: string, id = randomUUID()) {
  return kit.handled('rubrica.signing.recipient.applied', recipientApplied(envelope, index, requestId), id);
}

const sendEnvelope = (seed?: EnvelopeSeed) => sendSeeded(kit, seed);

describe('the signing service’s answers', () => {
  it('completes a signer on recipient.applied, moves the documents to the new revision and opens the next group', async () => {
    const envelope = await sendEnvelope({ recipients: [{ routingOrder: 1 }, { routingOrder: 2 }] });
    const requestId = await sendAndSign(envelope, 0);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['signing', 'queued'],
    });

    expect(await applied(envelope, 0, requestId)).toBe('applied');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['done', 'waiting'],
    });
    const [document] = await kit.dataSource.query('SELECT current_blob_key FROM documents WHERE id = $1', [
      envelope.documentIds[0],
    ]);
    expect(document.current_blob_key).toMatch(/revision-1\.pdf$/);
    // The second group is notified only now.
    expect(await linkTokenFor(kit, await addressOf(envelope, 1))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const events: Array<{ type: string; data: Record<string, unknown> }> = await kit.dataSource.query(
      'SELECT type, data FROM envelope_events WHERE envelope_id = $1 ORDER BY sequence',
      [envelope.id],
    );
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['envelope.sent', 'recipient.signing_requested', 'recipient.signed']),
    );
  });

  it('ignores a second answer to a settled request and answers to unknown requests', async () => {
    const envelope = await sendEnvelope({ recipients: [{}, {}] });
    const requestId = await sendAndSign(envelope, 0);
    expect(await applied(envelope, 0, requestId)).toBe('applied');
    const before = await kit.dataSource.query('SELECT sequence FROM envelope_events WHERE envelope_id = $1', [
      envelope.id,
    ]);
    // Another event for the same request (a re-publish), and one for a request never made.
    expect(await applied(envelope, 0, requestId)).toBe('applied');
    expect(await applied(envelope, 1, randomUUID())).toBe('applied');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['done', 'waiting'],
    });
    const after = await kit.dataSource.query('SELECT sequence FROM envelope_events WHERE envelope_id = $1', [
      envelope.id,
    ]);
    expect(after).toHaveLength(before.length);
  });

  it('asks for sealing with the signature page once every actor is done, then completes on envelope.sealed, its history saying which seals are timestamped', async () => {
    const envelope = await sendEnvelope({
      recipients: [
        {
          name: 'Ana',
          identifiers: [{ code: 'CPF', title: 'CPF', is_required: false, value: '52998224725' }],
        },
        { type: 'carbon-copy' },
      ],
    });
    const requestId = await sendAndSign(envelope, 0);
    expect(await applied(envelope, 0, requestId)).toBe('applied');
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('processing');

    const sealing = await sealingRequestOf(kit, envelope);
    const page = sealing.signaturePage;
    expect(page).toMatchObject({
      validationCode: envelope.hashid,
      verifierUrl: 'https://rubrica.test/business/checker',
      title: 'Contract',
      senderEmail: envelope.senderEmail,
    });
    const ana = page.recipients.find((recipient: { name: string }) => recipient.name === 'Ana');
    expect(ana.identifiers).toEqual([{ code: 'CPF', title: 'CPF', value: '52998224725' }]);
    expect(ana.actions).toEqual([expect.objectContaining({ action: 'signed' })]);
    // The proto's completed_at: when the last actor finished (here Ana, the only one who acts).
    expect(page.completedAt).toBe(ana.actions[0].occurredAt);
    expect(page.events.length).toBeGreaterThan(2);
    // The history the page attaches (history.json): every entry printed, its chain whole.
    expect(verifyHistoryExport(JSON.parse(page.historyJson))).toMatchObject({
      valid: true,
      validation_code: envelope.hashid,
      entries: page.events.length,
    });

    const sealedKey = `envelopes/${envelope.organizationId}/${envelope.id}/documents/${envelope.documentIds[0]}/signed.pdf`;
    // The document's seal is timestamped; the signature page's authority missed the deadline.
    const eventId = await kit.publish(
      'rubrica.signing.envelope.sealed',
      envelopeSealed(envelope, sealing.requestId, { sha1: 'C'.repeat(40), timestamped: true }),
    );
    expect(await kit.settled(eventId)).toBe('applied');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'completed',
      recipients: ['done', 'waiting'],
    });
    const [sealed] = await kit.dataSource.query(
      'SELECT blob_key, sha1 FROM sealed_documents WHERE document_id = $1',
      [envelope.documentIds[0]],
    );
    expect(sealed).toEqual({ blob_key: sealedKey, sha1: 'c'.repeat(40) });
    const [completed] = await kit.dataSource.query(
      `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = 'envelope.completed'`,
      [envelope.id],
    );
    expect(completed.data).toEqual({
      timestamped: false,
      seals: [
        { document_id: envelope.documentIds[0], timestamped: true },
        { document_id: null, timestamped: false },
      ],
    });

    const completion = (await kit.mails()).filter((mail) => mail.job.template === 'envelope-completed');
    expect(completion.map((mail) => mail.job.to)).toEqual(
      expect.arrayContaining([
        envelope.senderEmail,
        await addressOf(envelope, 0),
        await addressOf(envelope, 1),
      ]),
    );
    // The completion link (a download token) opens the read-only view; the old action link is dead.
    const download = await linkTokenFor(kit, await addressOf(envelope, 0), 'download');
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${download}`)).status).toBe(200);
    expect((await call(kit.url, 'POST', `/p/envelopes/recipients/${download}`, { json: {} })).status).toBe(
      400,
    );
    const action = await linkTokenFor(kit, await addressOf(envelope, 0));
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${action}`)).status).toBe(400);
    const subjects: Array<{ subject: string }> = await kit.dataSource.query(
      `SELECT subject FROM outbox_events WHERE payload->>'envelopeId' = $1`,
      [envelope.id],
    );
    expect(subjects.map((row) => row.subject)).toContain('rubrica.envelopes.envelope.completed');
    // Archives (DocuWare) store the signature page under its download's name, in the envelope's
    // language (pt-BR here: sent without another).
    const [published] = await kit.dataSource.query(
      `SELECT payload->>'signaturePageName' AS name, payload->>'title' AS title FROM outbox_events
        WHERE payload->>'envelopeId' = $1 AND subject = 'rubrica.envelopes.envelope.completed'`,
      [envelope.id],
    );
    expect(published.name).toBe(`${published.title} - folha de assinaturas.pdf`);

    // The whole history, written by every step, is still one unbroken hash chain.
    expect(verifyEventChain(await envelopeHistory(kit.dataSource, envelope.id))).toEqual({ valid: true });
  });

  it('halts the envelope when a revision fails, and the failed recipient may retry', async () => {
    const envelope = await sendEnvelope({ recipients: [{}] });
    const requestId = await sendAndSign(envelope, 0);
    const eventId = await kit.publish('rubrica.signing.recipient.failed', {
      ...head(envelope),
      recipientId: envelope.recipientIds[0]!,
      requestId,
      failureCode: 'pdf.unreadable',
      failureMessage: 'unreadable',
    });
    expect(await kit.settled(eventId)).toBe('applied');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({ state: 'halted', recipients: ['failed'] });
    const [log] = await kit.dataSource.query(
      `SELECT data FROM envelope_events WHERE envelope_id = $1 AND type = 'recipient.signing_failed'`,
      [envelope.id],
    );
    expect(log.data.failure_code).toBe('pdf.unreadable');

    const token = await linkTokenFor(kit, await addressOf(envelope, 0));
    const retry = await call(kit.url, 'POST', `/p/envelopes/recipients/${token}`, { json: {} });
    expect(retry.status).toBe(202);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['signing'],
    });
  });

  it('halts the envelope when sealing fails', async () => {
    const envelope = await sendEnvelope({ recipients: [{}] });
    expect(await applied(envelope, 0, await sendAndSign(envelope, 0))).toBe('applied');
    const [request] = await kit.dataSource.query(
      `SELECT id FROM signing_requests WHERE envelope_id = $1 AND kind = 'seal' AND status = 'pending'`,
      [envelope.id],
    );
    const eventId = await kit.publish('rubrica.signing.envelope.sealing_failed', {
      ...head(envelope),
      requestId: request.id,
      failureCode: 'signing.seal_failed',
      failureMessage: 'certificate missing',
    });
    expect(await kit.settled(eventId)).toBe('applied');
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('halted');
  });
});

describe('envelopes.resolve_action_token.v1 and recipient.updated', () => {
  it('notifies an edited waiting recipient at the new address with a fresh link; the old links die', async () => {
    const envelope = await sendEnvelope({ recipients: [{ email: 'old-address@example.com' }] });
    const oldToken = await linkTokenFor(kit, 'old-address@example.com');
    await kit.dataSource.query(
      `UPDATE recipients SET addressees = jsonb_set(addressees, '{0,value}', '"new-address@example.com"') WHERE id = $1`,
      [envelope.recipientIds[0]],
    );
    const eventId = await kit.publish('rubrica.envelopes.recipient.updated', {
      ...head(envelope),
      recipient: { id: envelope.recipientIds[0]!, email: 'new-address@example.com' },
      previous: { id: envelope.recipientIds[0]!, email: 'old-address@example.com' },
      updatedByUserId: envelope.senderUserId,
    });
    expect(await kit.settled(eventId)).toBe('applied');
    const newToken = await eventually(
      async () => linkTokenFor(kit, 'new-address@example.com').catch(() => undefined),
      'the mail to the new address',
    );
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${newToken}`)).status).toBe(200);
    expect((await call(kit.url, 'GET', `/p/envelopes/recipients/${oldToken}`)).status).toBe(400);
  });
});
