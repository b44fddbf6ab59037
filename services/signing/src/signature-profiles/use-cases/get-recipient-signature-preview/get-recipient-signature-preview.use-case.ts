import { Injectable } from '@nestjs/common';
import { blobKeys } from '@rubrica/blob';
import { RecipientAccess } from '../../recipient-access.provider.js';
import { SignaturePreviews } from '../../signature-previews.provider.js';
import type { PreviewQuery, SignatureKind } from '../../signature-profiles.schemas.js';

/** GET /p/signature-profiles/{token}/{kind}/preview: the recipient's kept image; 404 before one is made. */
@Injectable()
export class GetRecipientSignaturePreviewUseCase {
  constructor(
    private readonly access: RecipientAccess,
    private readonly previews: SignaturePreviews,
  ) {}

  async execute(token: string, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
    const recipient = await this.access.recipientWhoMayAct(token);
    return this.previews.render(blobKeys.recipientSignature(recipient.recipientId, kind), kind, query);
  }
}
