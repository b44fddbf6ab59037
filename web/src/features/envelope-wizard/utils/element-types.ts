import type { Content, Field } from '../../../api/rubrica-api.js';

/** The field types in the order the wizard's palette offers them. */
export const FIELD_TYPES = [
  'signature',
  'initial',
  'checkbox',
  'dropdown',
  'text',
  'date',
  'comments',
  'qrcode',
] as const satisfies readonly Field['type'][];
export type FieldType = Field['type'];

/** The content types in the order the wizard's palette offers them. */
export const CONTENT_TYPES = [
  'text',
  'comment',
  'image',
  'validation-qrcode',
] as const satisfies readonly Content['type'][];
export type ContentType = Content['type'];
