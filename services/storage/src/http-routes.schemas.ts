import { z } from '@rubrica/config';
import { answer, paginatedSchema, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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

/** Every HTTP route of the storage service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: '/items',
    summary: 'List files and folders',
    query: listItemsQuerySchema,
    response: page,
  },
  {
    method: 'get',
    path: '/items/usage',
    summary: 'Storage used and allowed',
    response: answer<Items['usage']>()(
      z.object({ used_bytes: z.number().int(), limit_bytes: z.number().int().nullable() }),
    ),
  },
  { method: 'get', path: '/items/{id}', summary: 'Get a file or folder', response: item },
  {
    method: 'post',
    path: '/items',
    summary: 'Create a folder',
    body: createFolderSchema,
    response: answer<Items['create']>()(itemResponseSchema),
  },
  {
    method: 'post',
    path: '/items/upload',
    summary: 'Upload a file (office formats are converted to PDF)',
    multipart: { files: ['file'] },
    response: answer<Items['upload']>()(itemResponseSchema),
    errors: [413, 415],
  },
  {
    method: 'patch',
    path: '/items/{id}',
    summary: 'Rename a file or folder',
    body: renameItemSchema,
    response: answer<Items['rename']>()(itemResponseSchema),
  },
  {
    method: 'put',
    path: '/items/{id}/move',
    summary: 'Move into another folder',
    body: moveItemSchema,
    response: answer<Items['move']>()(itemResponseSchema),
  },
  { method: 'delete', path: '/items/{id}', summary: 'Delete a file or folder' },
  {
    method: 'post',
    path: '/items/{id}/publish',
    summary: 'Publish a file by link',
    response: answer<Items['publish']>()(itemResponseSchema),
  },
  { method: 'delete', path: '/items/{id}/publish', summary: 'Stop publishing a file' },
  {
    method: 'get',
    path: '/items/{id}/shares',
    summary: 'Who a file or folder is shared with',
    response: answer<Items['shares']>()(sharesResponseSchema),
    errors: [403],
  },
  {
    method: 'put',
    path: '/items/{id}/shares',
    summary: 'Share with members of the organization (read or edit)',
    body: shareItemSchema,
    response: answer<Items['share']>()(sharesResponseSchema),
    errors: [403],
  },
  {
    method: 'delete',
    path: '/items/{id}/shares',
    summary: 'Stop sharing with members',
    body: unshareItemSchema,
    errors: [403],
  },
  {
    method: 'get',
    path: '/items/{id}/download',
    summary: 'Download a file',
    response: { file: 'application/octet-stream' },
  },
  {
    method: 'get',
    path: '/published-items',
    summary: 'List published files',
    query: pageQuerySchema,
    response: answer<PublishedItemsHttpController['list']>()(paginatedSchema(itemResponseSchema)),
  },
  {
    method: 'get',
    path: '/p/items/{token}',
    summary: 'The files published under a link',
    query: pageQuerySchema,
    response: answer<PublicItemsHttpController['list']>()(
      paginatedSchema(itemResponseSchema).extend({ folder: itemResponseSchema }),
    ),
  },
];
