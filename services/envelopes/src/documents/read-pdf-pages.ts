import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PDF } from '@libpdf/core';
import { DocumentsError } from './documents.exception.js';

export interface PdfPages {
  count: number;
  size: number;
  /** Lowercase hex SHA-256 of the bytes read. */
  sha256: string;
  /** Displayed width and height in points (rotation applied). */
  sizes: Array<{ width: number; height: number }>;
}

/** Reads a stored PDF of known size into one buffer (the only copy held), hashes it and counts its pages. */
export async function readPdfPages(body: Readable, size: number): Promise<PdfPages> {
  const bytes = Buffer.allocUnsafe(size);
  let offset = 0;
  const hash = createHash('sha256');
  for await (const chunk of body as AsyncIterable<Buffer>) {
    if (offset + chunk.length > size) throw DocumentsError.unreadable();
    hash.update(chunk);
    chunk.copy(bytes, offset);
    offset += chunk.length;
  }
  const source = bytes.subarray(0, offset);
  let pdf: PDF;
  try {
    pdf = await PDF.load(source);
  } catch {
    // A file locked with a user password cannot even be parsed; its trailer still names /Encrypt.
    throw source.includes('/Encrypt') ? DocumentsError.encrypted() : DocumentsError.unreadable();
  }
  if (pdf.isEncrypted) throw DocumentsError.encrypted();
  let sizes: PdfPages['sizes'];
  try {
    sizes = pdf.getPages().map((page) => ({ width: round(page.width), height: round(page.height) }));
  } catch {
    throw DocumentsError.unreadable();
  }
  if (!sizes.length) throw DocumentsError.unreadable();
  return { count: sizes.length, sizes, size: offset, sha256: hash.digest('hex') };
}

const round = (value: number): number => Math.round(value * 100) / 100;
