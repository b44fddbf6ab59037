import { FieldType } from '../../envelopes/domain/envelope-vocabulary.js';
import type { TextTagSlot, TextTagSpec } from '../../envelopes/domain/stored-text-tag.js';

const TYPES: Readonly<Record<string, FieldType>> = {
  signature: FieldType.Signature,
  initials: FieldType.Initial,
  initial: FieldType.Initial,
  text: FieldType.Text,
  date: FieldType.Date,
  checkbox: FieldType.Checkbox,
};

/** Types whose field is required unless the tag says `optional`; the rest only with `required`. */
const REQUIRED_BY_DEFAULT: readonly FieldType[] = [FieldType.Signature, FieldType.Initial];

const ORDER_SLOT = /^r([1-9]\d{0,2})$/i;
const LABEL_SLOT = /^[a-z][a-z0-9_-]{0,39}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The inside of `{{…}}` (without the braces) as a tag: a field type, a recipient slot and options,
 * separated by `;`. A string, or an error message saying what is wrong with the tag.
 */
export function parseTextTag(inside: string): TextTagSpec | string {
  const [rawType = '', rawSlot = '', ...options] = inside.split(';').map((part) => part.trim());
  const type = TYPES[rawType.toLowerCase()];
  if (!type) return `unknown field type "${rawType}"`;
  if (!rawSlot) return 'no recipient slot (r1, r2 … or a label)';
  const order = ORDER_SLOT.exec(rawSlot);
  if (!order && (!LABEL_SLOT.test(rawSlot) || /^r\d+$/i.test(rawSlot)))
    return `recipient slot "${rawSlot}" is not r1, r2 … nor a label`;
  const slot: TextTagSlot = order ? { order: Number(order[1]) } : { label: rawSlot.toLowerCase() };
  const spec: TextTagSpec = {
    type,
    slot,
    required: REQUIRED_BY_DEFAULT.includes(type),
    title: null,
    value: null,
  };
  for (const option of options) {
    const [key = '', ...rest] = option.split('=');
    const name = key.trim().toLowerCase();
    const argument = rest.join('=').trim();
    if (name === 'required' && !rest.length) spec.required = true;
    else if (name === 'optional' && !rest.length) spec.required = false;
    else if (name === 'title' && argument) spec.title = argument;
    else if (type === FieldType.Date && ISO_DATE.test(option)) spec.value = option;
    else return `unknown option "${option}"`;
  }
  return spec;
}
