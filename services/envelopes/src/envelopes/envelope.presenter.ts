import type { ContentEntity } from './content.entity.js';
import type { DocumentEntity } from './document.entity.js';
import { EnvelopeState, RecipientState } from './domain/envelope-vocabulary.js';
import type { EnvelopeEntity } from './envelope.entity.js';
import type { FieldEntity } from './field.entity.js';
import type { RecipientAddressee, RecipientEntity } from './recipient.entity.js';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Section 4: `pending` is the old-style status of an in-transit envelope. */
export function legacyStatus(state: EnvelopeState): string {
  return state === EnvelopeState.InTransit ? 'pending' : state;
}

/** What every view of an envelope starts with, the sender's and a recipient's alike: what it is and says. */
export function envelopeWords(envelope: EnvelopeEntity) {
  return {
    id: envelope.id,
    hashid: envelope.hashid,
    title: envelope.title,
    name: envelope.name,
    subject: envelope.subject,
    message: envelope.message,
    state: envelope.state,
  };
}

export function presentEnvelope(envelope: EnvelopeEntity) {
  return {
    ...envelopeWords(envelope),
    status: legacyStatus(envelope.state),
    is_sandbox: envelope.isSandbox,
    created_at: iso(envelope.createdAt),
    updated_at: iso(envelope.updatedAt),
    sent_at: iso(envelope.sentAt ?? null),
    expire_at: iso(envelope.expireAt),
    effective_date_reminder_at: iso(envelope.effectiveDateReminderAt),
    effective_until: iso(envelope.effectiveUntil),
    action_reminder_frequency: envelope.actionReminderFrequency,
    metadata: envelope.metadata,
    triggers: envelope.triggers ?? [],
    sender: { name: envelope.senderName, email: envelope.senderEmail },
  };
}
export type EnvelopeResponse = ReturnType<typeof presentEnvelope>;

export function presentRecipient(recipient: RecipientEntity) {
  return {
    id: recipient.id,
    type: recipient.type,
    signature_type: recipient.signatureType,
    routing_order: recipient.routingOrder,
    /** What text tags name this recipient by, besides r1, r2 … (documents/text-tags/README.md). */
    tag_label: recipient.tagLabel ?? null,
    state: recipient.state,
    notified_at: iso(recipient.notifiedAt),
    addressees: recipient.addressees,
  };
}
export type RecipientResponse = ReturnType<typeof presentRecipient>;

/**
 * Another recipient as a recipient (not the sender) sees them while the envelope is under way: who
 * they are and where they stand, never how to reach or identify them. E-mail, phone and identifier
 * values (CPF...) stay with the sender and with the recipient themselves until completion (see
 * showsCoRecipientsWhole), since a link is a capability of one recipient (ARCHITECTURE.md) and
 * anyone holding it would otherwise read every co-recipient's CPF.
 */
export function presentCoRecipient(recipient: RecipientEntity) {
  return { ...presentRecipient(recipient), addressees: withoutContact(recipient.addressees) };
}

/** Addressees with their address and identifier values blanked (see presentCoRecipient). */
export function withoutContact(addressees: RecipientAddressee[]) {
  return addressees.map((addressee) => ({
    name: addressee.name,
    value: null,
    via: addressee.via,
    identifiers: addressee.identifiers.map((identifier) => ({
      code: identifier.code,
      title: identifier.title,
      value: null,
      is_required: identifier.is_required,
    })),
  }));
}

/**
 * Whether a recipient reads their co-recipients whole. Once an envelope is completed every
 * recipient receives its signature page, which prints each recipient's address and identifiers, and
 * the spec's download page lists them (envelopes §2); before that, a co-recipient shows only name,
 * type and state.
 */
export function showsCoRecipientsWhole(state: EnvelopeState): boolean {
  return state === EnvelopeState.Completed;
}

/**
 * The envelope's recipients for `reader`: all of them whole for its sender and once the envelope is
 * completed, else only the reader's own entry.
 */
