import type { HttpRouteSchema } from '@rubrica/service-kit';
import {
  createFolderSchema,
  listItemsQuerySchema,
  moveItemSchema,
  pageQuerySchema,
  renameItemSchema,
} from './items/items.schemas.js';

/** Every HTTP route of the storage service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  { method: 'get', path: '/items', summary: 'List files and folders', query: listItemsQuerySchema },
  { method: 'get', path: '/items/usage', summary: 'Storage used and allowed' },
  { method: 'get', path: '/items/{id}', summary: 'Get a file or folder' },
  { method: 'post', path: '/items', summary: 'Create a folder', body: createFolderSchema },
  {
    method: 'post',
    path: '/items/upload',
    summary: 'Upload a file (office formats are converted to PDF)',
    multipart: { files: ['file'] },
    errors: [413, 415],
  },
  { method: 'patch', path: '/items/{id}', summary: 'Rename a file or folder', body: renameItemSchema },
  { method: 'put', path: '/items/{id}/move', summary: 'Move into another folder', body: moveItemSchema },
  { method: 'delete', path: '/items/{id}', summary: 'Delete a file or folder' },
  { method: 'post', path: '/items/{id}/publish', summary: 'Publish a file by link' },
  { method: 'delete', path: '/items/{id}/publish', summary: 'Stop publishing a file' },
  {
    method: 'get',
    path: '/items/{id}/download',
    summary: 'Download a file',
    response: { file: 'application/octet-stream' },
  },
  { method: 'get', path: '/published-items', summary: 'List published files', query: pageQuerySchema },
  {
    method: 'get',
    path: '/p/items/{token}',
    summary: 'The files published under a link',
    query: pageQuerySchema,
  },
];
