import { Injectable } from '@nestjs/common';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import { crashPoint } from '@rubrica/config';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { RecipientAccess } from '../../recipient-access.provider.js';
import { SignatureImageMaker } from '../../signature-image.maker.js';
import type {
  SaveSignatureInput,
  SignatureKind,
  SignatureProfileResponse,
} from '../../signature-profiles.schemas.js';
import type { UploadedPart } from '@rubrica/service-kit';

/**
 * POST /p/signature-profiles/{token}/{kind}: a recipient without an account makes their
 * signature or initials; it is kept where the envelopes service reads it when they act.
 */
@Injectable()
export class SaveRecipientSignatureUseCase {
  constructor(
    private readonly access: RecipientAccess,
    private readonly maker: SignatureImageMaker,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(
    token: string,
    kind: SignatureKind,
    input: SaveSignatureInput,
    file: UploadedPart | undefined,
  ): Promise<SignatureProfileResponse> {
    const recipient = await this.access.recipientWhoMayAct(token);
    const { png, source } = await this.maker.make(kind, input, file, async () => recipient.name);
    await this.blobs.put(blobKeys.recipientSignature(recipient.recipientId, kind), png, {
      size: png.length,
      contentType: 'image/png',
    });
    crashPoint('signature.after-store');
    return { kind, source, updated_at: new Date().toISOString() };
  }
}
