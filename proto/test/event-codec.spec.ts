import { equals } from '@bufbuild/protobuf';
import {
  DeliveryVia,
  EnvelopeCompletedSchema,
  EnvelopeSentSchema,
  EnvelopeState,
  MaySendReason,
  RecipientState,
  RecipientType,
  SignatureType,
  SubscriptionState,
  create,
  decodeEvent,
  decodeRpcRequest,
  decodeRpcResponse,
  encodeEvent,
  encodeRpcRequest,
  encodeRpcResponse,
  fromErrorInfo,
  timestampDate,
  timestampFromDate,
  toErrorInfo,
  type EventSubject,
} from '@rubrica/proto';

const SUBJECT = 'rubrica.envelopes.envelope.completed';

function completedEnvelope() {
  return create(EnvelopeCompletedSchema, {
    envelopeId: 'env_1',
    organizationId: 'org_1',
    isSandbox: false,
    occurredAt: timestampFromDate(new Date('2025-03-04T05:06:07.089Z')),
    sender: { userId: 'usr_1', name: 'Ana Souza', email: 'ana@example.com' },
    title: 'Contrato de locação',
    state: EnvelopeState.COMPLETED,
    sentAt: timestampFromDate(new Date('2025-03-01T12:00:00Z')),
    recipients: [
      {
        id: 'rcp_1',
        type: RecipientType.SIGNER,
        name: 'Bruno Lima',
        email: 'bruno@example.com',
        phone: '5511999990000',
        via: DeliveryVia.WHATSAPP,
        routingOrder: 1,
        state: RecipientState.DONE,
        signatureType: SignatureType.QUALIFIED,
      },
      {
        id: 'rcp_2',
        type: RecipientType.CARBON_COPY,
        name: 'Carla',
        email: 'carla@example.com',
        via: DeliveryVia.EMAIL,
      },
    ],
    documents: [
      {
        id: 'doc_1',
        name: 'contrato.pdf',
        blobKey: 'envelopes/env_1/doc_1.pdf',
        sha256: 'a'.repeat(64),
        sizeBytes: 24_000_000,
        pageCount: 12,
        signedBlobKey: 'envelopes/env_1/doc_1.signed.pdf',
        signedSha256: 'b'.repeat(64),
      },
    ],
    signaturePageBlobKey: 'envelopes/env_1/signature-page.pdf',
    signaturePageSha256: 'c'.repeat(64),
  });
}

describe('encodeEvent / decodeEvent', () => {
  it('round-trips an EnvelopeCompleted with timestamps and enums', () => {
    const message = completedEnvelope();
    const json = encodeEvent(SUBJECT, message);
    const decoded = decodeEvent(SUBJECT, JSON.parse(JSON.stringify(json)));

    expect(equals(EnvelopeCompletedSchema, decoded, message)).toBe(true);
    expect(timestampDate(decoded.occurredAt!).toISOString()).toBe('2025-03-04T05:06:07.089Z');
    expect(decoded.state).toBe(EnvelopeState.COMPLETED);
    expect(decoded.recipients[0].via).toBe(DeliveryVia.WHATSAPP);
    expect(decoded.documents[0].sizeBytes).toBe(24_000_000);
  });

  it('writes the proto3 JSON mapping: camelCase keys, enum names, RFC 3339 times, defaults included', () => {
    const json = encodeEvent(SUBJECT, completedEnvelope());

    expect(json).toMatchObject({
      envelopeId: 'env_1',
      isSandbox: false,
      occurredAt: '2025-03-04T05:06:07.089Z',
      sentAt: '2025-03-01T12:00:00Z',
      state: 'ENVELOPE_STATE_COMPLETED',
    });
    expect(json.recipients?.[0]).toMatchObject({
      type: 'RECIPIENT_TYPE_SIGNER',
      via: 'DELIVERY_VIA_WHATSAPP',
      routingOrder: 1,
    });
    expect(json.recipients?.[1]).toMatchObject({
      phone: '',
      routingOrder: 0,
      signatureType: 'SIGNATURE_TYPE_UNSPECIFIED',
    });
    expect(json.documents?.[0]).toMatchObject({ sizeBytes: 24_000_000, signedSha256: 'b'.repeat(64) });
  });

  it('writes 64-bit integers as strings and reads them back as bigint', () => {
    const subject = 'rubrica.billing.subscription.changed';
    const json = encodeEvent(subject, {
      organizationId: 'org_1',
      state: SubscriptionState.RECURRING,
      limits: [{ limitation: 'storage_bytes', quantity: 10n * 1024n ** 3n }],
    });

    expect(json.limits).toEqual([{ limitation: 'storage_bytes', quantity: '10737418240' }]);
    expect(decodeEvent(subject, json).limits[0].quantity).toBe(10_737_418_240n);
  });

  it('accepts a plain initializer and a JSON text', () => {
    const json = encodeEvent('rubrica.envelopes.document.removed', {
      envelopeId: 'env_1',
      organizationId: 'org_1',
      documentId: 'doc_9',
      blobKey: 'envelopes/env_1/doc_9.pdf',
    });
    const decoded = decodeEvent('rubrica.envelopes.document.removed', JSON.stringify(json));

    expect(decoded.$typeName).toBe('rubrica.envelopes.v1.DocumentRemoved');
    expect(decoded.documentId).toBe('doc_9');
    expect(decoded.occurredAt).toBeUndefined();
  });

  it('reads proto field names as well as camelCase', () => {
    const decoded = decodeEvent(SUBJECT, {
      envelope_id: 'env_1',
      is_sandbox: true,
      state: 'ENVELOPE_STATE_COMPLETED',
    });

    expect(decoded.envelopeId).toBe('env_1');
    expect(decoded.isSandbox).toBe(true);
  });

  it('tolerates fields and enum values it does not know (a newer producer)', () => {
    const json = {
      ...encodeEvent(SUBJECT, completedEnvelope()),
      completionCertificateId: 'cert_1',
      recipients: [{ id: 'rcp_1', state: 'RECIPIENT_STATE_FROM_THE_FUTURE', favouriteColour: 'blue' }],
    };
    const decoded = decodeEvent(SUBJECT, json);

    expect(decoded.envelopeId).toBe('env_1');
    expect(decoded.recipients[0].id).toBe('rcp_1');
    expect(decoded.recipients[0].state).toBe(RecipientState.UNSPECIFIED);
  });

  it.each([
    ['a number for a string', { envelopeId: 42 }],
    ['a string for a bool', { isSandbox: 'yes' }],
    ['a malformed timestamp', { occurredAt: 'yesterday' }],
    ['an object for a list', { recipients: { id: 'rcp_1' } }],
    ['a number for a message', { sender: 7 }],
  ])('fails on %s in a known field', (_case, json) => {
    expect(() => decodeEvent(SUBJECT, json)).toThrow();
  });

  it('fails on a payload that is not a JSON object', () => {
    expect(() => decodeEvent(SUBJECT, '{"envelopeId": ')).toThrow();
    expect(() => decodeEvent(SUBJECT, [])).toThrow();
  });

  it('refuses a message of another type for the subject', () => {
    const sent = create(EnvelopeSentSchema, { envelopeId: 'env_1' });
    // The type system already rejects this; the check guards untyped callers.
    expect(() => encodeEvent(SUBJECT, sent as never)).toThrow(
      /Expected a rubrica.envelopes.v1.EnvelopeCompleted/,
    );
  });

  it('refuses subjects that are not registered', () => {
    const subject = 'rubrica.envelopes.envelope.finished' as EventSubject;
    expect(() => encodeEvent(subject, {})).toThrow(/Unknown event subject/);
    expect(() => decodeEvent(subject, {})).toThrow(/Unknown event subject/);
  });
});

