import { createHash } from 'node:crypto';
import { AppendableDocument } from './appendable-document.js';
import { withAppendedOutput, type AppendedOutput } from './appended-output.util.js';
import { decodeStream } from './syntax/pdf-file.js';
import { PdfRef, PdfStream, dict, isDict, type PdfDict, type PdfValue } from './syntax/pdf-objects.js';

/** What a validator needs to check signatures long after they were made (DER each). */
export interface ValidationData {
  certificates?: readonly Uint8Array[];
  crls?: readonly Uint8Array[];
  /** OCSPResponse structures, as the responder sent them. */
  ocsps?: readonly Uint8Array[];
}

export interface ValidationDataResult extends AppendedOutput {
  /** How many of each went in: what the document's DSS already held is not added again. */
  added: { certificates: number; crls: number; ocsps: number };
}

const KEYS = [
  ['certificates', 'Certs'],
  ['crls', 'CRLs'],
  ['ocsps', 'OCSPs'],
] as const;

/**
 * Appends a revision whose catalog has a Document Security Store (ETSI EN 319 142-1 5.4.2, PAdES
 * B-LT): `/DSS << /Certs [...] /CRLs [...] /OCSPs [...] >>`, each entry a stream of one DER
 * structure. A DSS already in the document is kept and extended; what it already holds (the same
 * bytes) is not repeated. Nothing new to add appends nothing and returns the input.
 */
export async function addValidationData(
  source: Uint8Array,
  data: ValidationData,
): Promise<ValidationDataResult> {
  return AppendableDocument.with(source, (document) => {
    const { file, writer } = document;
    const catalog = document.catalog();
    const existingDss = file.resolve(catalog.get('DSS'));
    const dss: PdfDict = new Map(isDict(existingDss ?? undefined) ? (existingDss as PdfDict) : new Map());
    const added = { certificates: 0, crls: 0, ocsps: 0 };
    for (const [field, key] of KEYS) {
      const current = file.resolve(dss.get(key));
      const entries: PdfValue[] = Array.isArray(current) ? [...current] : [];
      const held = new Set(entries.map((entry) => digestOf(file.resolve(entry))));
      for (const der of data[field] ?? []) {
        const digest = sha256(der);
        if (held.has(digest)) continue;
        held.add(digest);
        entries.push(writer.add(new PdfStream(dict({}), der)));
        added[field] += 1;
      }
      if (entries.length > 0) dss.set(key, entries);
    }
    if (added.certificates + added.crls + added.ocsps === 0) {
      return withAppendedOutput({ added }, [new Uint8Array(source)]);
    }
    const dssRef = catalog.get('DSS');
    if (dssRef instanceof PdfRef && isDict(existingDss ?? undefined)) writer.set(dssRef, dss);
    else {
      const updated: PdfDict = new Map(catalog);
      updated.set('DSS', writer.add(dss));
      writer.set(document.catalogRef, updated);
    }
    const { appended } = writer.write();
    return withAppendedOutput({ added }, [document.source, appended]);
  });
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function digestOf(value: PdfValue | undefined): string | undefined {
  if (!(value instanceof PdfStream)) return undefined;
  try {
    return sha256(decodeStream(value));
  } catch {
    return undefined;
  }
}
