import { Injectable } from '@nestjs/common';
import { readBlob, type BlobStore } from '@rubrica/blob';
import { InjectBlobStore } from '../blob-store/blob-store.provider.js';
import { SignatureProfileError } from './signature-profiles.exception.js';
import type { PreviewQuery, SignatureKind } from './signature-profiles.schemas.js';
import { framePreview } from './utils/frame-preview.util.js';

/**
 * A kept signature or initials image as the preview routes answer it: `raw`, the PNG as it is;
 * `framed`, on the light card with its label. Nothing kept (no key, or its blob gone) is a 404.
 */
@Injectable()
export class SignaturePreviews {
  constructor(@InjectBlobStore() private readonly blobs: BlobStore) {}

  async render(key: string | undefined, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
    if (!key || !(await this.blobs.exists(key))) throw SignatureProfileError.notFound(kind);
    const png = await readBlob(this.blobs, key);
    return query.mode === 'raw' ? png : framePreview(png, kind, query.lang);
  }
}
