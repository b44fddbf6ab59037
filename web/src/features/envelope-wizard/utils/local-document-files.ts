/**
 * PDFs uploaded in this tab, by document id, so the fields step can draw their pages without
 * downloading them again; the envelopes API has no private display link for a draft's document.
 */
const files = new Map<string, string>();

export const rememberLocalDocument = (documentId: string, file: File): void => {
  if (!/\.pdf$/i.test(file.name) || typeof URL.createObjectURL !== 'function') return;
  files.set(documentId, URL.createObjectURL(file));
};

export const localDocumentUrl = (documentId: string): string | undefined => files.get(documentId);
