// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `storage`; their cache tags are added in web/src/api/storage.ts from the one
// registry, web/src/api/tags.ts.
import type {
  ItemsCreateApiArg,
  ItemsCreateApiResponse,
  ItemsDownloadApiArg,
  ItemsDownloadApiResponse,
  ItemsGetApiArg,
  ItemsGetApiResponse,
  ItemsListApiArg,
  ItemsListApiResponse,
  ItemsMoveApiArg,
  ItemsMoveApiResponse,
  ItemsPublishApiArg,
  ItemsPublishApiResponse,
  ItemsRemoveApiArg,
  ItemsRemoveApiResponse,
  ItemsRenameApiArg,
  ItemsRenameApiResponse,
  ItemsShareApiArg,
  ItemsShareApiResponse,
  ItemsSharesApiArg,
  ItemsSharesApiResponse,
  ItemsUnpublishApiArg,
  ItemsUnpublishApiResponse,
  ItemsUnshareApiArg,
  ItemsUnshareApiResponse,
  ItemsUploadApiArg,
  ItemsUploadApiResponse,
  ItemsUsageApiArg,
  ItemsUsageApiResponse,
  PublicItemsListApiArg,
  PublicItemsListApiResponse,
  PublishedItemsListApiArg,
  PublishedItemsListApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    itemsList: build.query<ItemsListApiResponse, ItemsListApiArg>({
      query: (queryArg) => ({
        url: `/items`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          parent: queryArg.parent,
          page: queryArg.page,
          perPage: queryArg.perPage,
          limit: queryArg.limit,
          q: queryArg.q,
          sort: queryArg.sort,
          filter: queryArg.filter,
        },
      }),
    }),
    itemsCreate: build.mutation<ItemsCreateApiResponse, ItemsCreateApiArg>({
      query: (queryArg) => ({
        url: `/items`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsUsage: build.query<ItemsUsageApiResponse, ItemsUsageApiArg>({
      query: (queryArg) => ({
        url: `/items/usage`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsGet: build.query<ItemsGetApiResponse, ItemsGetApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsRename: build.mutation<ItemsRenameApiResponse, ItemsRenameApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsRemove: build.mutation<ItemsRemoveApiResponse, ItemsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsUpload: build.mutation<ItemsUploadApiResponse, ItemsUploadApiArg>({
      query: (queryArg) => ({
        url: `/items/upload`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsMove: build.mutation<ItemsMoveApiResponse, ItemsMoveApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/move`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsPublish: build.mutation<ItemsPublishApiResponse, ItemsPublishApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/publish`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsUnpublish: build.mutation<ItemsUnpublishApiResponse, ItemsUnpublishApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/publish`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsShares: build.query<ItemsSharesApiResponse, ItemsSharesApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/shares`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsShare: build.mutation<ItemsShareApiResponse, ItemsShareApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/shares`,
        method: 'PUT',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsUnshare: build.mutation<ItemsUnshareApiResponse, ItemsUnshareApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/shares`,
        method: 'DELETE',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    itemsDownload: build.query<ItemsDownloadApiResponse, ItemsDownloadApiArg>({
      query: (queryArg) => ({
        url: `/items/${encodeURIComponent(String(queryArg.id))}/download`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    publishedItemsList: build.query<PublishedItemsListApiResponse, PublishedItemsListApiArg>({
      query: (queryArg) => ({
        url: `/published-items`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          page: queryArg.page,
        },
      }),
    }),
    publicItemsList: build.query<PublicItemsListApiResponse, PublicItemsListApiArg>({
      query: (queryArg) => ({
        url: `/p/items/${encodeURIComponent(String(queryArg.token))}`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export const {
  useItemsListQuery,
  useLazyItemsListQuery,
  useItemsCreateMutation,
  useItemsUsageQuery,
  useLazyItemsUsageQuery,
  useItemsGetQuery,
  useLazyItemsGetQuery,
  useItemsRenameMutation,
  useItemsRemoveMutation,
  useItemsUploadMutation,
  useItemsMoveMutation,
  useItemsPublishMutation,
  useItemsUnpublishMutation,
  useItemsSharesQuery,
  useLazyItemsSharesQuery,
  useItemsShareMutation,
  useItemsUnshareMutation,
  useItemsDownloadQuery,
  useLazyItemsDownloadQuery,
  usePublishedItemsListQuery,
  useLazyPublishedItemsListQuery,
  usePublicItemsListQuery,
  useLazyPublicItemsListQuery,
} = injectedRtkApi;
