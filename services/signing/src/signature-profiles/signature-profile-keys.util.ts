import type { SignatureKind } from './signature-profiles.schemas.js';

/**
 * Blob keys of kept signatures. One stable key per owner and kind (a new image replaces the old),
 * so other services can find them: the envelopes service reads a recipient's image from
 * `signature-profiles/recipients/{recipientId}/{kind}.png` when the recipient acts.
 */
export const signatureProfileKeys = {
  user: (userId: string, kind: SignatureKind) => `signature-profiles/users/${userId}/${kind}.png`,
  recipient: (recipientId: string, kind: SignatureKind) =>
    `signature-profiles/recipients/${recipientId}/${kind}.png`,
};
