import type { Document as WizardDocument } from '../../../api/rubrica-api.js';

type ConversionErrorKey =
  `wizard.documents.conversionErrors.${'unavailable' | 'timeout' | 'unsupported' | 'failed'}`;

/** The failure codes of an office document's conversion (storage service), as i18n keys. */
const KEYS: Record<string, ConversionErrorKey> = {
  'conversion.unavailable': 'wizard.documents.conversionErrors.unavailable',
  'conversion.timeout': 'wizard.documents.conversionErrors.timeout',
  'conversion.unsupported_type': 'wizard.documents.conversionErrors.unsupported',
};

/**
 * What to tell the sender about a document whose conversion to PDF failed, by the failure's code;
 * any other failure (a damaged file, or one recorded before codes were kept) gets the general text.
 * Null while the document is a PDF or still converting.
 */
export function conversionErrorKey(document: WizardDocument): ConversionErrorKey | null {
  if (document.conversion_status !== 'failed') return null;
  return KEYS[document.conversion_error_code ?? ''] ?? 'wizard.documents.conversionErrors.failed';
}
