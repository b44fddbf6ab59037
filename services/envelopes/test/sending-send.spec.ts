import { randomUUID } from 'node:crypto';
import { decodeRpcRequest } from '@rubrica/proto';
import { seedEnvelope, stateOf, outboxSubjects } from './flow-support/envelope-fixtures.js';
import { call, member, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('send');

beforeEach(() => {
  kit.billing.answer = 'allow';
});

function send(
  envelope: { id: string; organizationId: string; senderUserId: string },
  headers?: Record<string, string>,
) {
  return call(kit.url, 'POST', `/envelopes/${envelope.id}/send`, {
    headers: headers ?? member(envelope.senderUserId, envelope.organizationId),
  });
}

describe('POST envelopes/{id}/send', () => {
  it('refuses an envelope without a signer with the no-subscriber error, leaving it a draft', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ type: 'approver' }, { type: 'carbon-copy' }],
    });
    const answer = await send(envelope);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: 'The envelope needs at least one signer.' });
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('draft');
  });

  it('records when the envelope was sent, and shows it as sent_at', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const headers = member(envelope.senderUserId, envelope.organizationId);
    const before = await call(kit.url, 'GET', `/envelopes/${envelope.id}`, { headers });
    expect(before.body.sent_at).toBeNull();
    const startedAt = Date.now();
    expect((await send(envelope)).status).toBe(200);
    const after = await call(kit.url, 'GET', `/envelopes/${envelope.id}`, { headers });
    expect(Date.parse(after.body.sent_at)).toBeGreaterThanOrEqual(startedAt - 1000);
  });

  it('refuses an envelope without documents', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { documents: [] });
    const answer = await send(envelope);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.documents).toEqual(['The envelope needs at least one document.']);
  });

  it('answers 402 "no credits available" when billing has no credit left, and sends nothing', async () => {
    kit.billing.answer = 'no-credits';
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await send(envelope);
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ message: 'no credits available' });
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({ state: 'draft', recipients: ['waiting'] });
    expect(kit.billing.consumed.some((entry) => entry.envelope_id === envelope.id)).toBe(false);
  });

  it('answers 402 with the plan-cycle message when the plan limit for the cycle is reached', async () => {
    kit.billing.answer = 'plan-cycle-limit';
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await send(envelope);
    expect(answer.status).toBe(402);
    expect(answer.body.message).toMatch(/limit of your plan for this cycle.*renewal or upgrade/);
  });

  it('needs the send_envelopes permission', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await send(envelope, member(envelope.senderUserId, envelope.organizationId, []));
    expect(answer.status).toBe(403);
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('draft');
  });

  it('hides another organization’s envelope (404) and changes nothing', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    const answer = await send(envelope, member(randomUUID(), randomUUID()));
    expect(answer.status).toBe(404);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({ state: 'draft', recipients: ['waiting'] });
    expect(kit.billing.consumed.some((entry) => entry.envelope_id === envelope.id)).toBe(false);
  });

  it('sends only drafts (412 the second time) and consumes one credit per envelope', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs);
    expect((await send(envelope)).status).toBe(200);
    const again = await send(envelope);
    expect(again.status).toBe(412);
    expect(again.body.message).toBe('Only a draft envelope can be sent.');
    expect(kit.billing.consumed.filter((entry) => entry.envelope_id === envelope.id)).toEqual([
      {
        organization_id: envelope.organizationId,
        envelope_id: envelope.id,
        idempotency_key: `envelope-send.${envelope.id}`,
      },
    ]);
  });

  it('notifies everyone at once when the order is not enforced', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [
        { email: 'ana@example.com' },
        { type: 'approver', email: 'bruno@example.com' },
        { type: 'carbon-copy', email: 'caio@example.com' },
      ],
    });
    const answer = await send(envelope);
    expect(answer.status).toBe(200);
    expect(answer.body.state).toBe('in-transit');
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['waiting', 'waiting', 'waiting'],
    });
    const mails = (await kit.mails()).filter((mail) => mail.job.template === 'envelope-action-required');
    for (const address of ['ana@example.com', 'bruno@example.com', 'caio@example.com']) {
      const mail = mails.find((candidate) => candidate.job.to === address)!;
      expect(mail.job.locale).toBe('pt-BR');
      expect(mail.job.params).toMatchObject({
        sender: 'Sofia Sender',
        title: 'Contract',
        message: 'Please sign',
        // The subject typed in the wizard becomes the e-mail's subject.
        subject: 'Contract subject',
      });
      expect(mail.job.params.link).toMatch(
        /^https:\/\/rubrica\.test\/business\/envelopes\/viewer\/[A-Za-z0-9_-]{43}$/,
      );
    }
    const subjects = await outboxSubjects(kit.dataSource);
    expect(subjects).toContain('rubrica.envelopes.envelope.sent');
    expect(
      subjects.filter((subject) => subject === 'rubrica.envelopes.recipient.notified').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('opens routing groups in order: same order in parallel, the next group stays queued', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [
        { routingOrder: 1, email: 'first-a@example.com' },
        { routingOrder: 1, email: 'first-b@example.com' },
        { routingOrder: 2, email: 'second@example.com' },
      ],
    });
    expect((await send(envelope)).status).toBe(200);
    expect(await stateOf(kit.dataSource, envelope.id)).toEqual({
      state: 'in-transit',
      recipients: ['waiting', 'waiting', 'queued'],
    });
    const addresses = (await kit.mails()).map((mail) => mail.job.to);
    expect(addresses).toEqual(expect.arrayContaining(['first-a@example.com', 'first-b@example.com']));
    expect(addresses).not.toContain('second@example.com');
  });

  it('schedules the expiration at the deadline and the first reminder with stable job ids', async () => {
    const expireAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { expireAt, reminderHours: 24 });
    expect((await send(envelope)).status).toBe(200);
    const expiration = await kit.envelopesQueue.bullQueue.getJob(`expire-envelope.${envelope.id}`);
    expect(await expiration?.getState()).toBe('delayed');
    expect(expiration!.timestamp + expiration!.delay).toBeGreaterThanOrEqual(expireAt.getTime() - 5_000);
    const rows: Array<{ job_id: string; kind: string }> = await kit.dataSource.query(
      'SELECT job_id, kind FROM envelope_schedules WHERE envelope_id = $1 ORDER BY kind',
      [envelope.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['expire', 'remind']);
    const reminder = await kit.envelopesQueue.bullQueue.getJob(rows[1]!.job_id);
    expect(reminder?.data.payload).toEqual({
      envelopeId: envelope.id,
      recipientId: envelope.recipientIds[0],
    });
    expect(await reminder?.getState()).toBe('delayed');
  });

  it('refuses a deadline already passed', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { expireAt: new Date(Date.now() - 1000) });
    const answer = await send(envelope);
    expect(answer.status).toBe(412);
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('draft');
  });

  it('refuses a document not yet converted to PDF and a WhatsApp delivery (a qualified signer is fine), before billing', async () => {
    const converting = await seedEnvelope(kit.dataSource, kit.blobs);
    await kit.dataSource.query(
      `UPDATE documents SET conversion_status = 'converting' WHERE envelope_id = $1`,
      [converting.id],
    );
    const unreachable = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ signatureType: 'qualified' }, { via: 'whatsapp', email: '+55 11 91234-5678' }],
    });
    const consumedBefore = kit.billing.consumed.length;
    const first = await send(converting);
    expect(first.status).toBe(422);
    expect(Object.keys(first.body.errors)).toEqual(['documents']);
    const second = await send(unreachable);
    expect(second.status).toBe(422);
    expect(Object.keys(second.body.errors).sort()).toEqual(['recipients.1.addressees.0.via']);
    for (const envelope of [converting, unreachable])
      expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('draft');
    expect(kit.billing.consumed.length).toBe(consumedBefore);
  });

  it('refuses a signer and an in-person signer without a signature field, naming each, before billing', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [
        { name: 'Ana', type: 'in-person-signer', via: 'face-to-face' },
        { name: 'Bruno', type: 'approver' },
        { name: 'Caio' },
        { name: 'Dora' },
      ],
      fields: [
        { recipient: 0, type: 'text' },
        { recipient: 2, type: 'initial' },
        { recipient: 3, type: 'signature' },
      ],
      onlyListedFields: true,
    });
    const consumedBefore = kit.billing.consumed.length;
    const answer = await send(envelope);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'recipients.0.fields': ['Place a signature field for Ana.'],
      'recipients.2.fields': ['Place a signature field for Caio.'],
    });
    expect(await stateOf(kit.dataSource, envelope.id)).toMatchObject({ state: 'draft' });
    expect(kit.billing.consumed.length).toBe(consumedBefore);
  });

  it('names a signer lacking a signature field, and a role lacking its address, in pt-BR and es', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ name: 'Ana' }, { name: 'Cliente', email: '' }],
      fields: [{ recipient: 1, type: 'signature' }],
      onlyListedFields: true,
    });
    const headers = member(envelope.senderUserId, envelope.organizationId);
    const inPortuguese = await send(envelope, { ...headers, 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(inPortuguese.status).toBe(422);
    expect(inPortuguese.body).toMatchObject({
      message: 'Os dados informados são inválidos.',
      code: 'validation.failed',
      errors: {
        'recipients.0.fields': ['Posicione um campo de assinatura para Ana.'],
        'recipients.1.addressees.0.value': ['Informe o e-mail de Cliente antes de enviar.'],
      },
    });
    const inSpanish = await send(envelope, { ...headers, 'accept-language': 'es' });
    expect(inSpanish.body.errors).toEqual({
      'recipients.0.fields': ['Coloque un campo de firma para Ana.'],
      'recipients.1.addressees.0.value': ['Indique el correo electrónico de Cliente antes de enviar.'],
    });
    // The codes travel with the messages, so a client can word them itself.
    expect(inSpanish.body.field_codes['recipients.0.fields']).toEqual([
      { code: 'send.signature_field_required', params: { name: 'Ana' } },
    ]);
    expect((await send(envelope)).body.errors['recipients.0.fields']).toEqual([
      'Place a signature field for Ana.',
    ]);
    expect(await stateOf(kit.dataSource, envelope.id)).toMatchObject({ state: 'draft' });
  });

  it('refuses a recipient role from a template whose address was never filled in', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [
        { name: 'Cliente', email: '' },
        { name: 'Testemunha', type: 'approver', email: '' },
      ],
    });
    const answer = await send(envelope);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'recipients.0.addressees.0.value': ["Give Cliente's e-mail address before sending."],
      'recipients.1.addressees.0.value': ["Give Testemunha's e-mail address before sending."],
    });
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('draft');
  });

  it('never sends a template (412), which stays a template', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { state: 'template' });
    const answer = await send(envelope);
    expect(answer.status).toBe(412);
    expect((await stateOf(kit.dataSource, envelope.id)).state).toBe('template');
  });

  it('asks billing nothing for a sandbox envelope (sandbox envelopes consume no credit)', async () => {
    kit.billing.answer = 'no-credits';
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, { isSandbox: true });
    expect((await send(envelope)).status).toBe(200);
    expect(kit.billing.consumed.some((entry) => entry.envelope_id === envelope.id)).toBe(false);
  });

  it('e-mails no one reached face to face, yet counts their link as delivered', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ type: 'in-person-signer', via: 'face-to-face', email: 'desk@example.com' }],
    });
    expect((await send(envelope)).status).toBe(200);
    expect((await kit.mails()).map((mail) => mail.job.to)).not.toContain('desk@example.com');
    const rows: Array<{ delivered: boolean }> = await kit.dataSource.query(
      'SELECT delivered_at IS NOT NULL AS delivered FROM recipient_tokens WHERE envelope_id = $1',
      [envelope.id],
    );
    expect(rows).toEqual([{ delivered: true }]);
  });

  it('writes the e-mails in the sender’s language when identity knows it', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ email: 'english@example.com' }],
    });
    const identity = kit.nats.subscribe('identity.resolve_principal.v1', {
      callback: (_error, message) => {
        const packet = message.json<{ id: string; data: never }>();
        const { userId } = decodeRpcRequest('identity.resolve_principal.v1', packet.data);
        const lang = userId === envelope.senderUserId ? 'en' : 'pt-BR';
        message.respond(JSON.stringify({ id: packet.id, response: { user: { lang } }, isDisposed: true }));
      },
    });
    try {
      expect((await send(envelope)).status).toBe(200);
    } finally {
      identity.unsubscribe();
    }
    const mail = (await kit.mails()).find((candidate) => candidate.job.to === 'english@example.com')!;
    expect(mail.job.locale).toBe('en');
    const [row] = await kit.dataSource.query(
      `SELECT metadata->>'locale' AS locale FROM envelopes WHERE id = $1`,
      [envelope.id],
    );
    expect(row.locale).toBe('en');
  });

  it('stores only the hash of each recipient’s link', async () => {
    const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
      recipients: [{ email: 'hash@example.com' }],
    });
    await send(envelope);
    const link = (await kit.mails()).find((mail) => mail.job.to === 'hash@example.com')!.job.params.link!;
    const token = link.split('/').pop()!;
    const rows: Array<{ token_hash: string }> = await kit.dataSource.query(
      'SELECT token_hash FROM recipient_tokens WHERE envelope_id = $1',
      [envelope.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
