import { appendOutboxEvent } from '@rubrica/service-kit';
import { Injectable } from '@nestjs/common';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import {
  DeliveryVia,
  EnvelopeState,
  RecipientState,
  type RecipientType,
} from '../../../envelopes/domain/envelope-vocabulary.js';
import { validateFieldPlacement } from '../../../envelopes/domain/field-rules.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { findSenderEnvelope, isDrafting, type SenderScope } from '../../../envelopes/envelope-access.js';
import { appendEnvelopeEvent } from '../../../envelopes/envelope-event.store.js';
import { placeTextTags } from '../../../envelopes/text-tag-placement.js';
import { eventHead, toProtoRecipient } from '../../../envelopes/envelope-proto.mapper.js';
import { presentRecipient, type RecipientResponse } from '../../../envelopes/envelope.presenter.js';
import type { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import { EnvelopesError } from '../../../envelopes/envelopes.exception.js';
import { recipientsOfEnvelope } from '../../../envelopes/envelope-parts.store.js';
import { RecipientEntity, type RecipientAddressee } from '../../../envelopes/recipient.entity.js';
import { findRecipient } from '../../recipient.store.js';
import { checkRecipient, offersQualifiedSignatures } from '../../recipient-rules.js';
import { RecipientsError } from '../../recipients.exception.js';
import type { UpdateRecipientInput } from '../../recipients.schemas.js';
import type { DraftingChange } from '../../../common/drafting-change.js';
import type { RecipientPath } from '../../../common/resource-paths.js';

/** A change to a recipient, as the route checked it. */
export type UpdateRecipientCommand = DraftingChange<UpdateRecipientInput, RecipientPath>;

@Injectable()
export class UpdateRecipientUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectEnvelopesConfig() private readonly config: Pick<EnvelopesConfig, 'PRODUCT_EDITION'>,
  ) {}

  /**
   * While drafting, any part of the recipient changes. Once sent, the sender may only correct a
   * waiting recipient's name and address (section 2's edit-recipient action): the change is
   * logged and `rubrica.envelopes.recipient.updated` tells the notification flow to invite the
   * new address.
   */
  async execute({
    scope,
    envelopeId,
    recipientId,
    input,
  }: UpdateRecipientCommand): Promise<RecipientResponse> {
    return this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
      const recipient = await findRecipient(manager, envelope.id, recipientId);
      if (isDrafting(envelope)) return this.updateDraft(manager, envelope, recipient, input);
      if (envelope.state !== EnvelopeState.InTransit) throw EnvelopesError.readOnly();
      return this.editSent(manager, scope, envelope, recipient, input);
    });
  }

  private async updateDraft(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    input: UpdateRecipientInput,
  ): Promise<RecipientResponse> {
    const addressees = withName(input.addressees ?? recipient.addressees, input.name);
    const draft = checkRecipient(
      {
        type: input.type ?? recipient.type,
        signatureType: input.signature_type !== undefined ? input.signature_type : recipient.signatureType,
        addressees,
      },
      await this.others(manager, envelope.id, recipient.id),
      {
        qualifiedAllowed: offersQualifiedSignatures(this.config.PRODUCT_EDITION),
        addressOptional: envelope.state === EnvelopeState.Template,
      },
    );
    const repository = manager.getRepository(RecipientEntity);
    await repository.update(
      { id: recipient.id },
      {
        type: draft.type,
        signatureType: draft.signatureType,
        addressees: draft.addressees,
        routingOrder: input.routing_order !== undefined ? input.routing_order : recipient.routingOrder,
        tagLabel: input.tag_label !== undefined ? input.tag_label : recipient.tagLabel,
      },
    );
    if (draft.type !== recipient.type)
      await this.dropFieldsTheyMayNoLongerHave(manager, envelope, recipient.id, draft.type);
    await placeTextTags(manager, envelope);
    await appendEnvelopeEvent(manager, {
      envelopeId: envelope.id,
      type: 'recipient.updated',
      text: { code: 'recipient.updated', params: { name: draft.addressees[0]!.name } },
      data: { recipient_id: recipient.id },
    });
    return presentRecipient(await repository.findOneByOrFail({ id: recipient.id }));
  }

  private async editSent(
    manager: EntityManager,
    scope: SenderScope,
    envelope: EnvelopeEntity,
    recipient: RecipientEntity,
    input: UpdateRecipientInput,
  ): Promise<RecipientResponse> {
    if (recipient.state !== RecipientState.Waiting) throw RecipientsError.notWaiting();
    const current = recipient.addressees[0]!;
    if (current.via === DeliveryVia.FaceToFace) throw RecipientsError.faceToFace();
    const given = input.addressees?.[0];
    // Only the name and the address move; identifiers asked of the recipient stay as they were.
    const addressee: RecipientAddressee = {
      ...current,
      name: input.name ?? given?.name ?? current.name,
      via: given && given.via !== DeliveryVia.FaceToFace ? given.via : current.via,
      value: given?.value ?? current.value,
    };
    checkRecipient(
      { type: recipient.type, signatureType: recipient.signatureType, addressees: [addressee] },
      await this.others(manager, envelope.id, recipient.id),
      // Correcting a sent recipient's name or address leaves their signature type as it was sent.
      { qualifiedAllowed: true },
    );
    const repository = manager.getRepository(RecipientEntity);
    const addressees = [addressee, ...recipient.addressees.slice(1)];
    await repository.update({ id: recipient.id }, { addressees });
    const updated = await repository.findOneByOrFail({ id: recipient.id });
    await appendEnvelopeEvent(manager, {
      envelopeId: envelope.id,
      type: 'recipient.updated',
      text: {
        code: 'recipient.readdressed',
        params: {
          from_name: current.name,
          from_address: current.value,
          name: addressee.name,
          address: addressee.value,
        },
      },
      data: {
        recipient_id: recipient.id,
        previous: { name: current.name, via: current.via, value: current.value },
        current: { name: addressee.name, via: addressee.via, value: addressee.value },
        user_id: scope.userId,
      },
    });
    await appendOutboxEvent(manager, 'rubrica.envelopes.recipient.updated', {
      ...eventHead(envelope),
      recipient: toProtoRecipient(updated),
      previous: toProtoRecipient(recipient),
      updatedByUserId: scope.userId,
    });
    return presentRecipient(updated);
  }

  /**
   * Section 4: changing a signer's type loses the fields only signers may have (their signature
   * positions); the same placement rule that refuses new fields decides which ones go.
   */
  private async dropFieldsTheyMayNoLongerHave(
    manager: EntityManager,
    envelope: EnvelopeEntity,
    recipientId: string,
    type: RecipientType,
  ): Promise<void> {
    const recipients = await recipientsOfEnvelope(manager, envelope.id);
    const index = recipients.findIndex((candidate) => candidate.id === recipientId);
    const fields = await manager.getRepository(FieldEntity).findBy({ recipientId });
    const lost = fields.filter(
      (field) =>
        Object.keys(
          validateFieldPlacement({
            fieldType: field.type,
            recipientType: type,
            recipientIndex: index,
            recipientCount: recipients.length,
            isPdfa: envelope.metadata?.type?.pdfa === true,
          }),
        ).length > 0,
    );
    if (lost.length)
      await manager.getRepository(FieldEntity).delete({ id: In(lost.map((field) => field.id)) });
  }

  private others(manager: EntityManager, envelopeId: string, recipientId: string) {
    return manager.getRepository(RecipientEntity).find({
      where: { envelopeId, id: Not(recipientId) },
      order: { position: 'ASC' },
    });
  }
}

/** The edit action may send the name beside the addressees. */
function withName(addressees: RecipientAddressee[], name: string | undefined): RecipientAddressee[] {
  if (!name) return addressees;
  return addressees.map((addressee, index) => (index === 0 ? { ...addressee, name } : addressee));
}
