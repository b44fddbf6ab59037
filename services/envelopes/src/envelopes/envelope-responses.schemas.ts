import { z } from '@rubrica/config';
import { REMOVED_CONTENT_KINDS } from './domain/removed-content.js';
import {
  DeliveryVia,
  EnvelopeState,
  FieldType,
  RecipientState,
  RecipientType,
  SignatureType,
} from './domain/envelope-vocabulary.js';

// The answers of the sender's routes as envelope.presenter.ts writes them; the route table
// (http-routes.schemas.ts) holds each one to its handler's return type, so they cannot drift.

const date = z.string().nullable();

/** Where a field's widget or a content shows; positions and sizes are fractions of the page size. */
const placement = {
  page: z.number().int(),
  x_axis: z.number(),
  y_axis: z.number(),
  width: z.number(),
  height: z.number(),
};

export const envelopeResponseSchema = z
  .object({
    id: z.string(),
    hashid: z.string(),
    title: z.string(),
    name: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    state: z.enum(EnvelopeState),
    /** Section 4: `pending` is the old-style name of `in-transit`. */
    status: z.string(),
    is_sandbox: z.boolean(),
    created_at: date,
    updated_at: date,
    sent_at: date,
    expire_at: date,
    effective_date_reminder_at: date,
    effective_until: date,
    action_reminder_frequency: z.number().nullable(),
    metadata: z.object({ type: z.object({ pdfa: z.boolean().optional() }).optional() }).catchall(z.unknown()),
    triggers: z.array(
      z.object({
        event: z.string(),
        trigger: z.string(),
        value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      }),
    ),
    sender: z.object({ name: z.string(), email: z.string() }),
  })
  .meta({ id: 'Envelope' });

