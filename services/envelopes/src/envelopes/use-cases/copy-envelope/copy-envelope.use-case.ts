import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { contentImageBlobKey, documentBlobKey } from '../../../common/document-blob-key.util.js';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { removeBlobs } from '@rubrica/service-kit/remove-blobs';
import { ContentEntity } from '../../content.entity.js';
import { DocumentEntity } from '../../document.entity.js';
import { copyEnvelope } from '../../domain/envelope-state-machine.js';
import { EnvelopeState, FieldType } from '../../domain/envelope-vocabulary.js';
import { findSenderEnvelope, isDrafting } from '../../envelope-access.js';
import { appendEnvelopeEvent, beginEnvelopeHistory } from '../../envelope-event.store.js';
import { appendEnvelopeCreated } from '../../envelope-created.event.js';
import { documentsOf, elementsOf, recipientsOf } from '../../envelope-parts.store.js';
import { presentEnvelope, type EnvelopeResponse } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import type { CopyEnvelopeInput } from '../../envelopes.schemas.js';
import { FieldEntity } from '../../field.entity.js';
import { RecipientEntity } from '../../recipient.entity.js';
import { newHashid } from '../create-envelope/create-envelope.use-case.js';
import type { DraftingChange } from '../../../common/drafting-change.js';

/** Values the sender sets when placing a field; the others are what a recipient filled in. */
const SENDER_SET_FIELDS: readonly FieldType[] = [FieldType.Date, FieldType.Comments, FieldType.QrCode];

/** A copy of an envelope into a draft or a template, as the route checked it. */
export type CopyEnvelopeCommand = DraftingChange<CopyEnvelopeInput, { id: string }>;

