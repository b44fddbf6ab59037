import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { insertReturningRow } from '../../../common/insert-returning-row.util.js';
import { creationTitle } from '../../domain/envelope-validation.js';
import { EnvelopeState } from '../../domain/envelope-vocabulary.js';
import { appendEnvelopeEvent, beginEnvelopeHistory } from '../../envelope-event.store.js';
import { appendEnvelopeCreated } from '../../envelope-created.event.js';
import { presentEnvelope, type EnvelopeResponse } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import type { CreateEnvelopeInput } from '../../envelopes.schemas.js';
import type { DraftingChange } from '../../../common/drafting-change.js';

const HASHID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A short public id (also the validation code): 12 characters without look-alikes, 60 bits. */
export function newHashid(): string {
  return [...randomBytes(12)].map((byte) => HASHID_ALPHABET[byte % HASHID_ALPHABET.length]).join('');
}

/** A new draft or template, as the route checked it. */
export type CreateEnvelopeCommand = DraftingChange<CreateEnvelopeInput>;

@Injectable()
export class CreateEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
  ) {}

  async execute({ scope, input }: CreateEnvelopeCommand): Promise<EnvelopeResponse> {
    const sender = await this.callers.profileOf(scope.userId);
    return this.dataSource.transaction(async (manager) => {
      const envelope = manager.create(EnvelopeEntity, {
        id: randomUUID(),
        hashid: newHashid(),
        organizationId: scope.organizationId,
        senderUserId: scope.userId,
        senderName: sender.name,
        senderEmail: sender.email,
        title: creationTitle(input.title),
        state: EnvelopeState.Draft,
        isSandbox: scope.isSandbox ?? false,
        metadata: input.metadata,
        triggers: [],
      });
      // A new row: no look-up before it, and the defaults the database fills in come back with it.
      const saved = await insertReturningRow(manager, EnvelopeEntity, envelope);
      beginEnvelopeHistory(manager, saved.id);
      await appendEnvelopeEvent(manager, {
        envelopeId: saved.id,
        type: 'envelope.created',
        text: { code: 'envelope.created' },
        data: { user_id: scope.userId },
      });
      await appendEnvelopeCreated(manager, saved);
      return presentEnvelope(saved);
    });
  }
}
