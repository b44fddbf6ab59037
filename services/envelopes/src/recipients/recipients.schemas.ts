import { z } from '@rubrica/config';
import { requiredText } from '../common/common.schemas.js';
import { isValidEmail } from '@rubrica/service-kit';
import { toBrazilianPhone } from '../common/to-brazilian-phone.util.js';
import { DeliveryVia, RecipientType, SignatureType } from '../envelopes/domain/envelope-vocabulary.js';

const identifierSchema = z.object({
  code: z
    .string({ error: 'The identifier code is required.' })
    .trim()
    .min(1, 'The identifier code is required.')
    .max(30)
    .transform((code) => code.toUpperCase()),
  title: z.string().trim().max(100).optional(),
  is_required: z.boolean({ error: 'is_required must be true or false.' }).optional().default(false),
});

/**
 * One way of reaching the recipient (section 5): a name, and an e-mail address, or a Brazilian
 * phone for WhatsApp (left empty only by a template's role, see recipient-rules.ts). Addresses
 * are kept normalised (lowercase e-mail, E.164 phone) so uniqueness compares like with like.
 */
const addresseeSchema = z
  .object({
    via: z
      .enum(Object.values(DeliveryVia) as [DeliveryVia, ...DeliveryVia[]], {
        error: 'The delivery must be email, whatsapp or face-to-face.',
      })
      .optional()
      .default(DeliveryVia.Email),
    value: z.string({ error: 'The address is required.' }).trim(),
    name: requiredText('name'),
    identifiers: z.array(identifierSchema).max(10).optional().default([]),
  })
  .transform((addressee, context) => {
    // Left empty, the use case decides: a template's role has no address, anyone else needs one.
    if (!addressee.value) return addressee;
    if (addressee.via === DeliveryVia.WhatsApp) {
      const phone = toBrazilianPhone(addressee.value);
      if (!phone) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'The phone must be a valid Brazilian number.',
        });
        return z.NEVER;
      }
      return { ...addressee, value: phone };
    }
    if (!isValidEmail(addressee.value)) {
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'The email must be a valid email address.',
      });
      return z.NEVER;
    }
    return { ...addressee, value: addressee.value.toLowerCase() };
  });
export type AddresseeInput = z.infer<typeof addresseeSchema>;

const recipientType = z.enum(Object.values(RecipientType) as [RecipientType, ...RecipientType[]], {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'The type field is required.'
      : 'The type must be signer, approver, carbon-copy or in-person-signer.',
});
const signatureType = z
  .enum(Object.values(SignatureType) as [SignatureType, ...SignatureType[]], {
    error: 'The signature type must be simple or qualified.',
  })
  .nullable()
  .optional();
const routingOrder = z
  .number({ error: 'The routing order must be a whole number from 1.' })
  .int('The routing order must be a whole number from 1.')
  .min(1, 'The routing order must be a whole number from 1.')
  // The column is a PostgreSQL integer: anything past it would reach the database and fail there.
  .max(2_147_483_647, 'The routing order must be a whole number from 1.')
  .nullable()
  .optional();
// What `{{type;label}}` text tags name the recipient by (documents/text-tags/README.md); `r1`, `r2` …
// already mean the recipients in order.
const TAG_LABEL_MESSAGE =
  'The tag label must be a letter followed by up to 39 letters, digits, - or _, and not r1, r2 ….';
const tagLabel = z
  .string({ error: TAG_LABEL_MESSAGE })
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/i, TAG_LABEL_MESSAGE)
  .refine((label) => !/^r\d+$/i.test(label), TAG_LABEL_MESSAGE)
  .transform((label) => label.toLowerCase())
  .nullable()
  .optional();
const addressees = z
  .array(addresseeSchema, { error: 'The addressees field is required.' })
  .min(1, 'The addressees field is required.')
  .max(1, 'A recipient has one addressee.');

/** POST envelopes/{id}/recipients (section 7). */
export const addRecipientSchema = z.object({
  type: recipientType,
  addressees,
  signature_type: signatureType,
  routing_order: routingOrder,
  tag_label: tagLabel,
});
export type AddRecipientInput = z.infer<typeof addRecipientSchema>;

/**
 * PATCH envelopes/{id}/recipients/{rid}: any part of the recipient while drafting; the edit
 * action on a sent envelope sends `name` and `addressees` only.
 */
export const updateRecipientSchema = z.object({
  type: recipientType.optional(),
  addressees: addressees.optional(),
  name: requiredText('name').optional(),
  signature_type: signatureType,
  routing_order: routingOrder,
  tag_label: tagLabel,
});
export type UpdateRecipientInput = z.infer<typeof updateRecipientSchema>;
