import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SignatureProfileEntity } from '../../signature-profile.entity.js';
import { SignaturePreviews } from '../../signature-previews.provider.js';
import type { PreviewQuery, SignatureKind } from '../../signature-profiles.schemas.js';

/** GET /signature-profiles/{kind}/preview: the caller's own kept image; 404 before one is saved. */
@Injectable()
export class GetSignaturePreviewUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly previews: SignaturePreviews,
  ) {}

  async execute(userId: string, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
    const profile = await this.dataSource
      .getRepository(SignatureProfileEntity)
      .findOneBy({ ownerUserId: userId, kind });
    return this.previews.render(profile?.blobKey, kind, query);
  }
}
