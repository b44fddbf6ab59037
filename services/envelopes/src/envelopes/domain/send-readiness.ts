import { addFieldError, type FieldErrors } from './field-errors.js';
import { fieldPlacementRule } from './field-rules.js';
import {
  DeliveryVia,
  FieldType,
  SignatureType,
  isSigner,
  type RecipientType,
} from './envelope-vocabulary.js';

export interface SendReadinessInput {
  documents: Array<{
    name: string;
    conversionStatus: string | null;
    /** The document's text tags (documents/text-tags/README.md); none when absent. */
    textTags?: Array<{ text: string; page: number; field_id: string | null; problem: string | null }>;
  }>;
  /** In list order (position). */
  recipients: Array<{
    id: string;
    name: string;
    type: RecipientType;
    signatureType: SignatureType | null;
    via: DeliveryVia;
    /** Empty for a role copied from a template whose address was never filled in. */
    address: string;
  }>;
  fields: Array<{ type: FieldType; recipientId: string }>;
  isPdfa: boolean;
  /**
   * Whether WhatsApp recipients can be reached: sections 1 and 6 offer WhatsApp only in the
   * Brazilian edition and only when the plan has the `whatsapp` feature. Unknown counts as no.
   */
  whatsapp?: WhatsappAvailability;
  /**
   * Section 1: the US edition has no qualified signature. Recipient create and update refuse it
   * there; this catches signers that came another way (a template made before, a copied draft).
   */
  qualifiedOffered?: boolean;
}

export type WhatsappAvailability = 'allowed' | 'not-in-edition' | 'not-in-plan';

type WhatsappRefusal = Exclude<WhatsappAvailability, 'allowed'> | 'unknown';

const WHATSAPP_REFUSALS = {
  'not-in-edition': 'send.whatsapp_not_in_edition',
  'not-in-plan': 'send.whatsapp_not_in_plan',
  unknown: 'send.whatsapp_unavailable',
} as const satisfies Record<WhatsappRefusal, string>;

/**
 * What must hold for an envelope to leave the draft, beyond the state machine's own rule (at
 * least one signer): every document is a PDF already (ARCHITECTURE: "every document is a PDF by
 * the time it is in an envelope"), each recipient has an address (a role from a template gets
 * one before sending), each signer has a signature field to sign in, each recipient can be
 * reached and can act with what this installation offers, each text tag naming a recipient became
 * a field, and the PDF/A rule of section 5 still holds after later edits.
 */
export function validateSendReadiness(input: SendReadinessInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = addFieldError.bind(null, errors);

  if (input.documents.length === 0) add('documents', 'send.document_required');
  input.documents.forEach((document, index) => {
    if (document.conversionStatus === 'converting')
      add('documents', 'send.document_converting', { name: document.name });
    else if (document.conversionStatus !== null)
      add('documents', 'send.document_conversion_failed', { name: document.name });
    // A tag naming a recipient who may not have its field (an approver's signature) is covered in
    // the stamped output all the same: sent, the document would lose the signature line its sender
    // wrote, with nobody asked to sign there.
    document.textTags?.forEach((tag, tagIndex) => {
      if (!tag.field_id && tag.problem)
        add(`documents.${index}.text_tags.${tagIndex}`, 'send.text_tag_not_placed', {
          tag: tag.text,
          page: tag.page,
          name: document.name,
        });
    });
  });

  input.recipients.forEach((recipient, index) => {
    if (!recipient.address.trim())
      add(
        `recipients.${index}.addressees.0.value`,
        recipient.via === DeliveryVia.WhatsApp ? 'send.phone_required' : 'send.email_required',
        { name: recipient.name },
      );
    // Section 5 gives signature fields to signers only, and a signer signs in one: without it an
    // in-person or remote signer would complete the envelope with no signature at all.
    if (
      isSigner(recipient.type) &&
      !input.fields.some((field) => field.recipientId === recipient.id && field.type === FieldType.Signature)
    )
      add(`recipients.${index}.fields`, 'send.signature_field_required', { name: recipient.name });
    if (recipient.signatureType === SignatureType.Qualified && input.qualifiedOffered === false)
      add(`recipients.${index}.signature_type`, 'send.qualified_not_offered', { name: recipient.name });
    if (recipient.via === DeliveryVia.WhatsApp && input.whatsapp !== 'allowed')
      add(`recipients.${index}.addressees.0.via`, WHATSAPP_REFUSALS[input.whatsapp ?? 'unknown'], {
        name: recipient.name,
      });
  });

  if (input.isPdfa) {
    const indexOf = new Map(input.recipients.map((recipient, index) => [recipient.id, index]));
    // Each rule once, however many fields break it.
    const broken = new Set<string>();
    for (const field of input.fields) {
      const index = indexOf.get(field.recipientId);
      if (index === undefined) continue;
      const rule = fieldPlacementRule({
        fieldType: field.type,
        recipientType: input.recipients[index]!.type,
        recipientIndex: index,
        recipientCount: input.recipients.length,
        isPdfa: true,
      });
      if (rule && !broken.has(rule)) add('fields', rule);
      if (rule) broken.add(rule);
    }
  }
  return errors;
}
