import { AppError } from '@rubrica/errors';
import type { DocumentEntity } from './document.entity.js';
import { FieldType } from './domain/envelope-vocabulary.js';
import { addFieldError as add, type FieldErrors } from './domain/field-errors.js';
import type { FieldWidget } from './field.entity.js';

/** Section 9 and section 5 limits on fields and contents. */
export const ELEMENT_LIMITS = { titleMax: 40, commentMax: 100, minSizeInitial: 40, minSize: 60 } as const;

export interface FieldDraft {
  type: FieldType;
  title: string | null;
  value: string | null;
  options: string[] | null;
  widgets: FieldWidget[];
}

const TITLED: readonly FieldType[] = [FieldType.Dropdown, FieldType.Checkbox, FieldType.Text];

/**
 * Section 5 on a field's settings: dropdown, checkbox and text need a title (≤ 40); a dropdown
 * needs an option; a comment needs its text (≤ 100) and a date its value; each widget sits on a
 * page of the document, inside it, and is at least 40 points wide for an initial, 60 for the
 * rest (positions are fractions of the page, so widths are measured against the page's width).
 */
export function fieldErrors(draft: FieldDraft, document: DocumentEntity): FieldErrors {
  const errors: FieldErrors = {};
  const title = draft.title?.trim() ?? '';
  if (TITLED.includes(draft.type) && !title) add(errors, 'title', 'field.title_required');
  if (title.length > ELEMENT_LIMITS.titleMax)
    add(errors, 'title', 'field.title_too_long', { max: ELEMENT_LIMITS.titleMax });
  if (draft.type === FieldType.Dropdown && !(draft.options ?? []).some((option) => option.trim() !== ''))
    add(errors, 'options', 'field.options_required');
  if (draft.type === FieldType.Comments) commentRules(errors, draft.value);
  if (draft.type === FieldType.Date && !draft.value?.trim()) add(errors, 'value', 'field.date_required');
  const minWidth = draft.type === FieldType.Initial ? ELEMENT_LIMITS.minSizeInitial : ELEMENT_LIMITS.minSize;
  draft.widgets.forEach((widget, index) => {
    placementErrors(errors, `widgets.${index}.`, widget, document);
    const size = document.pageSizes[widget.page - 1];
    if (size && widget.width * size.width < minWidth - 0.01) {
      add(errors, `widgets.${index}.width`, 'field.too_narrow', { min: minWidth });
    }
  });
  return errors;
}

export function commentRules(errors: FieldErrors, value: string | null | undefined): void {
  if (!value?.trim()) add(errors, 'value', 'content.comment_required');
  else if (value.length > ELEMENT_LIMITS.commentMax)
    add(errors, 'value', 'content.comment_too_long', { max: ELEMENT_LIMITS.commentMax });
}

/** On an existing page of the document, and inside it. */
export function placementErrors(
  errors: FieldErrors,
  prefix: string,
  box: { page: number; x_axis: number; y_axis: number; width: number; height: number },
  document: Pick<DocumentEntity, 'pages'>,
): void {
  if (box.page > document.pages)
    add(errors, `${prefix}page`, 'element.page_out_of_range', { pages: document.pages });
  if (box.x_axis + box.width > 1 + 1e-9) add(errors, `${prefix}width`, 'element.outside_page');
  if (box.y_axis + box.height > 1 + 1e-9) add(errors, `${prefix}height`, 'element.outside_page');
}

export function throwIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw AppError.validation(errors);
}
