import type { ContentEntity } from '../envelopes/content.entity.js';
import type { DocumentEntity } from '../envelopes/document.entity.js';
import { isFieldReadOnly } from '../envelopes/domain/field-rules.js';
import { isRecipientCurrent, type EnvelopeSnapshot } from '../envelopes/domain/envelope-state-machine.js';
import { RecipientState } from '../envelopes/domain/envelope-vocabulary.js';
import type { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import {
  envelopeWords,
  presentContent as presentSenderContent,
  presentField as presentSenderField,
  presentRecipient as presentSenderRecipient,
  showsCoRecipientsWhole,
} from '../envelopes/envelope.presenter.js';
import type { FieldEntity } from '../envelopes/field.entity.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';

/** A field as its recipients see it: the sender's view, by recipient, with whether it still takes a value. */
export function presentField(
  field: FieldEntity,
  owner: RecipientEntity | undefined,
  envelope: EnvelopeEntity,
) {
  const { id, document_id: _document, recipient_id, widgets, ...described } = presentSenderField(field);
  return {
    id,
    recipient: recipient_id,
    ...described,
    disabled: !owner || isFieldReadOnly(envelope.state, owner.state),
    widgets,
  };
}

/** A content as the sender placed it, without the document it lies on (the view nests it there). */
export function presentContent(content: ContentEntity) {
  const { document_id: _document, ...shown } = presentSenderContent(content);
  return shown;
}

/**
 * A recipient as others see them: the sender's view without the tag label, the address hidden for
 * face-to-face and photo values always.
 */
export function presentRecipient(recipient: RecipientEntity) {
  const { tag_label: _label, ...shown } = presentSenderRecipient(recipient);
  return {
    ...shown,
    addressees: recipient.addressees.map((addressee) => ({
      name: addressee.name,
      value: addressee.via === 'face-to-face' ? null : addressee.value,
      via: addressee.via,
      identifiers: addressee.identifiers.map((identifier) => ({
        code: identifier.code,
        title: identifier.title ?? identifier.code,
        value: identifier.code === 'PHOTO' ? null : (identifier.value ?? null),
        is_required: identifier.is_required,
        is_filled: Boolean(identifier.value),
      })),
    })),
  };
}

/**
 * Another recipient as the link's holder sees them: name, type and state, never their e-mail,
 * phone or identifier values (see envelope.presenter's presentCoRecipient for the reading of the
 * spec); whether an identifier is filled still shows.
 */
export function presentCoRecipient(recipient: RecipientEntity) {
  const whole = presentRecipient(recipient);
  return {
    ...whole,
    addressees: whole.addressees.map((addressee) => ({
      ...addressee,
      value: null,
      identifiers: addressee.identifiers.map((identifier) => ({ ...identifier, value: null })),
    })),
  };
}

export function actionOf(recipient: RecipientEntity): 'sign' | 'approve' | 'follow' {
  if (recipient.type === 'approver') return 'approve';
  if (recipient.type === 'carbon-copy') return 'follow';
  return 'sign';
}

/** GET p/envelopes/recipients/{token}: the envelope as the link's recipient sees it (sections 2 and 3). */
export function presentRecipientView(input: {
  envelope: EnvelopeEntity;
  recipients: RecipientEntity[];
  documents: DocumentEntity[];
  fields: FieldEntity[];
  contents: ContentEntity[];
  recipient: RecipientEntity;
  snapshot: EnvelopeSnapshot;
  links: (documentId: string) => Record<string, string>;
  /** The link's recipient's signature images already made (signature-images-made.util.ts). */
  signatureImages?: { signature: boolean; initials: boolean };
}) {
  const { envelope, recipient } = input;
  const byId = new Map(input.recipients.map((candidate) => [candidate.id, candidate]));
  const me = input.snapshot.recipients.find((candidate) => candidate.id === recipient.id)!;
  const acting = input.recipients.filter((candidate) => candidate.type !== 'carbon-copy');
  return {
    ...envelopeWords(envelope),
    is_sandbox: envelope.isSandbox,
    created_at: envelope.createdAt.toISOString(),
    expire_at: envelope.expireAt?.toISOString() ?? null,
    effective_date_reminder_at: envelope.effectiveDateReminderAt?.toISOString() ?? null,
    effective_until: envelope.effectiveUntil?.toISOString() ?? null,
    action_reminder_frequency: envelope.actionReminderFrequency,
    metadata: envelope.metadata,
    sender: { name: envelope.senderName, email: envelope.senderEmail },
    recipients_stats: {
      done: acting.filter((candidate) => candidate.state === RecipientState.Done).length,
      total: acting.length,
    },
    recipients: [...input.recipients]
      .sort((a, b) => (a.routingOrder ?? 0) - (b.routingOrder ?? 0) || a.position - b.position)
      .map((candidate) =>
        candidate.id === recipient.id || showsCoRecipientsWhole(envelope.state)
          ? presentRecipient(candidate)
          : presentCoRecipient(candidate),
      ),
    documents: input.documents.map((document) => ({
      id: document.id,
      name: document.name,
      pages: document.pages,
      links: input.links(document.id),
      fields: input.fields
        .filter((field) => field.documentId === document.id)
        .map((field) => presentField(field, byId.get(field.recipientId), envelope)),
      contents: input.contents.filter((content) => content.documentId === document.id).map(presentContent),
    })),
    // The link's own recipient: what they may do now.
    recipient: {
      ...presentRecipient(recipient),
      action: actionOf(recipient),
      is_current: isRecipientCurrent(input.snapshot.recipients, me),
      can_act:
        envelope.state === 'in-transit' &&
        recipient.state === RecipientState.Waiting &&
        isRecipientCurrent(input.snapshot.recipients, me),
      is_sender: isSenderRecipient(envelope, recipient),
      signature_images: input.signatureImages ?? { signature: false, initials: false },
    },
  };
}

/** The sender acting through a recipient link (section 6: they cancel instead of rejecting). */
export function isSenderRecipient(envelope: EnvelopeEntity, recipient: RecipientEntity): boolean {
  const first = recipient.addressees[0];
  return first?.via === 'email' && first.value.toLowerCase() === envelope.senderEmail.toLowerCase();
}
