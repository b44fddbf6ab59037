import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/** The page count of a PDF file, or undefined when the file is not a readable PDF with pages. */
export async function countPdfPages(path: string): Promise<number | undefined> {
  const bytes = await readFile(path);
  if (!bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return undefined;
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = document.getPageCount();
    return pages > 0 ? pages : undefined;
  } catch {
    return undefined;
  }
}
