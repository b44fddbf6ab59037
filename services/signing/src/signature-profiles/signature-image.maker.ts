import { Injectable } from '@nestjs/common';
import { DEFAULT_HANDWRITING_FONT } from './handwriting-fonts.js';
import { SignatureProfileError } from './signature-profiles.exception.js';
import {
  MAX_IMAGE_BYTES,
  TEXT_LIMITS,
  type SaveSignatureInput,
  type SignatureKind,
  type SignatureSource,
} from './signature-profiles.schemas.js';
import type { UploadedPart } from '@rubrica/service-kit';
import { convertToPng } from './utils/convert-to-png.util.js';
import { defaultInitials } from './utils/default-initials.util.js';
import { renderTypedSignature } from './utils/render-typed-signature.util.js';
import { sniffImageType } from './utils/sniff-image-type.util.js';

export interface SignatureImage {
  png: Buffer;
  source: SignatureSource;
}

/**
 * Turns what the signature creator sent (§2: typed text and a font, a drawing, or an uploaded
 * picture) into the PNG that is kept, enforcing §5: text at most 30 characters for a signature
 * and 5 for initials, initials defaulting to the name's first letters, and pictures that are
 * png, jpeg or bmp by their content (the 5 MB limit is enforced while the upload streams in).
 */
@Injectable()
export class SignatureImageMaker {
  async make(
    kind: SignatureKind,
    input: SaveSignatureInput,
    file: UploadedPart | undefined,
    nameOf: () => Promise<string>,
  ): Promise<SignatureImage> {
    const picture = pictureOf(file, input.image);
    const type = input.type ?? (picture ? 'image' : 'text');
    if (type === 'text') return { png: await this.typed(kind, input, nameOf), source: 'typed' };
    if (!picture || picture.bytes.length === 0) throw SignatureProfileError.fileRequired();
    if (picture.bytes.length > MAX_IMAGE_BYTES) throw SignatureProfileError.fileTooLarge(picture.field);
    const detected = sniffImageType(picture.bytes);
    if (type === 'draw' && detected !== 'png') throw SignatureProfileError.drawingNotPng(picture.field);
    if (!detected) throw SignatureProfileError.fileNotImage(picture.field);
    const png = await convertToPng(picture.bytes);
    if (!png) throw SignatureProfileError.fileNotImage(picture.field);
    return { png, source: type === 'draw' ? 'drawn' : 'uploaded' };
  }

  private async typed(
    kind: SignatureKind,
    input: SaveSignatureInput,
    nameOf: () => Promise<string>,
  ): Promise<Buffer> {
    let text = input.text ?? '';
    if (!text && kind === 'initials') text = defaultInitials(await nameOf());
    if (!text) throw SignatureProfileError.textRequired();
    if (Array.from(text).length > TEXT_LIMITS[kind]) throw SignatureProfileError.textTooLong(kind);
    return renderTypedSignature(text, input.font ?? DEFAULT_HANDWRITING_FONT);
  }
}

/** The picture sent, with the field errors name: the multipart file first, else the JSON image. */
function pictureOf(
  file: UploadedPart | undefined,
  image: string | undefined,
): { bytes: Buffer; field: string } | undefined {
  if (file) return { bytes: file.buffer, field: 'file' };
  if (image === undefined) return undefined;
  const base64 = image.replace(/^data:[^,]*;base64,/, '');
  return { bytes: Buffer.from(base64, 'base64'), field: 'image' };
}
