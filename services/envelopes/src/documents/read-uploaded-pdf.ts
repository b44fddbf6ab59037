import { createHash } from 'node:crypto';
import { PDF, PdfName, PermissionDeniedError } from '@libpdf/core';
import { putPdf, type BlobStore } from '@rubrica/blob';
import { stripActiveContent } from './active-content/strip-active-content.js';
import { scanStoredPdf, type StoredPdfScan } from './stored-pdf-scan.js';
import type { RemovedContent } from '../envelopes/domain/removed-content.js';
import { DocumentsError } from '../envelopes/documents.exception.js';

export interface UploadedPdf {
  count: number;
  size: number;
  /** Lowercase hex SHA-256 of the stored bytes: the document's first hash. */
  sha256: string;
  /** Displayed width and height in points (rotation applied). */
  sizes: Array<{ width: number; height: number }>;
  /** What was taken out before the first hash; empty when nothing active was reachable. */
  removed: RemovedContent[];
  /** The stored bytes, when the file is small enough to have been kept (StoredPdfScan.whole). */
  bytes?: Uint8Array;
}

/**
 * Makes the PDF just stored under `key` (of known size) a document: unreadable files and files
 * that need a password to open are refused; the restrictions of an owner password are lifted and
 * active content is removed (issue 11, item 6), in which case the clean file, written whole so
 * nothing removed survives in an earlier revision, replaces the stored one. Then it is hashed and
 * its pages counted. A clean, unprotected file is not rewritten; one whose earlier revision still
 * holds active content that a later revision unlinked is rewritten whole, with nothing to report,
 * since nothing in it could run.
 *
 * The file is read once as a stream (scanStoredPdf) and judged from its object syntax, so a clean
 * file of any size costs its dictionaries in memory, not its images. Only a file that must be
 * rewritten, or that its cross-references cannot describe (the parser rebuilds them by scanning
 * every byte, or fails), is read again whole, and judged on every byte as it always was.
 */
export async function readUploadedPdf(blobs: BlobStore, key: string, size: number): Promise<UploadedPdf> {
  const scan = await scanStoredPdf(blobs, key, size);
  const syntax = await openPdf(scan.image, scan).catch(() => undefined);
  if (
    syntax &&
    !syntax.pdf.recoveredViaBruteForce &&
    !syntax.pdf.isEncrypted &&
    !syntax.removed.length &&
    !scan.mentionsActiveContent
  )
    return {
      count: syntax.sizes.length,
      sizes: syntax.sizes,
      size: scan.size,
      sha256: scan.sha256,
      removed: [],
      ...(scan.whole ? { bytes: scan.whole } : {}),
    };

  const source = scan.whole ?? (await readStoredFile(blobs, key, size));
  const { pdf, sizes, removed } = await openPdf(source, scan);
  if (pdf.isEncrypted) {
    liftOwnerRestrictions(pdf);
    removed.push({ kind: 'password_restrictions', count: 1 });
  }
  // Nothing reachable, but an earlier revision may still hold what a later one unlinked: a whole
  // rewrite writes only reachable objects, so none of it reaches the signed file.
  const stale = !removed.length && scan.mentionsActiveContent;
  if (stale) pdf.getCatalog().set('Type', PdfName.of('Catalog'));
  let bytes: Uint8Array = source;
  if (removed.length || stale) {
    bytes = await pdf.save();
    await putPdf(blobs, key, bytes);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    count: sizes.length,
    sizes,
    size: bytes.byteLength,
    sha256,
    removed,
    ...(scan.whole ? { bytes } : {}),
  };
}

/**
 * Parses `bytes` and reads its pages and active content; refuses files that cannot be read and
 * files that need a password to open. `removed` lists what stripActiveContent took out of `pdf`.
 */
async function openPdf(
  bytes: Buffer,
  scan: StoredPdfScan,
): Promise<{ pdf: PDF; sizes: UploadedPdf['sizes']; removed: RemovedContent[] }> {
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch {
    // A file locked with a user password may not even be parsed; its trailer still names /Encrypt.
    throw scan.mentionsEncrypt ? DocumentsError.encrypted() : DocumentsError.unreadable();
  }
  // Authenticated without a password: the user password is empty and only an owner password
  // restricts the file (printing, copying, changes). Anything else needs a password to open.
  if (pdf.isEncrypted && !pdf.isAuthenticated) throw DocumentsError.encrypted();
  let sizes: UploadedPdf['sizes'];
  let removed: RemovedContent[];
  try {
    sizes = pdf.getPages().map((page) => ({ width: round(page.width), height: round(page.height) }));
    removed = stripActiveContent(pdf);
  } catch {
    throw DocumentsError.unreadable();
  }
  if (!sizes.length) throw DocumentsError.unreadable();
  return { pdf, sizes, removed };
}

/** A stored file read into one buffer of its known size: the file once in memory, never twice. */
export async function readStoredFile(blobs: BlobStore, key: string, size: number): Promise<Buffer> {
  const bytes = Buffer.allocUnsafe(size);
  let offset = 0;
  for await (const chunk of (await blobs.get(key)) as AsyncIterable<Buffer>) {
    if (offset + chunk.length > size) throw DocumentsError.unreadable();
    chunk.copy(bytes, offset);
    offset += chunk.length;
  }
  return bytes.subarray(0, offset);
}

/**
 * The file opened with the empty user password, so its key is known and every object reads in
 * clear; what the owner password adds are permission flags, which a reader honours by choice.
 * `@libpdf/core` 0.4 lifts them only when the flags allow changes; otherwise the save is told to
 * write without encryption the same way `removeProtection` does (`_pendingSecurity`). The upload
 * tests cover a file that withholds every permission, so a library change that breaks this fails there.
 */
function liftOwnerRestrictions(pdf: PDF): void {
  try {
    pdf.removeProtection();
  } catch (error) {
    if (!(error instanceof PermissionDeniedError)) throw error;
    (pdf as unknown as { _pendingSecurity: { action: 'remove' } })._pendingSecurity = { action: 'remove' };
  }
}

const round = (value: number): number => Math.round(value * 100) / 100;
