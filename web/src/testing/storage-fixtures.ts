import type { StorageItem } from '../api/rubrica-api.js';

/** A PDF at the storage root, as GET items lists it, that the caller manages. */
export const aStorageItem = (overrides: Partial<StorageItem> = {}): StorageItem => ({
  id: 'item-1',
  name: 'Contrato.pdf',
  parent: null,
  depth: 0,
  is_directory: false,
  is_signed: false,
  size: 2048,
  mimetype: 'application/pdf',
  created_at: '2026-11-20T12:00:00.000Z',
  links: { display: 'https://files.example/display/item-1', preview: null },
  publish_token: null,
  access: 'manage',
  ...overrides,
});

/** A folder at the storage root. */
export const aStorageFolder = (overrides: Partial<StorageItem> = {}): StorageItem =>
  aStorageItem({
    id: 'folder-1',
    name: 'Contratos',
    is_directory: true,
    mimetype: 'inode/directory',
    size: 0,
    ...overrides,
  });
