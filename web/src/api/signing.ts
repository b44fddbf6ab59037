import { generatedApi } from './generated/signing.js';

// The endpoints tagged `signing` (the signer's images, the cloud certificate provider) and their hooks; their features add
// their cache tags (from the one registry, tags.ts).
export * from './generated/signing.js';

export const signingApi = generatedApi;
