import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readBlob, type BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { renderPreview } from '../../render-preview.util.js';
import { SignatureProfileEntity } from '../../signature-profile.entity.js';
import { SignatureProfileError } from '../../signature-profiles.exception.js';
import type { PreviewQuery, SignatureKind } from '../../signature-profiles.schemas.js';

/** GET /signature-profiles/{kind}/preview: the caller's own kept image; 404 before one is saved. */
@Injectable()
export class GetSignaturePreviewUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(userId: string, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
    const profile = await this.dataSource
      .getRepository(SignatureProfileEntity)
      .findOneBy({ ownerUserId: userId, kind });
    if (!profile) throw SignatureProfileError.notFound(kind);
    return renderPreview(await readBlob(this.blobs, profile.blobKey), kind, query);
  }
}
