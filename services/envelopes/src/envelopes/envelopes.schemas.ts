import { z } from '@rubrica/config';
import {
  firstValue,
  flagQuery,
  listQuery,
  maxMessage,
  nullableText,
  pageQuery,
  requiredMessage,
  searchQuery,
} from '../common/common.schemas.js';
import { ENVELOPE_LIMITS } from './domain/envelope-validation.js';

const metadataSchema = z
  .object(
    {
      type: z
        .object({ pdfa: z.boolean({ error: 'The PDF/A option must be true or false.' }).optional() })
        .loose()
        .optional(),
    },
    { error: 'The metadata must be an object.' },
  )
  .loose();

const triggerSchema = z.object({
  event: z.string({ error: 'The trigger event is required.' }).trim().min(1).max(100),
  trigger: z.string({ error: 'The trigger is required.' }).trim().min(1).max(100),
  value: z
    .union([z.string().max(500), z.number(), z.boolean(), z.null()])
    .optional()
    .default(null),
});

/** POST envelopes: the title is required; a long one is cut on creation (section 5), not refused. */
export const createEnvelopeSchema = z.object({
  title: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? requiredMessage('title')
          : 'The title must be a string.',
    })
    .trim()
    .min(1, requiredMessage('title')),
  metadata: metadataSchema.optional().default({}),
});
export type CreateEnvelopeInput = z.infer<typeof createEnvelopeSchema>;

const deadline = z.preprocess(
  (value) => (value === '' ? null : value),
  z
    .string({ error: 'The signature deadline must be a date.' })
    .refine((value) => !Number.isNaN(Date.parse(value)), 'The signature deadline must be a date.')
    .transform((value) => new Date(value))
    .nullable()
    .optional(),
);

/** PATCH envelopes/{id}: every key optional; null clears a nullable one. */
export const updateEnvelopeSchema = z.object({
  title: z
    .string({ error: 'The title must be a string.' })
    .trim()
    .min(1, requiredMessage('title'))
    .max(ENVELOPE_LIMITS.titleMax, maxMessage('title', ENVELOPE_LIMITS.titleMax))
    .nullable()
    .optional(),
  subject: nullableText('subject', ENVELOPE_LIMITS.subjectMax),
  message: nullableText('message', ENVELOPE_LIMITS.messageMax),
  expire_at: deadline,
  action_reminder_frequency: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], {
      error: 'The reminder must be every 24, 72 or 120 hours.',
    })
    .nullable()
    .optional(),
  triggers: z.array(triggerSchema).max(20, 'At most 20 triggers.').optional(),
  metadata: metadataSchema.optional(),
});
export type UpdateEnvelopeInput = z.infer<typeof updateEnvelopeSchema>;

export const getEnvelopeQuerySchema = z.object({ extended: flagQuery });

/** Section 4: the list filters' states; `pending` is the old-style in-transit. */
export const LIST_STATES = [
  'draft',
  'template',
  'processing',
  'in-transit',
  'pending',
  'completed',
  'cancelled',
  'rejected',
  'expired',
  'halted',
] as const;

const stateList = (allowed: readonly string[]) =>
  listQuery.pipe(
    z.array(
      z.enum(allowed as [string, ...string[]], {
        error: `The state must be one of: ${allowed.join(', ')}.`,
      }),
    ),
  );

export const ENVELOPE_INCLUDES = ['recipients', 'documents', 'recipients_stats'] as const;

/**
 * `include=`: the relations the answer can carry. Names it does not know are ignored rather than
 * refused, so a client asking for more than this version serves still gets its list.
 */
const includes = <const T extends readonly string[]>(known: T) =>
  listQuery.transform((names) => names.filter((name): name is T[number] => known.includes(name)));

export const listEnvelopesQuerySchema = z
  .object({
    include: includes(ENVELOPE_INCLUDES),
    'filter[state]': stateList(LIST_STATES),
    sort: z.preprocess(
      (value) => firstValue(value) ?? '-created_at',
      z.enum(['-created_at', 'created_at', 'title', '-title'], {
        error: 'The sort must be created_at or title, optionally prefixed by "-".',
      }),
    ),
    q: searchQuery,
    page: pageQuery,
  })
  .transform(({ 'filter[state]': states, ...rest }) => ({ ...rest, states }));
export type ListEnvelopesQuery = z.infer<typeof listEnvelopesQuerySchema>;

const RECIPIENT_STATES = [
  'waiting',
  'signing',
  'done',
  'refused',
  'queued',
  'suspended',
  'failed',
  'following',
];

export const listInboxQuerySchema = z
  .object({
    include: includes(['envelope.recipients_stats', 'envelope'] as const),
    'filter[state]': stateList(RECIPIENT_STATES),
    'filter[envelope.state]': stateList(
      LIST_STATES.filter((state) => state !== 'draft' && state !== 'template'),
    ),
    sort: z.preprocess(
      (value) => firstValue(value) ?? '-envelope.created_at',
      z.enum(['-envelope.created_at', 'envelope.created_at'], {
        error: 'The sort must be envelope.created_at, optionally prefixed by "-".',
      }),
    ),
    q: searchQuery,
    page: pageQuery,
    limit: z.preprocess((value) => {
      const limit = Number(firstValue(value));
      return Number.isInteger(limit) ? limit : undefined;
    }, z.number().int().min(1, 'The limit must be at least 1.').max(100, 'The limit may not be greater than 100.').optional()),
  })
  .transform(({ 'filter[state]': states, 'filter[envelope.state]': envelopeStates, ...rest }) => ({
    ...rest,
    states,
    envelopeStates,
  }));
export type ListInboxQuery = z.infer<typeof listInboxQuerySchema>;

export const statsQuerySchema = z.object({
  source: z.preprocess(
    (value) => firstValue(value) ?? 'self',
    z.enum(['self', 'workspace'], { error: 'The source must be self or workspace.' }),
  ),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

export const faceToFaceQuerySchema = z
  .object({
    'filter[state]': z.preprocess((value) => value ?? 'waiting,signing', stateList(RECIPIENT_STATES)),
    page: pageQuery,
  })
  .transform(({ 'filter[state]': states, ...rest }) => ({ ...rest, states }));
export type FaceToFaceQuery = z.infer<typeof faceToFaceQuerySchema>;

export const copyEnvelopeSchema = z.object({
  into: z.enum(['draft', 'template'], {
    error: 'An envelope can only be copied into a draft or a template.',
  }),
});
export type CopyEnvelopeInput = z.infer<typeof copyEnvelopeSchema>;

export const listEventsQuerySchema = z.object({
  sort: z.preprocess(
    (value) => firstValue(value) ?? '-created_at',
    z.enum(['-created_at', 'created_at'], { error: 'The sort must be created_at or -created_at.' }),
  ),
  page: pageQuery,
});
export type ListEventsQuery = z.infer<typeof listEventsQuerySchema>;
