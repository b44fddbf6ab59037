import {
  DeliveryVia as ProtoDeliveryVia,
  EnvelopeState as ProtoEnvelopeState,
  RecipientState as ProtoRecipientState,
  RecipientType as ProtoRecipientType,
  SignatureType as ProtoSignatureType,
} from '@rubrica/proto';
import type { DocumentEntity } from './document.entity.js';
import type {
  DeliveryVia,
  EnvelopeState,
  RecipientState,
  RecipientType,
  SignatureType,
} from './domain/envelope-vocabulary.js';
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

const RECIPIENT_TYPES: Record<RecipientType, ProtoRecipientType> = {
  signer: ProtoRecipientType.SIGNER,
  approver: ProtoRecipientType.APPROVER,
  'carbon-copy': ProtoRecipientType.CARBON_COPY,
  'in-person-signer': ProtoRecipientType.IN_PERSON_SIGNER,
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

const VIAS: Record<DeliveryVia, ProtoDeliveryVia> = {
  email: ProtoDeliveryVia.EMAIL,
  whatsapp: ProtoDeliveryVia.WHATSAPP,
  'face-to-face': ProtoDeliveryVia.FACE_TO_FACE,
};

const SIGNATURE_TYPES: Record<SignatureType, ProtoSignatureType> = {
  simple: ProtoSignatureType.SIMPLE,
  qualified: ProtoSignatureType.QUALIFIED,
};

export function toProtoEnvelopeState(state: EnvelopeState): ProtoEnvelopeState {
  return ENVELOPE_STATES[state];
}

export function toProtoSender(envelope: EnvelopeEntity) {
  return { userId: envelope.senderUserId, name: envelope.senderName, email: envelope.senderEmail };
}

/** A recipient as `rubrica.envelopes.v1.Recipient` (first addressee; phone only for WhatsApp). */
export function toProtoRecipient(recipient: RecipientEntity) {
  const addressee = recipient.addressees[0];
  const via = addressee?.via ?? 'email';
  return {
    id: recipient.id,
    type: RECIPIENT_TYPES[recipient.type],
    name: addressee?.name ?? '',
    email: via === 'whatsapp' ? '' : (addressee?.value ?? ''),
    phone: via === 'whatsapp' ? (addressee?.value ?? '') : '',
    via: VIAS[via],
    routingOrder: recipient.routingOrder ?? 0,
    state: RECIPIENT_STATES[recipient.state],
    signatureType: recipient.signatureType
      ? SIGNATURE_TYPES[recipient.signatureType]
      : ProtoSignatureType.UNSPECIFIED,
  };
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
