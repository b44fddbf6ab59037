/** Workspace spec §5 and §9: the verifier takes a PDF of at most 5 MB. */
export const MAX_CHECKED_FILE_BYTES = 5 * 1024 * 1024;

export type PdfFileProblem = 'notPdf' | 'tooLarge';

/** Why a picked file cannot be checked, or null when it can. */
export function checkPdfFile(file: File): PdfFileProblem | null {
  if (!file.name.toLowerCase().endsWith('.pdf')) return 'notPdf';
  if (file.size > MAX_CHECKED_FILE_BYTES) return 'tooLarge';
  return null;
}
