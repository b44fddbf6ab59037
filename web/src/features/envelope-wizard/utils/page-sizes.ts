import type { Document as WizardDocument } from '../../../api/rubrica-api.js';
import type { PageSize } from '../api/wizard-api.js';

/** A4 portrait, for a document whose page sizes the server has not measured. */
export const FALLBACK_PAGE: PageSize = { width: 595, height: 842 };

/** Each page's size in points: as the server measured them, else A4 for every page. */
export const pageSizesOf = (document: WizardDocument): PageSize[] =>
  document.page_sizes?.length
    ? document.page_sizes
    : Array.from({ length: document.pages ?? 1 }, () => FALLBACK_PAGE);