export const recipientResponseSchema = z
  .object({
    id: z.string(),
    type: z.enum(RecipientType),
    signature_type: z.enum(SignatureType).nullable(),
    routing_order: z.number().int().nullable(),
    /** What text tags name this recipient by, besides r1, r2 …; null for none. */
    tag_label: z.string().nullable(),
    state: z.enum(RecipientState),
    notified_at: date,
    addressees: z.array(
      z.object({
        name: z.string(),
        value: z.string(),
        via: z.enum(DeliveryVia),
        identifiers: z.array(
          z.object({
            /** `CPF`, `PHOTO` ... */
            code: z.string(),
            title: z.string().optional(),
            value: z.string().nullable().optional(),
            is_required: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Recipient' });

export const fieldResponseSchema = z
  .object({
    id: z.string(),
    document_id: z.string(),
    recipient_id: z.string(),
    type: z.enum(FieldType),
    title: z.string().nullable(),
    name: z.string().nullable(),
    value: z.string().nullable(),
    options: z.array(z.string()).nullable(),
    is_required: z.boolean(),
    /** Where the field shows; positions and sizes are fractions of the page size. */
    widgets: z.array(
      z.object({
        ...placement,
        font_size: z.number().optional(),
        background_color: z.string().optional(),
        border_color: z.string().optional(),
        text_color: z.string().optional(),
        border_width: z.number().optional(),
        font_family: z.string().optional(),
      }),
    ),
  })
  .meta({ id: 'Field' });

export const contentResponseSchema = z
  .object({
    id: z.string(),
    document_id: z.string(),
    type: z.enum(['text', 'comment', 'image', 'validation-qrcode']),
    /** Null for an image, whose stored value stays inside the platform. */
    value: z.string().nullable(),
    ...placement,
    font_size: z.number().nullable(),
    font_family: z.string().nullable(),
    text_color: z.string().nullable(),
    opacity: z.number().nullable(),
  })
  .meta({ id: 'Content' });

/** Send, cancel and renotify: where the envelope and its recipients stand afterwards. */
export const flowStateResponseSchema = z
  .object({
    id: z.string(),
    hashid: z.string(),
    state: z.enum(EnvelopeState),
    recipients: z.array(
      z.object({
        id: z.string(),
        state: z.enum(RecipientState),
        routing_order: z.number().int().nullable(),
        notified_at: date,
      }),
    ),
  })
  .meta({ id: 'EnvelopeFlowState' });

export const actionTokenResponseSchema = z.object({ action_token: z.string() });

/** Section 3: the dashboard's counters. */
export const envelopeStatsResponseSchema = z.object({
  'in-transit': z.number().int(),
  rejected: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});

/** One entry of the history, worded in the caller's language. */
export const historyEntryResponseSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    code: z.string(),
    params: z.record(z.string(), z.string()),
    message: z.string(),
    actor: z
      .object({ type: z.enum(['user', 'api_client', 'recipient', 'system']), name: z.string() })
      .nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'HistoryEntry' });

export const notesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      created_at: z.string(),
      recipient: z
        .object({
          id: z.string(),
          name: z.string().nullable(),
          value: z.string().nullable(),
          type: z.enum(RecipientType),
          state: z.enum(RecipientState),
        })
        .nullable(),
    }),
  ),
});

export const faceToFaceEnvelopeResponseSchema = envelopeResponseSchema.extend({
  recipients: z.array(recipientResponseSchema),
});

export const recipientsStatsSchema = z.object({ done: z.number().int(), total: z.number().int() });

/** An envelope the caller was asked to act on, from their side. */
export const inboxItemResponseSchema = z
  .object({
    id: z.string(),
    type: z.enum(RecipientType),
    state: z.enum(RecipientState),
    notified_at: date,
    recipient: recipientResponseSchema,
    envelope: envelopeResponseSchema.extend({ recipients_stats: recipientsStatsSchema.optional() }),
  })
  .meta({ id: 'InboxItem' });

/** A document; `fields` and `contents` come with the envelope's extended view. */
export const documentResponseSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    pages: z.number().int(),
    /** Each page's displayed width and height in points, first page first. */
    page_sizes: z.array(z.object({ width: z.number(), height: z.number() })),
    size: z.number().int(),
    sha256: z.string(),
    position: z.number().int(),
    /** `converting` or `failed` while an office file is not a PDF yet; null once it is. */
    conversion_status: z.enum(['converting', 'failed']).nullable(),
    conversion_error: z.string().nullable(),
    conversion_error_code: z.string().nullable(),
    /** What the upload removed before the first hash. */
    removed_content: z.array(z.object({ kind: z.enum(REMOVED_CONTENT_KINDS), count: z.number().int() })),
    /**
     * The text tags found in the document (`{{signature;r1}}` …): each with the field it became, or
     * none yet while no recipient answers to its slot; `problem` says why a field could not be placed (in
     * English, as field errors are without Accept-Language; `problem_code` to word it in another).
     */
    text_tags: z.array(
      z.object({
        text: z.string(),
        type: z.enum(FieldType),
        slot: z.union([z.object({ order: z.number().int() }), z.object({ label: z.string() })]),
        required: z.boolean(),
        title: z.string().nullable(),
        /** A date tag's date (YYYY-MM-DD). */
        value: z.string().nullable(),
        page: z.number().int(),
        box: z.object({ x_axis: z.number(), y_axis: z.number(), width: z.number(), height: z.number() }),
        field_id: z.string().nullable(),
        problem: z.string().nullable(),
        /** `problem`'s stable code (`field.signers_only` ...) and the params it names, for clients to word. */
        problem_code: z
          .object({
            code: z.string(),
            params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          })
          .nullable(),
      }),
    ),
    created_at: date,
    links: z.object({ display: z.string(), download: z.string(), background_sheet: z.string() }),
    fields: z.array(fieldResponseSchema).optional(),
    contents: z.array(contentResponseSchema).optional(),
  })
  .meta({ id: 'Document' });

/** Another recipient as a recipient sees them: no address or identifier values. */
const coRecipientResponseSchema = recipientResponseSchema.extend({
  addressees: z.array(
    z.object({
      name: z.string(),
      value: z.null(),
      via: z.enum(DeliveryVia),
      identifiers: z.array(
        z.object({
          code: z.string(),
          title: z.union([z.string(), z.undefined()]).meta({ type: 'string' }),
          value: z.null(),
          is_required: z.boolean(),
        }),
      ),
    }),
  ),
});

/** The sender sees every recipient whole; anyone else their own entry whole, the others without contact. */
export const visibleRecipientResponseSchema = z.union([recipientResponseSchema, coRecipientResponseSchema]);

/** A listed envelope; `include=` adds its documents, recipients and recipients_stats. */
export const listedEnvelopeResponseSchema = envelopeResponseSchema.extend({
  documents: z.array(documentResponseSchema).optional(),
  recipients_stats: recipientsStatsSchema.optional(),
  recipients: z.array(recipientResponseSchema).optional(),
});

/** `?extended=true` adds the documents with their fields and contents, the recipients and their progress. */
export const extendedEnvelopeResponseSchema = envelopeResponseSchema.extend({
  documents: z.array(documentResponseSchema).optional(),
  recipients: z.array(visibleRecipientResponseSchema).optional(),
  recipients_stats: recipientsStatsSchema.optional(),
});
