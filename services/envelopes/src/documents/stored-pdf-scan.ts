import { createHash } from 'node:crypto';
import type { BlobStore } from '@rubrica/blob';
import { DocumentsError } from '../envelopes/documents.exception.js';

/** What one pass over a stored PDF learns without ever holding its whole body. */
export interface StoredPdfScan {
  /**
   * The file's object syntax at its own offsets, in a zero-filled buffer of the file's size: stream
   * data is left out (zeros), except for object and cross-reference streams, which hold syntax.
   * The pages never written are never touched, so the operating system does not back them with
   * memory: what the buffer costs is the syntax (dictionaries, cross-references), not the images.
   * A parser that follows the cross-references reads every dictionary as it is in the file.
   */
  image: Buffer;
  /** Bytes read. */
  size: number;
  /** Lowercase hex SHA-256 of the stored bytes. */
  sha256: string;
  /**
   * The file's bytes when it is small (at most WHOLE_KEPT_BYTES), so what must read it whole next
   * (the text-tag search) does not read it from the blob store again; absent for a larger file.
   */
  whole?: Buffer;
  /** "/Encrypt" appears anywhere in the file (stream data included). */
  mentionsEncrypt: boolean;
  /** An active-content name appears in the object syntax of some revision (stream data skipped). */
  mentionsActiveContent: boolean;
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
// Bytes a name check may look past where it starts (the longest name and the byte after it).
const NAME_REACH = 16;
// Files up to this size are kept whole as they are read (StoredPdfScan.whole): a few pages of text.
export const WHOLE_KEPT_BYTES = 1024 * 1024;
// "stream", then CR LF at most.
const KEYWORD_REACH = 8;
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const ENCRYPT = Buffer.from('/Encrypt', 'latin1');
// Stream dictionaries whose data the parser needs: objects packed in object streams, and
// cross-reference streams.
const SYNTAX_STREAM = /\/Type\s*\/(?:ObjStm|XRef)(?![^\s/<>[\]()%{}])/;

/**
 * Reads the PDF stored under `key` (of known size) once, in the chunks the blob store streams:
 * hashes it, looks for "/Encrypt" and for active-content names in its object syntax, and copies
 * that syntax into `image`. A file longer than `size` is refused as unreadable, as before.
 *
 * Object syntax and stream data are told apart as they always were for the active-content check:
 * the data of a stream starts after a "stream" keyword that follows a dictionary's ">>", and ends
 * at the next "endstream". Data that spells "endstream" by chance only ends a skipped run early,
 * so the image may hold more of the file than the syntax, never less.
 */
export async function scanStoredPdf(blobs: BlobStore, key: string, size: number): Promise<StoredPdfScan> {
  const scan = new SyntaxScan(size);
  for await (const chunk of (await blobs.get(key)) as AsyncIterable<Buffer>) {
    if (scan.size + chunk.length > size) throw DocumentsError.unreadable();
    scan.push(chunk);
  }
  return scan.finish();
}

class SyntaxScan {
  private readonly image: Buffer;
  private readonly whole: Buffer | undefined;
  private readonly hash = createHash('sha256');
  size = 0;
  /** The last bytes read, so a word split between two chunks is still found. */
  private carry = Buffer.alloc(0);
  /** In object syntax: where the search for names and the next stream resumes. */
  private from = 0;
  /**
   * In stream data: where the search for its end resumes, and whether its chunks are copied (an
   * object or cross-reference stream) or only the part of the chunk from "endstream" on.
   */
  private data: { searchFrom: number; keep: boolean } | undefined;
  private encrypt = false;
  private active = false;

  constructor(size: number) {
    // Zero-filled and untouched until written: see StoredPdfScan.image.
    this.image = Buffer.alloc(size);
    this.whole = size <= WHOLE_KEPT_BYTES ? Buffer.allocUnsafe(size) : undefined;
  }

