import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { insertReturningRow } from '../../../common/insert-returning-row.util.js';
import { InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { EnvelopesConfig } from '../../../envelopes.config.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { assertDrafting, findSenderEnvelope } from '../../../envelopes/envelope-access.js';
import { appendEnvelopeEvent } from '../../../envelopes/envelope-event.store.js';
import { presentRecipient, type RecipientResponse } from '../../../envelopes/envelope.presenter.js';
import { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { placeTextTags } from '../../../envelopes/text-tag-placement.js';
import { checkRecipient, offersQualifiedSignatures } from '../../recipient-rules.js';
import type { AddRecipientInput } from '../../recipients.schemas.js';
import type { DraftingChange } from '../../../common/drafting-change.js';

/** A recipient added to a draft, as the route checked it. */
export type AddRecipientCommand = DraftingChange<AddRecipientInput, { envelopeId: string }>;

@Injectable()
export class AddRecipientUseCase {
  constructor(
    private readonly dataSource: DataSource,
    @InjectEnvelopesConfig() private readonly config: Pick<EnvelopesConfig, 'PRODUCT_EDITION'>,
  ) {}

  async execute({ scope, envelopeId, input }: AddRecipientCommand): Promise<RecipientResponse> {
    return this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, envelopeId, { lock: true });
      assertDrafting(envelope);
      const repository = manager.getRepository(RecipientEntity);
      const others = await repository.find({
        where: { envelopeId: envelope.id },
        order: { position: 'ASC' },
      });
      const draft = checkRecipient(
        { type: input.type, signatureType: input.signature_type ?? null, addressees: input.addressees },
        others,
        {
          qualifiedAllowed: offersQualifiedSignatures(this.config.PRODUCT_EDITION),
          addressOptional: envelope.state === EnvelopeState.Template,
        },
      );
      const recipient = repository.create({
        id: randomUUID(),
        envelopeId: envelope.id,
        type: draft.type,
        signatureType: draft.signatureType,
        routingOrder: input.routing_order ?? null,
        state: RecipientState.Waiting,
        addressees: draft.addressees,
        position: (others.at(-1)?.position ?? 0) + 1,
        tagLabel: input.tag_label ?? null,
      });
      // Answered as stored (the defaults, the addressees as jsonb keeps them) by the insert itself.
      const added = await insertReturningRow(manager, RecipientEntity, recipient);
      await placeTextTags(manager, envelope);
      await appendEnvelopeEvent(manager, {
        envelopeId: envelope.id,
        type: 'recipient.added',
        text: { code: 'recipient.added', params: { name: draft.addressees[0]!.name, role: draft.type } },
        data: { recipient_id: recipient.id },
      });
      return presentRecipient(added);
    });
  }
}
