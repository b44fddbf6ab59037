import { Transform, type TransformCallback } from 'node:stream';

const PDF_HEADER = Buffer.from('%PDF-');
// The PDF header may follow up to 1024 bytes of other data (ISO 32000-1, annex H.3 note).
const HEADER_WINDOW = 1024;
const BYTE_RANGE = Buffer.from('/ByteRange');
const CONTENTS = Buffer.from('/Contents');
// Enough of the previous chunk to find a marker split across two chunks.
const OVERLAP = 16;

/**
 * A pass-through that checks, as the bytes stream to the blob store, that they are a PDF (its
 * header within the first 1024 bytes) and whether the file carries a signature dictionary
 * (`/ByteRange` next to `/Contents`, as every PDF signature has): reading the file once, without
 * parsing it.
 */
export class PdfSniffer extends Transform {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private headerChecked = false;
  private sawByteRange = false;
  private sawContents = false;

  constructor(private readonly onNotPdf: () => Error) {
    super();
  }

  get isPdf(): boolean {
    return this.headerChecked;
  }

  /** The file has a signature dictionary; meaningful once the stream has finished. */
  get isSigned(): boolean {
    return this.sawByteRange && this.sawContents;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (!this.headerChecked) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, HEADER_WINDOW + PDF_HEADER.length);
      const found = this.head.indexOf(PDF_HEADER);
      if (found >= 0 && found <= HEADER_WINDOW) this.headerChecked = true;
      else if (this.head.length >= HEADER_WINDOW + PDF_HEADER.length) {
        callback(this.onNotPdf());
        return;
      }
    }
    if (!this.isSigned) {
      const window = Buffer.concat([this.tail, chunk]);
      this.sawByteRange ||= window.includes(BYTE_RANGE);
      this.sawContents ||= window.includes(CONTENTS);
      this.tail = window.subarray(Math.max(0, window.length - OVERLAP));
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.headerChecked ? null : this.onNotPdf());
  }
}
