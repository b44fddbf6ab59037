import { Injectable } from '@nestjs/common';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { SignatureImageMaker } from '../../signature-image.maker.js';
import { SignatureProfileEntity } from '../../signature-profile.entity.js';
import type {
  SaveSignatureInput,
  SignatureKind,
  SignatureProfileResponse,
} from '../../signature-profiles.schemas.js';
import type { UploadedPart } from '@rubrica/service-kit';
import { UserNames } from '../../user-names.provider.js';

/** POST /signature-profiles/{kind}: the signed-in user's signature or initials, kept for reuse. */
@Injectable()
export class SaveSignatureProfileUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly maker: SignatureImageMaker,
    private readonly userNames: UserNames,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(
    userId: string,
    kind: SignatureKind,
    input: SaveSignatureInput,
    file: UploadedPart | undefined,
  ): Promise<SignatureProfileResponse> {
    const { png, source } = await this.maker.make(kind, input, file, () => this.userNames.nameOf(userId));
    const blobKey = blobKeys.userSignature(userId, kind);
    await this.blobs.put(blobKey, png, { size: png.length, contentType: 'image/png' });
    const repository = this.dataSource.getRepository(SignatureProfileEntity);
    await repository.upsert({ ownerUserId: userId, kind, blobKey, source }, ['ownerUserId', 'kind']);
    const saved = await repository.findOneByOrFail({ ownerUserId: userId, kind });
    return { kind, source, updated_at: saved.updatedAt.toISOString() };
  }
}
