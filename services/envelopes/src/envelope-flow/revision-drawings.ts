import { Injectable } from '@nestjs/common';
import { blobKeys, type SignatureImageKind } from '@rubrica/blob';
import { DrawingKind } from '@rubrica/proto';
import { In, type EntityManager } from 'typeorm';
import { ContentEntity } from '../envelopes/content.entity.js';
import { FieldEntity } from '../envelopes/field.entity.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import type { LoadedEnvelope } from './envelope-flow.store.js';
import { FlowMailer } from './flow-mailer.js';
import { SigningRequestStore } from './signing-request.store.js';
import { textTagCover } from './text-tag-cover.util.js';

/** Where the signing service's public signature-profile route leaves a recipient's images. */
export function signatureImageKey(recipientId: string, kind: SignatureImageKind): string {
  return blobKeys.recipientSignature(recipientId, kind);
}

/** What a recipient's revision draws on the pages (proto Drawing). */
@Injectable()
export class RevisionDrawings {
  constructor(
    private readonly requests: SigningRequestStore,
    private readonly mailer: FlowMailer,
  ) {}

  /**
   * This recipient's filled fields; with the envelope's first revision, also the sender's contents
   * and a white box over each text tag (documents/text-tags/README.md). What the caller's
   * transaction has just read is not read again: `fields`, the recipient's fields on the
   * envelope's documents; `firstRevision`, that no revision of the envelope has been applied.
   */
  async drawingsFor(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    known: { fields?: FieldEntity[]; firstRevision?: boolean } = {},
  ) {
    const documentIds = loaded.documents.map((document) => document.id);
    if (!documentIds.length) return [];
    const fields =
      known.fields ??
      (await manager.find(FieldEntity, {
        where: { recipientId: recipient.id, documentId: In(documentIds) },
      }));
    const drawings = fields.flatMap((field) =>
      field.widgets.flatMap((widget) => {
        const box = {
          documentId: field.documentId,
          page: widget.page,
          x: widget.x_axis,
          y: widget.y_axis,
          width: widget.width,
          height: widget.height,
        };
        if (field.type === 'signature' || field.type === 'initial') {
          const kind = field.type === 'signature' ? 'signature' : 'initials';
          return [{ ...box, kind: DrawingKind.IMAGE, imageBlobKey: signatureImageKey(recipient.id, kind) }];
        }
        if (!field.value) return [];
        if (field.type === 'checkbox')
          return field.value === 'true' ? [{ ...box, kind: DrawingKind.CHECK }] : [];
        if (field.type === 'qrcode') return [{ ...box, kind: DrawingKind.QR_CODE, text: field.value }];
        return [
          {
            ...box,
            kind: DrawingKind.TEXT,
            text: field.value,
            fontSize: widget.font_size ?? 0,
            fontFamily: widget.font_family ?? '',
            color: widget.text_color ?? '',
          },
        ];
      }),
    );
    const firstRevision =
      known.firstRevision ?? !(await this.requests.hasAppliedRevision(manager, loaded.envelope.id));
    if (!firstRevision) return drawings;
    // First the boxes over the text tags, so the fields placed on them paint over the white.
    return [...tagCovers(loaded), ...drawings, ...(await this.contentDrawings(manager, loaded, documentIds))];
  }

  private async contentDrawings(manager: EntityManager, loaded: LoadedEnvelope, documentIds: string[]) {
    const contents = await manager.find(ContentEntity, { where: { documentId: In(documentIds) } });
    return contents.map((content) => {
      const box = {
        documentId: content.documentId,
        page: content.page,
        x: content.xAxis,
        y: content.yAxis,
        width: content.width,
        height: content.height,
        opacity: content.opacity ?? 0,
      };
      if (content.type === 'image')
        return { ...box, kind: DrawingKind.IMAGE, imageBlobKey: content.value ?? '' };
      if (content.type === 'validation-qrcode') {
        return { ...box, kind: DrawingKind.QR_CODE, text: this.verifierLink(loaded.envelope.hashid) };
      }
      return {
        ...box,
        kind: DrawingKind.TEXT,
        text: content.value ?? '',
        fontSize: content.fontSize ?? 0,
        fontFamily: content.fontFamily ?? '',
        color: content.textColor ?? '',
      };
    });
  }

  private verifierLink(code: string): string {
    return `${this.mailer.link('/business/checker')}?code=${encodeURIComponent(code)}`;
  }
}

/** A white box over each text tag of the envelope's documents (a little larger), so tags do not show once stamped. */
function tagCovers(loaded: LoadedEnvelope) {
  return loaded.documents.flatMap((document) =>
    document.textTags.map(({ page, box }) => {
      const cover = textTagCover(box, document.pageSizes[page - 1]);
      return {
        documentId: document.id,
        page,
        x: cover.x_axis,
        y: cover.y_axis,
        width: cover.width,
        height: cover.height,
        kind: DrawingKind.COVER,
      };
    }),
  );
}
