import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { findItemFor } from '../../item-access.js';
import { ItemsError } from '../../items.exception.js';
import type { ItemsScope } from '../../items.schemas.js';

export interface ItemDownload {
  name: string;
  mimetype: string;
  size: number;
  body: Readable;
}

@Injectable()
export class DownloadItemUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /** GET /items/{id}/download: a file's bytes, streamed from the blob store; folders have none. */
  async execute(scope: ItemsScope, id: string): Promise<ItemDownload> {
    const item = await findItemFor(this.dataSource.manager, scope, id, 'read');
    if (item.isDirectory || !item.blobKey) throw ItemsError.notAFile();
    const body = await this.blobs.get(item.blobKey);
    return { name: item.name, mimetype: item.mimetype, size: item.size, body };
  }
}
