import type { ContentEntity } from '../envelopes/content.entity.js';
import type { UpdateContentInput } from './fields.schemas.js';

type ContentStyle = Pick<ContentEntity, 'fontSize' | 'fontFamily' | 'textColor' | 'opacity'>;

const UNSTYLED: ContentStyle = { fontSize: null, fontFamily: null, textColor: null, opacity: null };

const given = <T>(value: T | undefined, kept: T): T => (value !== undefined ? value : kept);

/**
 * A content's style after `input`: each value the request gives replaces the current one (null
 * clears it); a new content starts unstyled.
 */
export function contentStyle(
  input: Pick<UpdateContentInput, 'font_size' | 'font_family' | 'text_color' | 'opacity'>,
  current: ContentStyle = UNSTYLED,
): ContentStyle {
  return {
    fontSize: given(input.font_size, current.fontSize),
    fontFamily: given(input.font_family, current.fontFamily),
    textColor: given(input.text_color, current.textColor),
    opacity: given(input.opacity, current.opacity),
  };
}
