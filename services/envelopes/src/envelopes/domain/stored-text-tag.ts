import type { FieldType } from './envelope-vocabulary.js';
import type { FieldIssue } from './field-errors.js';

/** Who a tag's field belongs to: the n-th recipient in signing order, or the one given this label. */
export type TextTagSlot = { order: number } | { label: string };

/** What a tag asks for (documents/text-tags/README.md has the grammar). */
export interface TextTagSpec {
  type: FieldType;
  slot: TextTagSlot;
  required: boolean;
  title: string | null;
  /** A date field's date (YYYY-MM-DD); null when the tag names none. */
  value: string | null;
}

/** A tag found in a document's text. */
export interface TextTag extends TextTagSpec {
  /** The tag as written, braces included. */
  text: string;
  /** 1-based. */
  page: number;
  /** Where its glyphs are drawn: fractions of the displayed page from its top-left, as widgets. */
  box: { x_axis: number; y_axis: number; width: number; height: number };
}

/** A tag as its document keeps it (documents.text_tags). */
export interface StoredTextTag extends TextTag {
  /** The field the tag became; null while no recipient answers to its slot, or `problem` says why not. */
  field_id: string | null;
  /** Why the field could not be placed for the recipient its slot names (a rule it would break). */
  problem: string | null;
  /**
   * `problem`'s catalogue code and params, for wording it in another language (tags stored before
   * it was kept have none).
   */
  problem_code?: FieldIssue | null;
}
