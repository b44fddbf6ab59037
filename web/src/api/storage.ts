import { generatedApi } from './generated/storage.js';

// The endpoints tagged `storage` (the organization's stored files and folders) and their hooks; their features add
// their cache tags (from the one registry, tags.ts).
export * from './generated/storage.js';

export const storageApi = generatedApi;