describe('RPC codec', () => {
  it('round-trips billing.may_send.v1 with and without the optional envelope id', () => {
    const withEnvelope = decodeRpcRequest(
      'billing.may_send.v1',
      encodeRpcRequest('billing.may_send.v1', { organizationId: 'org_1', envelopeId: 'env_1' }),
    );
    const without = decodeRpcRequest(
      'billing.may_send.v1',
      encodeRpcRequest('billing.may_send.v1', { organizationId: 'org_1' }),
    );

    expect(withEnvelope.envelopeId).toBe('env_1');
    expect(without.envelopeId).toBeUndefined();
  });

  it('carries the refusal reason and the quota', () => {
    const json = encodeRpcResponse('billing.may_send.v1', {
      allowed: false,
      reason: MaySendReason.PLAN_CYCLE_LIMIT,
      available: 5,
      consumed: 5,
    });
    expect(json).toEqual({
      allowed: false,
      reason: 'MAY_SEND_REASON_PLAN_CYCLE_LIMIT',
      available: 5,
      consumed: 5,
    });
    expect(decodeRpcResponse('billing.may_send.v1', json).reason).toBe(MaySendReason.PLAN_CYCLE_LIMIT);
  });

  it('round-trips a membership with its permission flags', () => {
    const json = encodeRpcResponse('identity.get_membership.v1', {
      membership: {
        user: { id: 'usr_1', name: 'Ana', email: 'ana@example.com', lang: 'pt-BR' },
        organization: { id: 'org_1', name: 'Acme', isPersonal: false },
        isOwner: false,
        role: { id: 'rol_1', name: 'Usuário' },
        permissions: { sendEnvelopes: true, manageBilling: false },
      },
    });
    const { membership } = decodeRpcResponse('identity.get_membership.v1', json);

    expect(membership?.user?.lang).toBe('pt-BR');
    expect(membership?.permissions?.sendEnvelopes).toBe(true);
    expect(membership?.permissions?.manageUsers).toBe(false);
  });
});

describe('ErrorInfo', () => {
  it('carries a validation error and gives back the plain wire shape', () => {
    const wire = {
      code: 'validation.failed',
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['The email is invalid.', 'The email is taken.'], name: ['The name is required.'] },
    };
    expect(fromErrorInfo(toErrorInfo(wire))).toEqual(wire);
  });

  it('leaves out an empty errors map', () => {
    const wire = { code: 'billing.no_credits', status: 402, message: 'No credits available.' };
    expect(fromErrorInfo(toErrorInfo(wire))).toEqual(wire);
  });
});
