import { z } from '@rubrica/config';
import { answer, paginatedSchema, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { ItemsHttpController } from './items/items.http-controller.js';
import {
  createFolderSchema,
  itemResponseSchema,
  listItemsQuerySchema,
  moveItemSchema,
  pageQuerySchema,
  renameItemSchema,
  shareItemSchema,
  sharesResponseSchema,
  unshareItemSchema,
} from './items/items.schemas.js';
import type {
  PublicItemsHttpController,
  PublishedItemsHttpController,
} from './items/published-items.http-controller.js';

type Items = ItemsHttpController;
const item = answer<Items['get']>()(itemResponseSchema);
const page = answer<Items['list']>()(paginatedSchema(itemResponseSchema));
const usage = answer<Items['usage']>()(
  z.object({ used_bytes: z.number().int(), limit_bytes: z.number().int().nullable() }),
);
const publishedFolder = answer<PublicItemsHttpController['list']>()(
  paginatedSchema(itemResponseSchema).extend({ folder: itemResponseSchema }),
);

/**
 * Every HTTP route of the storage service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  route.get('/items', 'List files and folders', { query: listItemsQuerySchema, response: page }),
  route.get('/items/usage', 'Storage used and allowed', { response: usage }),
  route.get('/items/{id}', 'Get a file or folder', { response: item }),
  route.post('/items', 'Create a folder', { body: createFolderSchema, response: answer<Items['create']>()(itemResponseSchema) }),
  route.post('/items/upload', 'Upload a file (office formats are converted to PDF)', { multipart: { files: ['file'] }, response: answer<Items['upload']>()(itemResponseSchema), errors: [413, 415] }),
  route.patch('/items/{id}', 'Rename a file or folder', { body: renameItemSchema, response: answer<Items['rename']>()(itemResponseSchema) }),
  route.put('/items/{id}/move', 'Move into another folder', { body: moveItemSchema, response: answer<Items['move']>()(itemResponseSchema) }),
  route.delete('/items/{id}', 'Delete a file or folder'),
  route.post('/items/{id}/publish', 'Publish a file by link', { response: answer<Items['publish']>()(itemResponseSchema) }),
  route.delete('/items/{id}/publish', 'Stop publishing a file'),
  route.get('/items/{id}/shares', 'Who a file or folder is shared with', { response: answer<Items['shares']>()(sharesResponseSchema), errors: [403] }),
  route.put('/items/{id}/shares', 'Share with members of the organization (read or edit)', { body: shareItemSchema, response: answer<Items['share']>()(sharesResponseSchema), errors: [403] }),
  route.delete('/items/{id}/shares', 'Stop sharing with members', { body: unshareItemSchema, errors: [403] }),
  route.get('/items/{id}/download', 'Download a file', { response: { file: 'application/octet-stream' } }),
  route.get('/published-items', 'List published files', { query: pageQuerySchema, response: answer<PublishedItemsHttpController['list']>()(paginatedSchema(itemResponseSchema)) }),
  route.get('/p/items/{token}', 'The files published under a link', { query: pageQuerySchema, response: publishedFolder }),
];
