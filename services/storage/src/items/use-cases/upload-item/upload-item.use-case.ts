import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { blobKeys, BlobErrorCode, Sha256Meter, type BlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import type { StorageConfig } from '../../../storage.config.js';
import { InjectStorageConfig } from '../../../storage-config.module.js';
import { findParentFolderFor } from '../../item-access.js';
import { ItemPresenter } from '../../item-links.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemResponse, ItemsScope } from '../../items.schemas.js';
import type { IncomingFile, MultipartSource } from '@rubrica/service-kit';
import { PdfSniffer } from '../../pdf-sniffer.js';
import { PlanStorageLimit } from '../../plan-storage-limit.js';
import { PDF_MIMETYPE, StorageItemEntity } from '../../storage-item.entity.js';
import { lockOrganizationStorage, usedBytes } from '../../storage-usage.js';

interface StoredBlob {
  name: string;
  key: string;
  size: number;
  sha256: string;
  isSigned: boolean;
}

const MEGABYTE = 1024 * 1024;

@Injectable()
export class UploadItemUseCase {
  private readonly logger = new Logger(UploadItemUseCase.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectStorageConfig() private readonly config: StorageConfig,
    private readonly planLimit: PlanStorageLimit,
    private readonly presenter: ItemPresenter,
  ) {}

  /**
   * POST /items/upload (multipart `file`, `parent?`), spec §5: PDF only (its bytes say so, not its
   * name), 25 MB at most, refused once the organization's files would pass the plan's storage
   * limit. The file streams to the blob store, checked and hashed on the way; anything refused
   * after that removes the blob again.
   */
  async execute(scope: ItemsScope, upload: MultipartSource): Promise<ItemResponse> {
    if (!upload.isMultipart) throw ItemsError.fileRequired();
    const limit = await this.planLimit.bytesOf(scope.organizationId);
    if (limit !== null && (await usedBytes(this.dataSource.manager, scope.organizationId)) >= limit)
      throw ItemsError.quotaExceeded();

    const id = randomUUID();
    const maxBytes = this.config.STORAGE_MAX_UPLOAD_MB * MEGABYTE;
    const { file, fields } = await upload.read({
      field: 'file',
      // One byte more than allowed, so the meter sees the excess and refuses the file.
      maxFileBytes: maxBytes + 1,
      onFile: (part) => this.store(part, blobKeys.storageItem(scope.organizationId, id), maxBytes),
    });
    if (!file) throw ItemsError.fileRequired();

    try {
      return await this.presenter.presentWritten(scope, async (manager) => {
        const parentId =
          fields.parent === undefined || fields.parent === '' || fields.parent === 'null'
            ? null
            : fields.parent;
        const parent = await findParentFolderFor(manager, scope, parentId);
        await lockOrganizationStorage(manager, scope.organizationId);
        if (limit !== null && (await usedBytes(manager, scope.organizationId)) + file.size > limit)
          throw ItemsError.quotaExceeded();
        await manager.getRepository(StorageItemEntity).insert({
          id,
          organizationId: scope.organizationId,
          parentId: parent?.id ?? null,
          name: file.name,
          depth: parent ? parent.depth + 1 : 0,
          isDirectory: false,
          isSigned: file.isSigned,
          size: file.size,
          mimetype: PDF_MIMETYPE,
          blobKey: file.key,
          sha256: file.sha256,
          createdBy: scope.userId,
        });
        return id;
      });
    } catch (error) {
      await removeBlobs(this.blobs, [file.key], this.logger);
      throw error;
    }
  }

  private async store(part: IncomingFile, key: string, maxBytes: number): Promise<StoredBlob> {
    const sniffer = new PdfSniffer(() => ItemsError.notPdf());
    const meter = new Sha256Meter({ maxBytes });
    // pipeline destroys every stage with the first error, so the blob store sees the refusal.
    const body = pipeline(part.stream, sniffer, meter, () => undefined);
    try {
      const stored = await this.blobs.put(key, body, {
        contentType: PDF_MIMETYPE,
      });
      // The name is shown as the client sent it, within the length a rename allows.
      const name = part.filename.trim().slice(0, 255) || 'document.pdf';
      return { name, key, size: stored.size, sha256: stored.sha256, isSigned: sniffer.isSigned };
    } catch (error) {
      if (isAppError(error) && error.code === BlobErrorCode.TooLarge)
        throw ItemsError.tooLarge(this.config.STORAGE_MAX_UPLOAD_MB);
      throw error;
    }
  }
}
