import {
  DeliveryVia as ProtoVia,
  EnvelopeState as ProtoEnvelopeState,
  RecipientState as ProtoRecipientState,
  RecipientType as ProtoRecipientType,
  SignatureType as ProtoSignatureType,
  timestampFromDate,
} from '@rubrica/proto';
import type { DocumentEntity } from './document.entity.js';
import type { EnvelopeState, RecipientState, RecipientType } from './domain/envelope-vocabulary.js';
import type { EnvelopeEntity } from './envelope.entity.js';
import type { RecipientEntity } from './recipient.entity.js';

const ENVELOPE_STATES: Record<EnvelopeState, ProtoEnvelopeState> = {
  draft: ProtoEnvelopeState.DRAFT,
  template: ProtoEnvelopeState.TEMPLATE,
  processing: ProtoEnvelopeState.PROCESSING,
  'in-transit': ProtoEnvelopeState.IN_TRANSIT,
  completed: ProtoEnvelopeState.COMPLETED,
  cancelled: ProtoEnvelopeState.CANCELLED,
  rejected: ProtoEnvelopeState.REJECTED,
  expired: ProtoEnvelopeState.EXPIRED,
  halted: ProtoEnvelopeState.HALTED,
};

const RECIPIENT_STATES: Record<RecipientState, ProtoRecipientState> = {
  waiting: ProtoRecipientState.WAITING,
  signing: ProtoRecipientState.SIGNING,
  done: ProtoRecipientState.DONE,
  refused: ProtoRecipientState.REFUSED,
  queued: ProtoRecipientState.QUEUED,
  suspended: ProtoRecipientState.SUSPENDED,
  failed: ProtoRecipientState.FAILED,
  following: ProtoRecipientState.FOLLOWING,
};

const RECIPIENT_TYPES: Record<RecipientType, ProtoRecipientType> = {
  signer: ProtoRecipientType.SIGNER,
  approver: ProtoRecipientType.APPROVER,
  'carbon-copy': ProtoRecipientType.CARBON_COPY,
  'in-person-signer': ProtoRecipientType.IN_PERSON_SIGNER,
};

export function toProtoEnvelopeState(state: EnvelopeState): ProtoEnvelopeState {
  return ENVELOPE_STATES[state];
}

export function toProtoRecipientState(state: RecipientState): ProtoRecipientState {
  return RECIPIENT_STATES[state];
}

export function toProtoRecipientType(type: RecipientType): ProtoRecipientType {
  return RECIPIENT_TYPES[type];
}

/** The first addressee is the recipient's contact (section 3). */
export function contactOf(recipient: RecipientEntity) {
  const first = recipient.addressees[0];
  return { name: first?.name ?? '', value: first?.value ?? '', via: first?.via ?? 'email' };
}

/**
 * A recipient as `rubrica.envelopes.v1.Recipient`: its first addressee, the e-mail only for e-mail
 * delivery and the phone (digits only) only for WhatsApp.
 */
export function toProtoRecipient(recipient: RecipientEntity) {
  const contact = contactOf(recipient);
  return {
    id: recipient.id,
    type: toProtoRecipientType(recipient.type),
    name: contact.name,
    email: contact.via === 'email' ? contact.value : '',
    phone: contact.via === 'whatsapp' ? contact.value.replace(/\D/g, '') : '',
    via:
      contact.via === 'email'
        ? ProtoVia.EMAIL
        : contact.via === 'whatsapp'
          ? ProtoVia.WHATSAPP
          : ProtoVia.FACE_TO_FACE,
    routingOrder: recipient.routingOrder ?? 0,
    state: toProtoRecipientState(recipient.state),
    signatureType:
      recipient.signatureType === 'qualified'
        ? ProtoSignatureType.QUALIFIED
        : recipient.signatureType === 'simple'
          ? ProtoSignatureType.SIMPLE
          : ProtoSignatureType.UNSPECIFIED,
  };
}

export function toProtoSender(envelope: EnvelopeEntity) {
  return { userId: envelope.senderUserId, name: envelope.senderName, email: envelope.senderEmail };
}

/** A document as `rubrica.envelopes.v1.Document` (keys and hashes, never bytes). */
export function toProtoDocument(document: DocumentEntity) {
  return {
    id: document.id,
    name: document.name,
    blobKey: document.originalBlobKey,
    sha256: document.sha256,
    sizeBytes: document.size,
    pageCount: document.pages,
  };
}

/** Fields 1-4 every envelope event starts with. */
export function eventHead(envelope: EnvelopeEntity) {
  return {
    envelopeId: envelope.id,
    organizationId: envelope.organizationId,
    isSandbox: envelope.isSandbox,
    occurredAt: timestampFromDate(new Date()),
  };
}

/** What every event of an envelope's life (created, sent, completed, halted, ...) starts with. */
export function envelopeEventHead(envelope: EnvelopeEntity) {
  return {
    ...eventHead(envelope),
    sender: toProtoSender(envelope),
    title: envelope.title,
    state: toProtoEnvelopeState(envelope.state),
  };
}
