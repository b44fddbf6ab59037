import { z } from '@rubrica/config';
import { FieldType } from '../envelopes/domain/envelope-vocabulary.js';

/** Multipart forms send numbers as text: a numeric string reads as its number. */
const numeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))
        ? Number(value)
        : value,
    schema,
  );

const fraction = (label: string) =>
  numeric(
    z
      .number({ error: `The ${label} must be a number from 0 to 1 (a fraction of the page).` })
      .min(0, `The ${label} must be a number from 0 to 1 (a fraction of the page).`)
      .max(1, `The ${label} must be a number from 0 to 1 (a fraction of the page).`),
  );
const extent = (label: string) =>
  numeric(
    z
      .number({ error: `The ${label} must be a number above 0 and up to 1 (a fraction of the page).` })
      .gt(0, `The ${label} must be a number above 0 and up to 1 (a fraction of the page).`)
      .max(1, `The ${label} must be a number above 0 and up to 1 (a fraction of the page).`),
  );
const page = numeric(
  z
    .number({ error: 'The page must be a page number.' })
    .int('The page must be a page number.')
    .min(1, 'The page must be a page number.'),
);
const color = z.string().trim().max(30).nullable().optional();
const fontSize = numeric(z.number({ error: 'The font size must be a number.' }).positive().max(200))
  .nullable()
  .optional();
const fontFamily = z.string().trim().max(60).nullable().optional();

/** Where a widget or a content stands on its page (section 3): fractions of the page size. */
const placement = {
  page,
  x_axis: fraction('x axis'),
  y_axis: fraction('y axis'),
  width: extent('width'),
  height: extent('height'),
  font_size: fontSize,
};

/** Where a field shows (section 3): positions and sizes are fractions of the page size. */
export const widgetSchema = z.object({
  ...placement,
  background_color: color,
  border_color: color,
  text_color: color,
  border_width: numeric(z.number().min(0).max(20)).nullable().optional(),
  font_family: fontFamily,
});

const fieldType = z.enum(Object.values(FieldType) as [FieldType, ...FieldType[]], {
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? 'The type field is required.'
      : `The type must be one of: ${Object.values(FieldType).join(', ')}.`,
});

const fieldShape = {
  recipient_id: z.string({ error: 'The recipient field is required.' }),
  type: fieldType,
  title: z.string().trim().nullable().optional(),
  name: z.string().trim().max(100).nullable().optional(),
  value: z.string().max(1000).nullable().optional(),
  options: z
    .array(z.string({ error: 'Each option must be text.' }).trim().max(100))
    .max(100)
    .nullable()
    .optional(),
  is_required: z.boolean({ error: 'is_required must be true or false.' }).optional(),
  widgets: z
    .array(widgetSchema, { error: 'The widgets field is required.' })
    .min(1, 'The widgets field is required.')
    .max(20),
};

/** `recipient` is accepted for `recipient_id`, as the SPA's field elements name it. */
const recipientAlias = (value: unknown) => {
  if (value && typeof value === 'object' && !('recipient_id' in value) && 'recipient' in value) {
    const recipient = (value as { recipient: unknown }).recipient;
    const id = recipient && typeof recipient === 'object' ? (recipient as { id?: unknown }).id : recipient;
    return { ...value, recipient_id: id };
  }
  return value;
};

export const createFieldSchema = z.preprocess(recipientAlias, z.object(fieldShape));
export type CreateFieldInput = z.infer<typeof createFieldSchema>;

export const updateFieldSchema = z.preprocess(
  recipientAlias,
  z.object({
    ...fieldShape,
    recipient_id: fieldShape.recipient_id.optional(),
    type: fieldType.optional(),
    widgets: fieldShape.widgets.optional(),
  }),
);
export type UpdateFieldInput = z.infer<typeof updateFieldSchema>;

export const CONTENT_TYPES = ['text', 'comment', 'image', 'validation-qrcode'] as const;

const contentShape = {
  type: z.enum(CONTENT_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The type field is required.'
        : `The type must be one of: ${CONTENT_TYPES.join(', ')}.`,
  }),
  value: z.string().max(1000).nullable().optional(),
  ...placement,
  font_family: fontFamily,
  text_color: color,
  opacity: numeric(
    z
      .number({ error: 'The opacity must be a number from 0 to 1.' })
      .min(0, 'The opacity must be a number from 0 to 1.')
      .max(1, 'The opacity must be a number from 0 to 1.'),
  )
    .nullable()
    .optional(),
};

export const createContentSchema = z.object(contentShape);
export type CreateContentInput = z.infer<typeof createContentSchema>;

export const updateContentSchema = z.object({
  type: contentShape.type.optional(),
  value: contentShape.value,
  page: page.optional(),
  x_axis: fraction('x axis').optional(),
  y_axis: fraction('y axis').optional(),
  width: extent('width').optional(),
  height: extent('height').optional(),
  font_size: contentShape.font_size,
  font_family: contentShape.font_family,
  text_color: contentShape.text_color,
  opacity: contentShape.opacity,
});
export type UpdateContentInput = z.infer<typeof updateContentSchema>;
