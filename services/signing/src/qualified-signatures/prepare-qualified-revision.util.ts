import { readBlob, type BlobStore } from '@rubrica/blob';
import type { DocumentRevision, Drawing as ProtoDrawing } from '@rubrica/proto';
import { prepareExternalSignature, type Drawing, type PreparedExternalSignature } from '../pdf/index.js';
import { toEngineDrawing } from '../signing-requests/to-engine-drawing.util.js';

/**
 * A qualified signer's revision of one document, up to the hash their key signs: their drawings
 * (annotations once the file is signed) and the signature with the ICP-Brasil PAdES AD-RB policy
 * and an empty CMS, appended as one revision in one pass (ARCHITECTURE.md, "Qualified signatures").
 * `timestampReserveBytes` keeps room for the signature timestamp added when it is completed.
 */
export async function prepareQualifiedRevision(
  blobs: BlobStore,
  document: DocumentRevision,
  drawings: ProtoDrawing[],
  certificateChain: Uint8Array[],
  details: { reason?: string; location?: string; timestampReserveBytes?: number } = {},
): Promise<PreparedExternalSignature> {
  const pdf: Uint8Array = await readBlob(blobs, document.blobKey);
  const engineDrawings: Drawing[] = [];
  for (const drawing of drawings.filter((item) => item.documentId === document.documentId)) {
    engineDrawings.push(await toEngineDrawing(drawing, blobs));
  }
  return prepareExternalSignature(pdf, {
    certificateChain,
    drawings: engineDrawings,
    policy: 'icp-brasil-ad-rb',
    ...(details.reason ? { reason: details.reason } : {}),
    ...(details.location ? { location: details.location } : {}),
    timestampReserveBytes: details.timestampReserveBytes ?? 0,
  });
}