  push(chunk: Buffer): void {
    this.hash.update(chunk);
    const chunkStart = this.size;
    if (this.whole) chunk.copy(this.whole, chunkStart);
    this.size += chunk.length;
    // Words split between chunks are looked for where they meet; nothing else is copied twice,
    // so reading the file allocates no more than the blob store's own chunks.
    const meeting = Buffer.concat([this.carry, chunk.subarray(0, NAME_REACH)]);
    const meetingStart = chunkStart - this.carry.length;
    this.encrypt ||= chunk.includes(ENCRYPT) || meeting.includes(ENCRYPT);
    if (!this.data || this.data.keep) chunk.copy(this.image, chunkStart);
    else {
      // Skipped data: the file is copied again from its "endstream" on.
      const from = this.data.searchFrom;
      const inMeeting = meeting.indexOf(ENDSTREAM, Math.max(0, from - meetingStart));
      const end =
        inMeeting !== -1
          ? meetingStart + inMeeting
          : chunkStart + chunk.indexOf(ENDSTREAM, Math.max(0, from - chunkStart));
      if (inMeeting !== -1 || end >= chunkStart) {
        if (end < chunkStart) this.carry.copy(this.image, end, end - meetingStart);
        chunk.copy(this.image, Math.max(end, chunkStart), Math.max(0, end - chunkStart));
      }
    }
    this.advance(false);
    this.carry =
      chunk.length >= NAME_REACH
        ? Buffer.from(chunk.subarray(chunk.length - NAME_REACH))
        : Buffer.concat([this.carry, chunk]).subarray(-NAME_REACH);
  }

  finish(): StoredPdfScan {
    this.advance(true);
    return {
      image: this.image.subarray(0, this.size),
      size: this.size,
      sha256: this.hash.digest('hex'),
      ...(this.whole ? { whole: this.whole.subarray(0, this.size) } : {}),
      mentionsEncrypt: this.encrypt,
      mentionsActiveContent: this.active,
    };
  }

  /** Walks what has been read since the last call: syntax (checked for names) and stream data, in turn. */
  private advance(final: boolean): void {
    const read = this.size;
    const bytes = this.image.subarray(0, read);
    for (;;) {
      if (this.data) {
        // Skipped data is zeros in the image, so its end is the first "endstream" copied after it.
        const end = bytes.indexOf(ENDSTREAM, this.data.searchFrom);
        if (end === -1) {
          this.data.searchFrom = Math.max(this.data.searchFrom, read - ENDSTREAM.length + 1);
          return;
        }
        this.data = undefined;
        this.from = end + ENDSTREAM.length;
      }
      const streamAt = nextStreamData(bytes, this.from, final ? read : read - KEYWORD_REACH);
      if (streamAt === -1) {
        // A name near the end may go on in the next chunk: checked then.
        const settled = final ? read : Math.max(this.from, read - NAME_REACH);
        this.active ||= ACTIVE_NAMES.some((name) => namedIn(bytes, name, this.from, settled));
        this.from = settled;
        return;
      }
      this.active ||= ACTIVE_NAMES.some((name) => namedIn(bytes, name, this.from, streamAt));
      this.data = { searchFrom: streamAt, keep: SYNTAX_STREAM.test(dictionaryBefore(bytes, streamAt)) };
    }
  }
}

/** The text from the end of the previous object (or stream) to the stream keyword before `streamAt`. */
function dictionaryBefore(bytes: Buffer, streamAt: number): string {
  const previousEnd = Math.max(
    bytes.lastIndexOf('endobj', streamAt, 'latin1'),
    bytes.lastIndexOf(ENDSTREAM, streamAt),
    0,
  );
  return bytes.toString('latin1', previousEnd, streamAt);
}

const STREAM_KEYWORD = /stream\r?\n/y;

/**
 * Where the data of the next stream between `from` and `to` starts (after "stream" and its end of
 * line), or -1; a keyword at or past `to` is left for when more of the file has been read.
 */
function nextStreamData(bytes: Buffer, from: number, to: number): number {
  for (
    let at = bytes.indexOf('stream', from, 'latin1');
    at !== -1 && at < to;
    at = bytes.indexOf('stream', at + 1, 'latin1')
  ) {
    // The keyword, not the end of "endstream" nor a word inside a string: it follows the dictionary's ">>".
    let before = at - 1;
    while (before >= 0 && (bytes[before] === 0x20 || bytes[before] === 0x0a || bytes[before] === 0x0d))
      before -= 1;
    if (before < 1 || bytes[before] !== 0x3e || bytes[before - 1] !== 0x3e) continue;
    STREAM_KEYWORD.lastIndex = 0;
    const match = STREAM_KEYWORD.exec(bytes.toString('latin1', at, at + KEYWORD_REACH));
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
