import type { FieldErrors } from './field-errors.js';
import { validateFieldPlacement } from './field-rules.js';
import {
  DeliveryVia,
  FieldType,
  SignatureType,
  isSigner,
  type RecipientType,
} from './envelope-vocabulary.js';

export interface SendReadinessInput {
  documents: Array<{ name: string; conversionStatus: string | null }>;
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

const WHATSAPP_REFUSALS: Record<WhatsappRefusal, (name: string) => string> = {
  'not-in-edition': (name) => `WhatsApp delivery is not offered in this edition; send to ${name} by e-mail.`,
  'not-in-plan': (name) =>
    `Your plan does not include WhatsApp delivery; upgrade it or send to ${name} by e-mail.`,
  unknown: (name) => `WhatsApp delivery is not available; send to ${name} by e-mail.`,
};

/**
 * What must hold for an envelope to leave the draft, beyond the state machine's own rule (at
 * least one signer): every document is a PDF already (ARCHITECTURE: "every document is a PDF by
 * the time it is in an envelope"), each recipient has an address (a role from a template gets
 * one before sending), each signer has a signature field to sign in, each recipient can be
 * reached and can act with what this installation offers, and the PDF/A rule of section 5 still
 * holds after later edits.
 */
export function validateSendReadiness(input: SendReadinessInput): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);

  if (input.documents.length === 0) add('documents', 'The envelope needs at least one document.');
  for (const document of input.documents) {
    if (document.conversionStatus === 'converting')
      add('documents', `"${document.name}" is still being converted to PDF; send it once it is ready.`);
    else if (document.conversionStatus !== null)
      add('documents', `"${document.name}" could not be converted to PDF; remove it to send the envelope.`);
  }

  input.recipients.forEach((recipient, index) => {
    if (!recipient.address.trim())
      add(
        `recipients.${index}.addressees.0.value`,
        recipient.via === DeliveryVia.WhatsApp
          ? `Give ${recipient.name}'s phone number before sending.`
          : `Give ${recipient.name}'s e-mail address before sending.`,
      );
    // Section 5 gives signature fields to signers only, and a signer signs in one: without it an
    // in-person or remote signer would complete the envelope with no signature at all.
    if (
      isSigner(recipient.type) &&
      !input.fields.some((field) => field.recipientId === recipient.id && field.type === FieldType.Signature)
    )
      add(`recipients.${index}.fields`, `Place a signature field for ${recipient.name}.`);
    if (recipient.signatureType === SignatureType.Qualified && input.qualifiedOffered === false)
      add(
        `recipients.${index}.signature_type`,
        `Qualified signatures are not offered in this edition; ask ${recipient.name} for a simple signature.`,
      );
    if (recipient.via === DeliveryVia.WhatsApp && input.whatsapp !== 'allowed')
      add(
        `recipients.${index}.addressees.0.via`,
        WHATSAPP_REFUSALS[input.whatsapp ?? 'unknown'](recipient.name),
      );
  });

  if (input.isPdfa) {
    const indexOf = new Map(input.recipients.map((recipient, index) => [recipient.id, index]));
    for (const field of input.fields) {
      const index = indexOf.get(field.recipientId);
      if (index === undefined) continue;
      const placement = validateFieldPlacement({
        fieldType: field.type,
        recipientType: input.recipients[index]!.type,
        recipientIndex: index,
        recipientCount: input.recipients.length,
        isPdfa: true,
      });
      for (const message of placement.type ?? []) {
        if (!errors.fields?.includes(message)) add('fields', message);
      }
    }
  }
  return errors;
}
