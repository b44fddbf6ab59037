/** A stored file or folder (workspace spec §3 "Storage item"). */
export interface StorageItem {
  id: string;
  name: string;
  parent: string | null;
  depth: number;
  is_directory: boolean;
  is_signed: boolean;
  size: number;
  mimetype: string;
  created_at: string;
  links: { display: string | null; preview: string | null };
  /** A published folder's (or a folder inside one's) public link token; null otherwise. */
  publish_token: string | null;
}

/** One page of `GET /items`: data, links (next, prev), meta (current_page). */
export interface ItemsPage {
  data: StorageItem[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number };
}

/** `GET /p/items/{token}`: a published folder and one page of its items, for anyone with the link. */
export interface PublicFolderPage extends ItemsPage {
  folder: StorageItem;
}

/** What a member may do with an item shared with them. */
export type SharePermission = 'read' | 'edit';

/** A member of the organization an item may be shared with (from `GET /users`). */
export interface ShareCandidate {
  id: string;
  name: string;
  email: string;
}

/** `PUT /items/{id}/shares`: everyone the item is shared with after the change. */
export interface ItemShares {
  data: Array<{ user_id: string; permission: SharePermission }>;
}

/** `GET /items/usage`: the organization's used storage against its plan limit. */
export interface StorageUsage {
  used_bytes: number;
  /** Null when the plan sets no limit. */
  limit_bytes: number | null;
}

export const FOLDER_MIMETYPE = 'inode/directory';
