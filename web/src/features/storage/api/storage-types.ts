import type {
  ItemsListApiResponse,
  ItemsShareApiResponse,
  ItemsUsageApiResponse,
  PublicItemsListApiResponse,
  UserSummary,
} from '../../../api/rubrica-api.js';

/** A stored file or folder (workspace spec §3 "Storage item"). */
export type { StorageItem } from '../../../api/rubrica-api.js';

/** One page of `GET /items`: data, links (next, prev), meta. */
export type ItemsPage = ItemsListApiResponse;

/** `GET /p/items/{token}`: a published folder and one page of its items, for anyone with the link. */
export type PublicFolderPage = PublicItemsListApiResponse;

/** `PUT /items/{id}/shares`: everyone the item is shared with after the change. */
export type ItemShares = ItemsShareApiResponse;

/** What a member may do with an item shared with them. */
export type SharePermission = ItemShares['data'][number]['permission'];

/** A member of the organization an item may be shared with (from `GET /users/directory`). */
export type ShareCandidate = UserSummary;

/** `GET /items/usage`: the organization's used storage against its plan limit. */
export type StorageUsage = ItemsUsageApiResponse;

export const FOLDER_MIMETYPE = 'inode/directory';
