import type { BlobStore } from '@rubrica/blob';
import type { DocumentRevision, Drawing as ProtoDrawing } from '@rubrica/proto';
import { readBlob } from '../blob-store/read-blob.util.js';
import {
  prepareExternalSignature,
  stampRevision,
  type Drawing,
  type PreparedExternalSignature,
} from '../pdf/index.js';
import { toEngineDrawing } from '../signing-requests/to-engine-drawing.util.js';

/**
 * A qualified signer's revision of one document, up to the hash their key signs: their drawings
 * appended as one revision (annotations once the file is signed), then the signature revision
 * with the ICP-Brasil PAdES AD-RB policy and an empty CMS (ARCHITECTURE.md, "Qualified signatures").
 */
export async function prepareQualifiedRevision(
  blobs: BlobStore,
  document: DocumentRevision,
  drawings: ProtoDrawing[],
  certificateChain: Uint8Array[],
  details: { reason?: string; location?: string } = {},
): Promise<PreparedExternalSignature> {
  let pdf: Uint8Array = await readBlob(blobs, document.blobKey);
  const own = drawings.filter((drawing) => drawing.documentId === document.documentId);
  if (own.length > 0) {
    const engineDrawings: Drawing[] = [];
    for (const drawing of own) engineDrawings.push(await toEngineDrawing(drawing, blobs));
    pdf = (await stampRevision(pdf, engineDrawings)).pdf;
  }
  return prepareExternalSignature(pdf, {
    certificateChain,
    policy: 'icp-brasil-ad-rb',
    ...(details.reason ? { reason: details.reason } : {}),
    ...(details.location ? { location: details.location } : {}),
  });
}
