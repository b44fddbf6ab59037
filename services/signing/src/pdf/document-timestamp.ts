import { AppendableDocument } from './appendable-document.js';
import { withAppendedOutput, type AppendedOutput } from './appended-output.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { appendSignatureField } from './signature-revision.js';
import { TIMESTAMP_RESERVE_BYTES } from './signer.types.js';
import { dict, name } from './syntax/pdf-objects.js';
import { signaturePlaceholders } from './syntax/revision-writer.js';

/**
 * Asks a timestamp authority for a token over a SHA-256 digest (the bytes a document timestamp
 * covers): the DER TimeStampToken, or undefined to go without one.
 */
export type DocumentTimestamper = (digest: Buffer) => Promise<Uint8Array | undefined>;

export interface DocumentTimestampOptions {
  timestamp: DocumentTimestamper;
  /** Room for the token in /Contents (TIMESTAMP_RESERVE_BYTES when absent). */
  reserveBytes?: number;
  /** Names the field; `Document timestamp` (numbered when taken) when absent. */
  name?: string;
}

export interface DocumentTimestampResult extends AppendedOutput {
  /** The field's name; undefined when the timestamper gave no token and nothing was appended. */
  fieldName: string | undefined;
}

/**
 * Appends a document timestamp (ISO 32000-2 12.8.5, PAdES B-LTA): a signature field whose value is
 * a `/Type /DocTimeStamp` dictionary with SubFilter `ETSI.RFC3161`, its /Contents the RFC 3161
 * token over the SHA-256 of every byte but that /Contents. Every earlier signature stays valid
 * (the input is an exact prefix of the output). When the timestamper gives no token, the input is
 * returned as it is.
 */
export async function addDocumentTimestamp(
  source: Uint8Array,
  options: DocumentTimestampOptions,
): Promise<DocumentTimestampResult> {
  const reserveBytes = options.reserveBytes ?? TIMESTAMP_RESERVE_BYTES;
  const revision = await AppendableDocument.with(source, (document) => ({
    source: document.source,
    ...appendSignatureField(
      document,
      options.name ?? 'Document timestamp',
      dict({
        Type: name('DocTimeStamp'),
        Filter: name('Adobe.PPKLite'),
        SubFilter: name('ETSI.RFC3161'),
        ...signaturePlaceholders(reserveBytes * 2),
      }),
    ),
  }));
  const token = await options.timestamp(revision.documentDigest);
  if (!token) return withAppendedOutput({ fieldName: undefined }, [new Uint8Array(source)]);
  const hex = Buffer.from(token).toString('hex');
  const { contentsStart, contentsLength } = revision.placeholder;
  if (hex.length > contentsLength) {
    throw pdfError(
      PdfErrorCode.SignatureTooLarge,
      `The timestamp token has ${token.length} bytes; ${contentsLength / 2} were reserved.`,
    );
  }
  revision.appended.write(hex, contentsStart - revision.source.length, 'latin1');
  return withAppendedOutput({ fieldName: revision.fieldName }, [revision.source, revision.appended]);
}