export function recipientsFor(
  recipients: RecipientEntity[],
  reader: { isSender: boolean; email?: string },
  envelope: Pick<EnvelopeEntity, 'state'>,
): Array<RecipientResponse | ReturnType<typeof presentCoRecipient>> {
  const whole = reader.isSender || showsCoRecipientsWhole(envelope.state);
  return recipients.map((recipient) =>
    whole || isAddressedTo(recipient, reader.email)
      ? presentRecipient(recipient)
      : presentCoRecipient(recipient),
  );
}

function isAddressedTo(recipient: RecipientEntity, email: string | undefined): boolean {
  const address = recipient.addressees[0];
  return !!email && address?.via === 'email' && address.value.toLowerCase() === email.toLowerCase();
}

/** Section 3: recipients_stats {done, total}; a viewer who followed counts as done. */
export function recipientsStats(recipients: Pick<RecipientEntity, 'state'>[]) {
  return {
    done: recipients.filter(
      (recipient) => recipient.state === RecipientState.Done || recipient.state === RecipientState.Following,
    ).length,
    total: recipients.length,
  };
}

export function presentField(field: FieldEntity) {
  return {
    id: field.id,
    document_id: field.documentId,
    recipient_id: field.recipientId,
    type: field.type,
    title: field.title,
    name: field.name,
    value: field.value,
    options: field.options,
    is_required: field.isRequired,
    widgets: field.widgets,
  };
}
export type FieldResponse = ReturnType<typeof presentField>;

export function presentContent(content: ContentEntity) {
  return {
    id: content.id,
    document_id: content.documentId,
    type: content.type,
    // An image's value is its blob key, which stays inside the platform.
    value: content.type === 'image' ? null : content.value,
    page: content.page,
    x_axis: content.xAxis,
    y_axis: content.yAxis,
    width: content.width,
    height: content.height,
    font_size: content.fontSize,
    font_family: content.fontFamily,
    text_color: content.textColor,
    opacity: content.opacity,
  };
}
export type ContentResponse = ReturnType<typeof presentContent>;

/**
 * `organizationId` is the envelope's: the links name it in their query, so a browser that opens
 * one as a plain link (no `X-Organization` header) is still checked for membership by the gateway.
 */
export function presentDocument(
  document: DocumentEntity,
  organizationId: string,
  extras?: { fields: FieldEntity[]; contents: ContentEntity[] },
) {
  const scoped = `?organization=${encodeURIComponent(organizationId)}`;
  return {
    id: document.id,
    name: document.name,
    pages: document.pages,
    page_sizes: document.pageSizes,
    size: document.size,
    sha256: document.sha256,
    position: document.position,
    /** `converting` or `failed` while an office file is not a PDF yet; null once it is. */
    conversion_status: document.conversionStatus ?? null,
    conversion_error: document.conversionError ?? null,
    /** The failure's stable code (`conversion.unavailable`, `conversion.failed` ...) for clients to word. */
    conversion_error_code: document.conversionErrorCode ?? null,
    /** What the upload removed before the first hash (`[]` when the file was kept as it came). */
    removed_content: document.removedContent ?? [],
    text_tags: (document.textTags ?? []).map((tag) => ({ ...tag, problem_code: tag.problem_code ?? null })),
    created_at: iso(document.createdAt),
    // Addresses as the web app calls them through the gateway (section 3, Document.links).
    links: {
      display: `/api/envelopes/${document.envelopeId}/documents/${document.id}/display${scoped}`,
      download: `/api/envelopes/${document.envelopeId}/download${scoped}`,
      background_sheet: `/api/envelopes/${document.envelopeId}/background-sheet/download${scoped}`,
    },
    ...(extras
      ? { fields: extras.fields.map(presentField), contents: extras.contents.map(presentContent) }
      : {}),
  };
}
export type DocumentResponse = ReturnType<typeof presentDocument>;