@Injectable()
export class CopyEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  /**
   * POST envelopes/{id}/copy {into}: a new draft or template with the source's details,
   * documents (the original PDFs, copied to the new envelope's keys so each envelope owns its
   * blobs), recipients (starting over; as roles without addresses in a template), fields and
   * contents. Values recipients filled in a sent envelope are not carried over. Blobs are copied
   * before the transaction and removed again if it fails.
   */
  async execute({ scope, id, input }: CopyEnvelopeCommand): Promise<EnvelopeResponse> {
    const manager = this.dataSource.manager;
    const source = await findSenderEnvelope(manager, scope, id);
    const sender = await this.callers.profileOf(scope.userId);
    const recipients = (await recipientsOf(manager, [source.id])).get(source.id) ?? [];
    // Only documents that are PDFs are copied: one still converting has no PDF to copy yet.
    const documents = ((await documentsOf(manager, [source.id])).get(source.id) ?? []).filter(
      (document) => !document.conversionStatus,
    );
    const elements = await elementsOf(
      manager,
      documents.map((document) => document.id),
    );
    const copied = copyEnvelope(
      {
        state: source.state,
        senderUserId: source.senderUserId,
        expireAt: source.expireAt,
        recipients: recipients.map((recipient) => ({
          id: recipient.id,
          type: recipient.type,
          routingOrder: recipient.routingOrder,
          state: recipient.state,
        })),
      },
      { into: input.into, senderUserId: scope.userId },
    );

    const envelopeId = randomUUID();
    const recipientIds = new Map(recipients.map((recipient) => [recipient.id, randomUUID()]));
    const written: string[] = [];
    try {
      const newDocuments: DocumentEntity[] = [];
      const newContents: ContentEntity[] = [];
      const newFields: FieldEntity[] = [];
      for (const document of documents) {
        const documentId = randomUUID();
        const key = documentBlobKey(scope.organizationId, envelopeId, documentId);
        await this.copyBlob(document.originalBlobKey, key, document.size, written);
        const { fields, contents } = elements.get(document.id) ?? { fields: [], contents: [] };
        const fieldIds = new Map(fields.map((field) => [field.id, randomUUID()]));
        newDocuments.push({
          ...document,
          id: documentId,
          envelopeId,
          originalBlobKey: key,
          currentBlobKey: key,
          // The copy's text tags name the copies of the fields they became (a deleted one keeps its old id:
          // placed once, never again).
          textTags: document.textTags.map((tag) => ({
            ...tag,
            field_id: tag.field_id && (fieldIds.get(tag.field_id) ?? tag.field_id),
          })),
        });
        for (const field of fields) {
          const keepValue = isDrafting(source) || SENDER_SET_FIELDS.includes(field.type);
          newFields.push({
            ...field,
            id: fieldIds.get(field.id)!,
            documentId,
            recipientId: recipientIds.get(field.recipientId)!,
            value: keepValue ? field.value : null,
          });
        }
        for (const content of contents) {
          const contentId = randomUUID();
          let value = content.value;
          if (content.type === 'image' && content.value) {
            const extension = content.value.endsWith('.png') ? 'png' : 'jpg';
            value = contentImageBlobKey(
              scope.organizationId,
              envelopeId,
              documentId,
              randomUUID(),
              extension,
            );
            await this.copyBlob(content.value, value, undefined, written);
          }
          newContents.push({ ...content, id: contentId, documentId, value });
        }
      }

      return await this.dataSource.transaction(async (tx) => {
        const envelopes = tx.getRepository(EnvelopeEntity);
        await envelopes.save(
          envelopes.create({
            id: envelopeId,
            hashid: newHashid(),
            organizationId: scope.organizationId,
            senderUserId: scope.userId,
            senderName: sender.name,
            senderEmail: sender.email,
            title: source.title,
            name: source.name,
            subject: source.subject,
            message: source.message,
            state: copied.state,
            isSandbox: source.isSandbox || (scope.isSandbox ?? false),
            actionReminderFrequency: null,
            metadata: source.metadata,
            triggers: source.triggers,
          }),
        );
        if (newDocuments.length) await tx.getRepository(DocumentEntity).insert(newDocuments.map(stripDates));
        if (recipients.length) {
          await tx.getRepository(RecipientEntity).insert(
            recipients.map((recipient, index) =>
              stripDates({
                ...recipient,
                id: recipientIds.get(recipient.id)!,
                envelopeId,
                state: copied.recipients[index]!.state,
                actionTokenHash: null,
                notifiedAt: null,
                actedAt: null,
                addressees: recipient.addressees.map((addressee) => ({
                  ...addressee,
                  // A template keeps roles (name, type, delivery), not people: the addresses are
                  // filled in each time it is used.
                  value: input.into === 'template' ? '' : addressee.value,
                  identifiers: addressee.identifiers.map(({ code, title, is_required }) => ({
                    code,
                    title,
                    is_required,
                  })),
                })),
              }),
            ),
          );
        }
        if (newFields.length) await tx.getRepository(FieldEntity).insert(newFields.map(stripDates));
        if (newContents.length) await tx.getRepository(ContentEntity).insert(newContents.map(stripDates));
        const saved = await envelopes.findOneByOrFail({ id: envelopeId });
        beginEnvelopeHistory(tx, envelopeId);
        await appendEnvelopeEvent(tx, {
          envelopeId,
          type: 'envelope.created',
          text: {
            code: input.into === 'draft' ? 'envelope.copied_into_draft' : 'envelope.copied_into_template',
            params: { title: source.title },
          },
          data: { user_id: scope.userId, copied_from: source.id },
        });
        await appendEnvelopeCreated(
          tx,
          saved,
          source.state === EnvelopeState.Template ? source.id : undefined,
        );
        return presentEnvelope(saved);
      });
    } catch (error) {
      await removeBlobs(this.blobs, written);
      throw error;
    }
  }

  private async copyBlob(
    from: string,
    to: string,
    size: number | undefined,
    written: string[],
  ): Promise<void> {
    const stat = size === undefined ? await this.blobs.stat(from) : undefined;
    const body = await this.blobs.get(from);
    written.push(to);
    await this.blobs.put(to, body, {
      size: size ?? stat!.size,
      contentType: stat?.contentType ?? 'application/pdf',
    });
  }
}

/** Lets the database stamp a copy's own creation time. */
function stripDates<T extends { createdAt?: Date }>(row: T): Omit<T, 'createdAt'> {
  const { createdAt: _createdAt, ...rest } = row;
  return rest;
}
