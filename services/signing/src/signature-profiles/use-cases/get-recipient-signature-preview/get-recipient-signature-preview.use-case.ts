import { Injectable } from '@nestjs/common';
import { blobKeys, readBlob, type BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { RecipientAccess } from '../../recipient-access.provider.js';
import { renderPreview } from '../../render-preview.util.js';
import { SignatureProfileError } from '../../signature-profiles.exception.js';
import type { PreviewQuery, SignatureKind } from '../../signature-profiles.schemas.js';

/** GET /p/signature-profiles/{token}/{kind}/preview: the recipient's kept image; 404 before one is made. */
@Injectable()
export class GetRecipientSignaturePreviewUseCase {
  constructor(
    private readonly access: RecipientAccess,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(token: string, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
    const recipient = await this.access.recipientWhoMayAct(token);
    const key = blobKeys.recipientSignature(recipient.recipientId, kind);
    if (!(await this.blobs.exists(key))) throw SignatureProfileError.notFound(kind);
    return renderPreview(await readBlob(this.blobs, key), kind, query);
  }
}
