import type { PreviewQuery, SignatureKind } from './signature-profiles.schemas.js';
import { framePreview } from './utils/frame-preview.util.js';

/** `raw`: the kept PNG as it is; `framed`: on the light card with its label. */
export async function renderPreview(png: Buffer, kind: SignatureKind, query: PreviewQuery): Promise<Buffer> {
  return query.mode === 'raw' ? png : framePreview(png, kind, query.lang);
}
