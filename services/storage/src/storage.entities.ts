import { eventEntities } from '@rubrica/messaging';
import { ConversionRequestEntity } from './conversions/conversion-request.entity.js';
import { StorageItemEntity } from './items/storage-item.entity.js';

/** Every entity of `rubrica_storage`, for both processes' DataSource. */
export const storageEntities = [...eventEntities, ConversionRequestEntity, StorageItemEntity];
