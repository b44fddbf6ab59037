import type { BlobStore } from '@rubrica/blob';
import { signatureImageKey } from '../envelope-flow/revision-drawings.js';

/**
 * Which of the recipient's signature images were made already. The viewer asks for a preview
 * only of these, so opening a link never requests an image that does not exist (a 404 each time).
 */
export async function signatureImagesMade(
  blobs: BlobStore,
  recipientId: string,
): Promise<{ signature: boolean; initials: boolean }> {
  const [signature, initials] = await Promise.all([
    blobs.exists(signatureImageKey(recipientId, 'signature')),
    blobs.exists(signatureImageKey(recipientId, 'initials')),
  ]);
  return { signature, initials };
}
