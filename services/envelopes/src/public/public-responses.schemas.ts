import { z } from '@rubrica/config';
import {
  DeliveryVia,
  EnvelopeState,
  FieldType,
  RecipientState,
  RecipientType,
} from '../envelopes/domain/envelope-vocabulary.js';
import {
  contentResponseSchema,
  envelopeResponseSchema,
  fieldResponseSchema,
  recipientResponseSchema,
  recipientsStatsSchema,
} from '../envelopes/envelope-responses.schemas.js';

// The answers of the recipients' token routes; the route table holds each to its handler.

/** After signing, approving, acknowledging or rejecting. */
export const actionResultResponseSchema = z
  .object({
    state: z.enum(RecipientState),
    envelope_state: z.enum(EnvelopeState),
  })
  .meta({ id: 'ActionResult' });

/** A field as its recipient sees it (`recipient` is the owner's id; `disabled` when not theirs). */
export const publicFieldResponseSchema = fieldResponseSchema
  .omit({ document_id: true, recipient_id: true })
  .extend({ recipient: z.string(), type: z.enum(FieldType), disabled: z.boolean() })
  .meta({ id: 'RecipientField' });

/** The recipient after giving an identifier: values of other people's addresses stay hidden. */
export const publicRecipientResponseSchema = recipientResponseSchema
  .omit({ tag_label: true })
  .extend({
    addressees: z.array(
      z.object({
        name: z.string(),
        value: z.string().nullable(),
        via: z.enum(DeliveryVia),
        identifiers: z.array(
          z.object({
            code: z.string(),
            title: z.string(),
            value: z.string().nullable(),
            is_required: z.boolean(),
            is_filled: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'RecipientEntry' });

/** What a link leads to now; `invalid` when it leads nowhere. */
export const linkStatusResponseSchema = z.union([
  z.object({
    status: z.enum(['open', 'acted', 'completed', 'cancelled', 'rejected', 'expired', 'invalid']),
    envelope: z.null(),
    recipient: z.null(),
    download_token: z.null(),
  }),
  z.object({
    status: z.enum(['completed', 'cancelled', 'rejected', 'expired', 'open', 'acted']),
    envelope: z.object({
      title: z.string(),
      state: z.enum(EnvelopeState),
      ended_at: z.string().nullable(),
      expire_at: z.string().nullable(),
      locale: z.enum(['pt-BR', 'en', 'es']),
    }),
    recipient: z.object({
      name: z.string(),
      type: z.enum(RecipientType),
      state: z.enum(RecipientState),
      acted_at: z.string().nullable(),
    }),
    download_token: z.string().nullable(),
  }),
]);

/** The hashes a local signing plugin signs, under a new transaction (`tcn`). */
export const signableHashesResponseSchema = z.object({
  documents: z.array(z.object({ id: z.string(), signable_hash: z.string() })),
  tcn: z.string(),
});

export const pluginLicenseResponseSchema = z.object({ license: z.string() });

const integrity = z.object({
  valid: z.boolean(),
  sha1: z.string().nullable(),
  document: z.object({ id: z.string(), name: z.string() }).nullable(),
  message: z.string(),
});

/**
 * The chain of the history attached to one of our signature pages: every entry's hash recomputed
 * from its content and the previous hash; `sequence` and `reason` name the first entry that fails.
 */
const history = z
  .union([
    z.object({
      valid: z.literal(true),
      entries: z.number().int(),
      /** The chain ends at an entry of the envelope's own history as we keep it. */
      matches_record: z.boolean(),
    }),
    z.object({
      valid: z.literal(false),
      entries: z.number().int(),
      sequence: z.number().int().nullable(),
      reason: z.enum(['unreadable', 'empty', 'sequence', 'previous_hash', 'content']),
      message: z.string(),
      matches_record: z.literal(false),
    }),
  ])
  .meta({ id: 'HistoryCheck' });

/** The verifier: a file's integrity, and with a validation code the envelope it belongs to. */
export const verificationResponseSchema = z.union([
  z.object({ integrity, history: history.optional() }),
  z.object({
    integrity: integrity.optional(),
    history: history.optional(),
    code: z.string(),
    envelope: z.object({
      title: z.string(),
      subject: z.string().nullable(),
      state: z.enum(EnvelopeState),
      created_at: z.string(),
      recipients: z.array(
        z.object({ name: z.string(), type: z.enum(RecipientType), state: z.enum(RecipientState) }),
      ),
      /** Someone signed with an ICP-Brasil certificate: the government validator can check it too. */
      qualified_signatures: z.boolean(),
    }),
    documents: z.array(
      z.object({ id: z.string(), name: z.string(), created_at: z.string(), sha1: z.string().nullable() }),
    ),
  }),
]);

/** ITI VALIDAR's hook answer (its developer guide): the signed files' addresses. */
export const validarResponseSchema = z
  .object({
    version: z.literal('1.0.0'),
    prescription: z.object({ signatureFiles: z.array(z.object({ url: z.string() })) }),
  })
  .meta({ id: 'ValidarAnswer' });

/** What a recipient's link shows: the envelope, every recipient (contacts hidden), the documents with their fields, and the reader's own entry. */
export const recipientViewResponseSchema = envelopeResponseSchema
  .omit({ status: true, updated_at: true, sent_at: true, triggers: true })
  .extend({
    created_at: z.string(),
    recipients_stats: recipientsStatsSchema,
    recipients: z.array(publicRecipientResponseSchema),
    documents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        pages: z.number().int(),
        links: z.record(z.string(), z.string()),
        fields: z.array(publicFieldResponseSchema),
        contents: z.array(contentResponseSchema.omit({ document_id: true })),
      }),
    ),
    recipient: publicRecipientResponseSchema.extend({
      action: z.enum(['sign', 'approve', 'follow']),
      is_current: z.boolean(),
      can_act: z.boolean(),
      is_sender: z.boolean(),
      signature_images: z.object({ signature: z.boolean(), initials: z.boolean() }),
    }),
  })
  .meta({ id: 'RecipientView' });
