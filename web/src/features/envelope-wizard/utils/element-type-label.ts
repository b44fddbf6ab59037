import type { TFunction } from 'i18next';

import type { ContentType, FieldType } from './element-types.js';
import type { ElementKind, ElementType } from './element-rules.js';

/** The translated name of a field or content type. */
export const elementTypeLabel = (t: TFunction, kind: ElementKind, type: ElementType): string =>
  kind === 'field'
    ? t(`wizard.fields.types.${type as FieldType}`)
    : t(`wizard.fields.contentTypes.${type as ContentType}`);
