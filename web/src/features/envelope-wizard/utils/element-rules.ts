import type { PageSize } from '../api/wizard-api.js';
import type { ContentType, FieldType } from './element-types.js';

/** Spec §5 and §9; the same numbers services/envelopes checks (fields/element-rules.ts). */
export const ELEMENT_LIMITS = { titleMax: 40, commentMax: 100, minSizeInitial: 40, minSize: 60 } as const;
/** Not in the spec: keeps a field tall enough to grab and read. */
export const MIN_HEIGHT_POINTS = 20;

export type ElementKind = 'field' | 'content';
export type ElementType = FieldType | ContentType;

/** A placed element; positions and sizes are fractions of its page (spec §3). */
export interface PlacedElement {
  key: string;
  id?: string;
  kind: ElementKind;
  type: ElementType;
  documentId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  recipientId?: string;
  title: string;
  value: string;
  options: string[];
  isRequired: boolean;
  /** An image content's chosen file (sent multipart). */
  image?: File;
  /** Bumped whenever the element changes after it was saved. */
  dirty: boolean;
}

/** Spec §5: only signers get these fields. */
export const SIGNER_ONLY_FIELDS: readonly FieldType[] = [
  'signature',
  'initial',
  'text',
  'checkbox',
  'dropdown',
];

/** Spec §5: 40 points for an initial, 60 for the rest, measured on the page's width. */
export const minWidthPoints = (type: ElementType): number =>
  type === 'initial' ? ELEMENT_LIMITS.minSizeInitial : ELEMENT_LIMITS.minSize;

/** Default size when dropped, in points. */
export const defaultSizePoints = (type: ElementType): { width: number; height: number } => {
  switch (type) {
    case 'initial':
      return { width: 60, height: 40 };
    case 'checkbox':
      return { width: 60, height: 24 };
    case 'qrcode':
    case 'validation-qrcode':
      return { width: 80, height: 80 };
    case 'image':
      return { width: 120, height: 80 };
    case 'signature':
      return { width: 160, height: 56 };
    default:
      return { width: 140, height: 28 };
  }
};

/**
 * A box kept inside its page and at least its minimum size: the fractions the server accepts
 * (spec §3: fractions of the page; §5: minimum sizes).
 */
export const clampBox = (
  box: { x: number; y: number; width: number; height: number },
  type: ElementType,
  size: PageSize,
): { x: number; y: number; width: number; height: number } => {
  const minWidth = Math.min(1, minWidthPoints(type) / size.width);
  const minHeight = Math.min(1, MIN_HEIGHT_POINTS / size.height);
  const width = Math.min(1, Math.max(minWidth, box.width));
  const height = Math.min(1, Math.max(minHeight, box.height));
  const x = Math.min(1 - width, Math.max(0, box.x));
  const y = Math.min(1 - height, Math.max(0, box.y));
  return { x, y, width, height };
};

export type SettingsErrorCode =
  | 'titleRequired'
  | 'titleTooLong'
  | 'optionsRequired'
  | 'commentRequired'
  | 'commentTooLong'
  | 'dateRequired'
  | 'textRequired'
  | 'imageRequired';
export type SettingsErrors = Partial<Record<'title' | 'options' | 'value', SettingsErrorCode>>;

const TITLED: readonly ElementType[] = ['dropdown', 'checkbox', 'text'];

/** Spec §5, "Fields": the settings each element needs before it can be saved. */
export const settingsErrors = (
  element: Pick<PlacedElement, 'kind' | 'type' | 'title' | 'value' | 'options' | 'id' | 'image'>,
): SettingsErrors => {
  const errors: SettingsErrors = {};
  const title = element.title.trim();
  if (element.kind === 'field') {
    if (TITLED.includes(element.type) && !title) errors.title = 'titleRequired';
    else if (title.length > ELEMENT_LIMITS.titleMax) errors.title = 'titleTooLong';
    if (element.type === 'dropdown' && !element.options.some((option) => option.trim()))
      errors.options = 'optionsRequired';
    if (element.type === 'comments') commentErrors(errors, element.value);
    if (element.type === 'date' && !element.value.trim()) errors.value = 'dateRequired';
  } else {
    if (element.type === 'comment') commentErrors(errors, element.value);
    if (element.type === 'text' && !element.value.trim()) errors.value = 'textRequired';
    if (element.type === 'image' && !element.id && !element.image) errors.value = 'imageRequired';
  }
  return errors;
};

const commentErrors = (errors: SettingsErrors, value: string) => {
  if (!value.trim()) errors.value = 'commentRequired';
  else if (value.length > ELEMENT_LIMITS.commentMax) errors.value = 'commentTooLong';
};
