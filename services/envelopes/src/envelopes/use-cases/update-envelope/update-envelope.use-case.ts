import { Injectable } from '@nestjs/common';
import { AppError, copyFieldErrors } from '@rubrica/errors';
import { DataSource } from 'typeorm';
import { validateEnvelopeDetails } from '../../domain/envelope-validation.js';
import { assertDrafting, findSenderEnvelope } from '../../envelope-access.js';
import { appendEnvelopeEvent } from '../../envelope-event.store.js';
import { presentEnvelope, type EnvelopeResponse } from '../../envelope.presenter.js';
import { EnvelopeEntity } from '../../envelope.entity.js';
import type { UpdateEnvelopeInput } from '../../envelopes.schemas.js';
import type { DraftingChange } from '../../../common/drafting-change.js';

/** A change to a draft's details, as the route checked it. */
export type UpdateEnvelopeCommand = DraftingChange<UpdateEnvelopeInput, { id: string }>;

@Injectable()
export class UpdateEnvelopeUseCase {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Changes the details of a draft or template (section 5 rules). The reminder is checked against
   * the deadline the envelope will have after the change; a deadline is checked only when given,
   * so an old draft whose deadline has passed can still be renamed. Section 5: a reminder exists
   * only with a deadline, so removing the deadline removes the reminder.
   */
  async execute({ scope, id, input }: UpdateEnvelopeCommand): Promise<EnvelopeResponse> {
    return this.dataSource.transaction(async (manager) => {
      const envelope = await findSenderEnvelope(manager, scope, id, { lock: true });
      assertDrafting(envelope);
      const expireAt = input.expire_at !== undefined ? input.expire_at : envelope.expireAt;
      const reminderChanged = input.action_reminder_frequency !== undefined || input.expire_at !== undefined;
      // Clearing the deadline drops its reminder too, unless the same request sets one (refused).
      const dropsReminder = input.expire_at === null && input.action_reminder_frequency === undefined;
      const reminder =
        input.action_reminder_frequency !== undefined
          ? input.action_reminder_frequency
          : dropsReminder
            ? null
            : envelope.actionReminderFrequency;
      const errors = validateEnvelopeDetails(
        {
          title: input.title,
          subject: input.subject,
          message: input.message,
          expireAt: input.expire_at !== undefined ? input.expire_at : undefined,
          actionReminderFrequency: undefined,
        },
        { now: new Date(), requireTitle: false },
      );
      if (reminderChanged) {
        const reminderErrors = validateEnvelopeDetails(
          { expireAt, actionReminderFrequency: reminder },
          { now: new Date(), requireTitle: false },
        );
        copyFieldErrors(errors, reminderErrors, 'action_reminder_frequency');
      }
      if (Object.keys(errors).length) throw AppError.validation(errors);

      const changes: Partial<EnvelopeEntity> = {};
      if (input.title) changes.title = input.title;
      if (input.subject !== undefined) changes.subject = input.subject;
      if (input.message !== undefined) changes.message = input.message;
      if (input.expire_at !== undefined) changes.expireAt = input.expire_at;
      if (input.action_reminder_frequency !== undefined || dropsReminder)
        changes.actionReminderFrequency = reminder;
      if (input.triggers !== undefined) changes.triggers = input.triggers;
      if (input.metadata !== undefined) changes.metadata = input.metadata;
      if (Object.keys(changes).length) {
        await manager.getRepository(EnvelopeEntity).save(Object.assign(envelope, changes));
        await appendEnvelopeEvent(manager, {
          envelopeId: envelope.id,
          type: 'envelope.updated',
          text: { code: 'envelope.updated' },
          data: {
            fields: Object.keys(input).filter((key) => input[key as keyof UpdateEnvelopeInput] !== undefined),
          },
        });
      }
      return presentEnvelope(
        await manager.getRepository(EnvelopeEntity).findOneByOrFail({ id: envelope.id }),
      );
    });
  }
}
