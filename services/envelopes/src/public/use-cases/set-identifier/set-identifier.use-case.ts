import { Injectable } from '@nestjs/common';
import { blobKeys, type BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { isValidCpf, type CheckedInput } from '@rubrica/service-kit';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import type { IdentifierValueInput } from '../../public.schemas.js';
import { assertCurrentAndWaiting, RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { PublicError } from '../../../envelope-flow/envelope-flow.exception.js';
import { presentRecipient } from '../../recipient-view.presenter.js';
import { IdentifierError } from '../../public.exception.js';

/** Section 9: the photo is a JPEG; 5 MB like the other images a recipient sends. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface UploadedPhoto {
  buffer: Buffer;
  size: number;
}

/** An identifier given through a recipient's link: its value checked by the route, or the photo. */
export interface SetIdentifierCommand {
  token: string;
  code: string;
  input: CheckedInput<IdentifierValueInput>;
  photo: UploadedPhoto | undefined;
}

/**
 * PUT p/envelopes/recipients/{token}/identifiers/{code}: the recipient gives one of the
 * identifiers asked of them (CPF ...; PHOTO as a multipart JPEG kept in the blob store, its key
 * as the value).
 */
@Injectable()
export class SetIdentifierUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute({ token, code, input, photo }: SetIdentifierCommand) {
    return this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const { recipient } = access;
      assertCurrentAndWaiting(this.store.snapshot(access), recipient.id);

      const addressees = structuredClone(recipient.addressees);
      const identifier = addressees[0]?.identifiers.find(
        (candidate) => candidate.code === code.toUpperCase(),
      );
      if (!identifier) throw PublicError.identifierNotFound();

      if (identifier.code === 'PHOTO') {
        if (!photo) throw IdentifierError.photoRequired();
        if (!isJpeg(photo.buffer)) throw IdentifierError.photoNotJpeg();
        const key = blobKeys.recipientIdentifierPhoto(
          access.envelope.organizationId,
          access.envelope.id,
          recipient.id,
        );
        await this.blobs.put(key, photo.buffer, { size: photo.size, contentType: 'image/jpeg' });
        identifier.value = key;
      } else {
        // The body's 422 comes after the link's and the identifier's refusals; a photo has no value.
        const { value } = input.value;
        if (identifier.code === 'CPF') {
          const digits = value.replace(/\D/g, '');
          if (!isValidCpf(digits)) throw IdentifierError.cpfInvalid();
          identifier.value = digits;
        } else {
          identifier.value = value;
        }
      }
      await manager.update(RecipientEntity, { id: recipient.id }, { addressees });
      recipient.addressees = addressees;
      await this.store.logRecipient(manager, access.envelope.id, recipient, 'recipient.identified', {
        params: { identifier: identifier.title || identifier.code },
        data: { code: identifier.code },
        byRecipient: true,
      });
      return presentRecipient(recipient);
    });
  }
}

/** JPEG files start with the SOI marker followed by another marker. */
function isJpeg(buffer: Buffer): boolean {
  return buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
}
