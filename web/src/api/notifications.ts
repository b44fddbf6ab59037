import { generatedApi } from './generated/notifications.js';

// The endpoints tagged `notifications` (integrations and webhooks) and their hooks; their features add
// their cache tags (from the one registry, tags.ts).
export * from './generated/notifications.js';

export const notificationsApi = generatedApi;
