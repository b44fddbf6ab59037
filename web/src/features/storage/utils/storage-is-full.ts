import type { StorageUsage } from '../api/storage-types.js';

/** Workspace spec §5: no upload once the used storage reaches the plan limit (none without one). */
export const storageIsFull = (usage: StorageUsage | undefined): boolean =>
  usage?.limit_bytes != null && usage.used_bytes >= usage.limit_bytes;
