import { createHash } from 'node:crypto';
import { PDF, PdfName, PermissionDeniedError } from '@libpdf/core';
import type { BlobStore } from '@rubrica/blob';
import { stripActiveContent } from './active-content/strip-active-content.js';
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
}

/**
 * Reads a PDF just stored under `key` (of known size) into one buffer and makes it a document:
 * unreadable files and files that need a password to open are refused; the restrictions of an
 * owner password are lifted and active content is removed (issue 11, item 6), in which case the
 * clean file, written whole so nothing removed survives in an earlier revision, replaces the
 * stored one. Then it is hashed and its pages counted. A clean, unprotected file is not rewritten;
 * one whose earlier revision still holds active content that a later revision unlinked is rewritten
 * whole, with nothing to report, since nothing in it could run.
 */
export async function readUploadedPdf(blobs: BlobStore, key: string, size: number): Promise<UploadedPdf> {
  const source = await readAll(blobs, key, size);
  let pdf: PDF;
  try {
    pdf = await PDF.load(source);
  } catch {
    // A file locked with a user password may not even be parsed; its trailer still names /Encrypt.
    throw source.includes('/Encrypt') ? DocumentsError.encrypted() : DocumentsError.unreadable();
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
  if (pdf.isEncrypted) {
    liftOwnerRestrictions(pdf);
    removed.push({ kind: 'password_restrictions', count: 1 });
  }
  // Nothing reachable, but an earlier revision may still hold what a later one unlinked: a whole
  // rewrite writes only reachable objects, so none of it reaches the signed file.
  const stale = !removed.length && mentionsActiveContent(source);
  if (stale) pdf.getCatalog().set('Type', PdfName.of('Catalog'));
  let bytes: Uint8Array = source;
  if (removed.length || stale) {
    bytes = await pdf.save();
    await blobs.put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      size: bytes.byteLength,
      contentType: 'application/pdf',
    });
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return { count: sizes.length, sizes, size: bytes.byteLength, sha256, removed };
}

// Names that only active content uses, as they appear in uncompressed objects.
const ACTIVE_NAMES = [
  '/JavaScript',
  '/JS',
  '/Launch',
  '/SubmitForm',
  '/ImportData',
  '/EmbeddedFile',
  '/RichMedia',
];

/**
 * Whether an active-content name appears in the file's object syntax. Stream data (images, fonts,
 * page contents) is skipped: compressed bytes spell "/JS" by chance in most files of a few
 * megabytes, and each such false alarm would rewrite a clean file whole.
 */
function mentionsActiveContent(bytes: Buffer): boolean {
  let from = 0;
  while (from < bytes.length) {
    const streamAt = nextStreamData(bytes, from);
    const syntaxEnd = streamAt === -1 ? bytes.length : streamAt;
    if (ACTIVE_NAMES.some((name) => namedIn(bytes, name, from, syntaxEnd))) return true;
    if (streamAt === -1) return false;
    const end = bytes.indexOf('endstream', streamAt, 'latin1');
    if (end === -1) return false;
    from = end + 'endstream'.length;
  }
  return false;
}

const STREAM_KEYWORD = /stream\r?\n/y;

/** Where the data of the next stream after `from` starts (after "stream" and its end of line), or -1. */
function nextStreamData(bytes: Buffer, from: number): number {
  for (
    let at = bytes.indexOf('stream', from, 'latin1');
    at !== -1;
    at = bytes.indexOf('stream', at + 1, 'latin1')
  ) {
    // The keyword, not the end of "endstream" nor a word inside a string: it follows the dictionary's ">>".
    let before = at - 1;
    while (before >= 0 && (bytes[before] === 0x20 || bytes[before] === 0x0a || bytes[before] === 0x0d))
      before -= 1;
    if (before < 1 || bytes[before] !== 0x3e || bytes[before - 1] !== 0x3e) continue;
    STREAM_KEYWORD.lastIndex = 0;
    const match = STREAM_KEYWORD.exec(bytes.toString('latin1', at, at + 8));
    if (match) return at + match[0].length;
  }
  return -1;
}

/** `name` as a whole PDF name between `from` and `to` (not the start of a longer one, as "/JSON"). */
function namedIn(bytes: Buffer, name: string, from: number, to: number): boolean {
  for (
    let at = bytes.indexOf(name, from, 'latin1');
    at !== -1 && at < to;
    at = bytes.indexOf(name, at + 1, 'latin1')
  ) {
    const next = bytes[at + name.length];
    if (next === undefined || !isRegular(next)) return true;
  }
  return false;
}

/** PDF regular characters (not white space, not a delimiter), ISO 32000-1 §7.2.2. */
const isRegular = (byte: number): boolean =>
  ![0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25].includes(
    byte,
  );

async function readAll(blobs: BlobStore, key: string, size: number): Promise<Buffer> {
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
