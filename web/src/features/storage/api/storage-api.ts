import { storageApi as storageAreaApi } from '../../../api/storage.js';
import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';
import { FOLDER_MIMETYPE, type ItemsPage, type ShareCandidate, type StorageItem } from './storage-types.js';

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

/** A change to one item: the list and the item refetch; the screen words a failure itself. */
const changesItem = {
  invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: string }) => [
    { type: ITEM, id: LIST_ID },
    { type: ITEM, id },
  ],
  extraOptions: { handles: 'all' as const },
};

/**
 * The storage calls (workspace spec §7), from the generated client. Lists provide the list tag;
 * every change invalidates it, and uploads and deletions also the usage figure. The storage screen
 * shows its own messages for each failure (spec §8), so no call here raises the generic alert.
 */
export const storageItemsApi = storageAreaApi.enhanceEndpoints({
  endpoints: {
    itemsGet: {
      providesTags: (_result, _error, { id }) => [{ type: ITEM, id }],
      extraOptions: { handles: [404] },
    },
    itemsUsage: { providesTags: [USAGE], extraOptions: { handles: 'all' } },
    itemsCreate: { invalidatesTags: [{ type: ITEM, id: LIST_ID }], extraOptions: { handles: 'all' } },
    itemsRename: changesItem,
    itemsMove: changesItem,
    itemsRemove: { invalidatesTags: [{ type: ITEM, id: LIST_ID }, USAGE], extraOptions: { handles: 'all' } },
    itemsPublish: changesItem,
    itemsUnpublish: changesItem,
    // Who the item is shared with; only those who may share it may ask (403 otherwise).
    itemsShares: { extraOptions: { handles: 'all' } },
    itemsShare: { extraOptions: { handles: 'all' } },
    itemsUnshare: { extraOptions: { handles: 'all' } },
    // Public (workspace spec "Public shared folder"): the link's token is the only credential.
    publicItemsList: { extraOptions: { handles: [404] } },
  },
});

export const {
  useItemsGetQuery,
  useItemsUsageQuery,
  useItemsCreateMutation,
  useItemsRenameMutation,
  useItemsMoveMutation,
  useItemsRemoveMutation,
  useItemsPublishMutation,
  useItemsUnpublishMutation,
  useItemsSharesQuery,
  useItemsShareMutation,
  useItemsUnshareMutation,
  usePublicItemsListQuery,
} = storageItemsApi;

/**
 * What the generated client cannot express: the paged list read as one infinite list, the
 * multipart upload, and the members' directory searched for sharing.
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
    // The organization's members to share with: the members' directory (name, e-mail, avatar),
    // which every member may read, first page of a search.
    listShareCandidates: build.query<{ data: ShareCandidate[] }, string>({
      query: (q) => ({ url: 'users/directory', params: q.trim() ? { q: q.trim(), page: 1 } : { page: 1 } }),
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useListItemsInfiniteQuery, useUploadFileMutation, useListShareCandidatesQuery } = storageApi;
