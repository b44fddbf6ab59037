import { Module } from '@nestjs/common';
import { RpcClient } from '@rubrica/messaging';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import type { StorageConfig } from '../storage.config.js';
import { STORAGE_CONFIG } from '../storage-config.module.js';
import { ItemPresenter } from './item-links.js';
import { ItemsHttpController } from './items.http-controller.js';
import { ItemsRpcController } from './items.rpc-controller.js';
import { PlanStorageLimit } from './plan-storage-limit.js';
import {
  PublicItemsHttpController,
  PublishedItemsHttpController,
} from './published-items.http-controller.js';
import { CreateFolderUseCase } from './use-cases/create-folder/create-folder.use-case.js';
import { DeleteItemUseCase } from './use-cases/delete-item/delete-item.use-case.js';
import { DownloadItemUseCase } from './use-cases/download-item/download-item.use-case.js';
import { GetItemUseCase } from './use-cases/get-item/get-item.use-case.js';
import { GetOrganizationUsageUseCase } from './use-cases/get-organization-usage/get-organization-usage.use-case.js';
import { GetStorageUsageUseCase } from './use-cases/get-storage-usage/get-storage-usage.use-case.js';
import { GetStoredItemUseCase } from './use-cases/get-stored-item/get-stored-item.use-case.js';
import { ListItemsUseCase } from './use-cases/list-items/list-items.use-case.js';
import { MoveItemUseCase } from './use-cases/move-item/move-item.use-case.js';
import { ListPublicItemsUseCase } from './use-cases/list-public-items/list-public-items.use-case.js';
import { ListPublishedItemsUseCase } from './use-cases/list-published-items/list-published-items.use-case.js';
import { PublishItemUseCase } from './use-cases/publish-item/publish-item.use-case.js';
import { ShareItemUseCase } from './use-cases/share-item/share-item.use-case.js';
import { RenameItemUseCase } from './use-cases/rename-item/rename-item.use-case.js';
import { UnpublishItemUseCase } from './use-cases/unpublish-item/unpublish-item.use-case.js';
import { UploadItemUseCase } from './use-cases/upload-item/upload-item.use-case.js';

/**
 * Storage items: the organization's files and folders (rows in `storage_items`, bytes in the
 * blob store), over HTTP for the storage screen and published folders' public listings, and over NATS (`storage.get_item.v1`) for the
 * envelopes service, which copies a stored PDF into an envelope, and `storage.usage.v1` for the
 * organization's stats.
 */
@Module({
  controllers: [
    ItemsHttpController,
    PublishedItemsHttpController,
    PublicItemsHttpController,
    ItemsRpcController,
  ],
  providers: [
    blobStoreProvider,
    {
      provide: RpcClient,
      useFactory: (config: StorageConfig) =>
        new RpcClient({ natsUrl: config.NATS_URL, name: 'storage-rpc-client', defaultTimeoutMs: 3_000 }),
      inject: [STORAGE_CONFIG],
    },
    PlanStorageLimit,
    ItemPresenter,
    ListItemsUseCase,
    GetItemUseCase,
    CreateFolderUseCase,
    UploadItemUseCase,
    RenameItemUseCase,
    MoveItemUseCase,
    DeleteItemUseCase,
    DownloadItemUseCase,
    GetStorageUsageUseCase,
    GetStoredItemUseCase,
    GetOrganizationUsageUseCase,
    PublishItemUseCase,
    UnpublishItemUseCase,
    ShareItemUseCase,
    ListPublishedItemsUseCase,
    ListPublicItemsUseCase,
  ],
})
export class ItemsModule {}
