import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';
import {
  FOLDER_MIMETYPE,
  type ItemShares,
  type ItemsPage,
  type PublicFolderPage,
  type ShareCandidate,
  type SharePermission,
  type StorageItem,
  type StorageUsage,
} from './storage-types.js';

/** Workspace spec §9: 16 items a page on the storage screen. */
export const STORAGE_PAGE_SIZE = 16;
// Spec §7: folders first, then the newest.
const ITEMS_SORT = '-is_directory,-created_at';

export interface ItemsQuery {
  /** The folder listed; null for the root. */
  parent: string | null;
  q: string;
  /** Only folders (the select-folder modal). */
  foldersOnly?: boolean;
}

const ITEM = TAGS.storageItem;
const USAGE = TAGS.storageUsage;

/** An item's address; its file downloads from `${itemPath(id)}/download`. */
export const itemPath = (id: string) => `items/${encodeURIComponent(id)}`;

const listParams = ({ parent, q, foldersOnly }: ItemsQuery, page: number) => {
  const params: Record<string, string | number> = { page, perPage: STORAGE_PAGE_SIZE, sort: ITEMS_SORT };
  if (parent) params.parent = parent;
  if (q.trim()) params.q = q.trim();
  if (foldersOnly) params['filter[mimetype]'] = FOLDER_MIMETYPE;
  return params;
};

/**
 * The storage calls (workspace spec §7). Lists provide the list tag; every change invalidates it,
 * and uploads and deletions also the usage figure. The storage screen shows its own messages for
 * each failure (spec §8), so no call here raises the generic alert.
 */
export const storageApi = api.injectEndpoints({
  endpoints: (build) => ({
    listItems: build.infiniteQuery<ItemsPage, ItemsQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.links.next ? last.meta.current_page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: 'items', params: listParams(queryArg, pageParam) }),
      providesTags: (result) => [
        { type: ITEM, id: LIST_ID },
        ...(result?.pages.flatMap((page) => page.data.map((item) => ({ type: ITEM, id: item.id }))) ?? []),
      ],
      extraOptions: { handles: 'all' },
    }),
    getItem: build.query<StorageItem, string>({
      query: (id) => itemPath(id),
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      providesTags: (_result, _error, id) => [{ type: ITEM, id }],
      extraOptions: { handles: [404] },
    }),
    getUsage: build.query<StorageUsage, void>({
      query: () => 'items/usage',
      providesTags: [USAGE],
      extraOptions: { handles: 'all' },
    }),
    createFolder: build.mutation<StorageItem, { name: string; parent: string | null }>({
      query: ({ name, parent }) => ({
        url: 'items',
        method: 'POST',
        body: parent ? { name, parent } : { name },
      }),
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      invalidatesTags: [{ type: ITEM, id: LIST_ID }],
      extraOptions: { handles: 'all' },
    }),
    uploadFile: build.mutation<StorageItem, { file: File; parent: string | null }>({
      query: ({ file, parent }) => {
        const body = new FormData();
        body.append('file', file);
        if (parent) body.append('parent', parent);
        return { url: 'items/upload', method: 'POST', body };
      },
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      invalidatesTags: [{ type: ITEM, id: LIST_ID }, USAGE],
      extraOptions: { handles: 'all' },
    }),
    renameItem: build.mutation<StorageItem, { id: string; name: string }>({
      query: ({ id, name }) => ({ url: itemPath(id), method: 'PATCH', body: { name } }),
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ITEM, id: LIST_ID },
        { type: ITEM, id },
      ],
      extraOptions: { handles: 'all' },
    }),
    moveItem: build.mutation<StorageItem, { id: string; parent: string | null }>({
      query: ({ id, parent }) => ({ url: `${itemPath(id)}/move`, method: 'PUT', body: { parent } }),
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ITEM, id: LIST_ID },
        { type: ITEM, id },
      ],
      extraOptions: { handles: 'all' },
    }),
    deleteItem: build.mutation<void, string>({
      query: (id) => ({ url: itemPath(id), method: 'DELETE' }),
      invalidatesTags: [{ type: ITEM, id: LIST_ID }, USAGE],
      extraOptions: { handles: 'all' },
    }),
    publishItem: build.mutation<StorageItem, string>({
      query: (id) => ({ url: `${itemPath(id)}/publish`, method: 'POST' }),
      transformResponse: (body: unknown) => unwrapData<StorageItem>(body),
      invalidatesTags: (_result, _error, id) => [
        { type: ITEM, id: LIST_ID },
        { type: ITEM, id },
      ],
      extraOptions: { handles: 'all' },
    }),
    unpublishItem: build.mutation<void, string>({
      query: (id) => ({ url: `${itemPath(id)}/publish`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: ITEM, id: LIST_ID },
        { type: ITEM, id },
      ],
      extraOptions: { handles: 'all' },
    }),
    // The organization's members to share with: the members' directory (name, e-mail, avatar),
    // which every member may read, first page of a search.
    listShareCandidates: build.query<{ data: ShareCandidate[] }, string>({
      query: (q) => ({ url: 'users/directory', params: q.trim() ? { q: q.trim(), page: 1 } : { page: 1 } }),
      extraOptions: { handles: 'all' },
    }),
    // Who the item is shared with; only those who may share it may ask (403 otherwise).
    getItemShares: build.query<ItemShares, string>({
      query: (id) => `${itemPath(id)}/shares`,
      extraOptions: { handles: 'all' },
    }),
    shareItem: build.mutation<
      ItemShares,
      { id: string; users: Array<{ id: string; permission: SharePermission }> }
    >({
      query: ({ id, users }) => ({ url: `${itemPath(id)}/shares`, method: 'PUT', body: { users } }),
      extraOptions: { handles: 'all' },
    }),
    unshareItem: build.mutation<void, { id: string; users: string[] }>({
      query: ({ id, users }) => ({ url: `${itemPath(id)}/shares`, method: 'DELETE', body: { users } }),
      extraOptions: { handles: 'all' },
    }),
    // Public (workspace spec "Public shared folder"): the link's token is the only credential.
    getPublicFolder: build.query<PublicFolderPage, { token: string; page: number }>({
      query: ({ token, page }) => ({ url: `p/items/${encodeURIComponent(token)}`, params: { page } }),
      extraOptions: { handles: [404] },
    }),
    // A plain link would carry neither the session nor X-Organization: the file comes through the
    // API and is handed to the browser as an object URL.
  }),
});

export const {
  useListItemsInfiniteQuery,
  useGetItemQuery,
  useGetUsageQuery,
  useCreateFolderMutation,
  useUploadFileMutation,
  useRenameItemMutation,
  useMoveItemMutation,
  useDeleteItemMutation,
  usePublishItemMutation,
  useUnpublishItemMutation,
  useGetPublicFolderQuery,
  useListShareCandidatesQuery,
  useGetItemSharesQuery,
  useShareItemMutation,
  useUnshareItemMutation,
} = storageApi;
