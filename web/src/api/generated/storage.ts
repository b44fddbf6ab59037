// Generated from openapi/openapi.json (`make openapi`): never edit.
// The endpoints tagged `storage`, as they are in the document; their cache tags are added in
// web/src/api/storage.ts from the one registry, web/src/api/tags.ts.
import type { StorageEndpoints } from './rubrica-api.js';
import { injectTable, mutation, query } from '../endpoint-table.js';

// Each endpoint: its route, `METHOD /path/{field}{?field,…}`, and the other fields it sends; one
// row a line, however long its route.
// prettier-ignore
export const generatedApi = injectTable<StorageEndpoints>({
  itemsList: query('GET /items{?parent,page,perPage,limit,q,sort,filter}', 'X-Organization'),
  itemsCreate: mutation('POST /items', 'X-Organization,body'),
  itemsUsage: query('GET /items/usage', 'X-Organization'),
  itemsGet: query('GET /items/{id}', 'X-Organization'),
  itemsRename: mutation('PATCH /items/{id}', 'X-Organization,body'),
  itemsRemove: mutation('DELETE /items/{id}', 'X-Organization'),
  itemsUpload: mutation('POST /items/upload', 'X-Organization,body'),
  itemsMove: mutation('PUT /items/{id}/move', 'X-Organization,body'),
  itemsPublish: mutation('POST /items/{id}/publish', 'X-Organization'),
  itemsUnpublish: mutation('DELETE /items/{id}/publish', 'X-Organization'),
  itemsShares: query('GET /items/{id}/shares', 'X-Organization'),
  itemsShare: mutation('PUT /items/{id}/shares', 'X-Organization,body'),
  itemsUnshare: mutation('DELETE /items/{id}/shares', 'X-Organization,body'),
  itemsDownload: query('GET /items/{id}/download', 'X-Organization'),
  publishedItemsList: query('GET /published-items{?page}', 'X-Organization'),
  publicItemsList: query('GET /p/items/{token}{?page}', ''),
});
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
} = generatedApi;
