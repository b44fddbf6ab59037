import { Injectable } from '@nestjs/common';
import { NotificationReason, timestampFromDate } from '@rubrica/proto';
import { In, type EntityManager } from 'typeorm';
import { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import { EnvelopeScheduler } from './envelope-scheduler.js';
import type { FlowEffects } from './flow-effects.js';
import { FlowMailer, type InvitationReason } from './flow-mailer.js';
import { eventHead, toProtoRecipient, toProtoSender } from '../envelopes/envelope-proto.mapper.js';
import { RecipientTokens } from './recipient-token.store.js';

const REASONS: Record<InvitationReason, NotificationReason> = {
  invitation: NotificationReason.INVITATION,
  reminder: NotificationReason.REMINDER,
  resend: NotificationReason.RESEND,
  'address-changed': NotificationReason.ADDRESS_CHANGED,
};

/**
 * Tells recipients it is their turn: a fresh link (action token), the e-mail, the
 * `recipient.notified` event, notified_at, and the next reminder.
 */
@Injectable()
export class RecipientInvitations {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly tokens: RecipientTokens,
    private readonly mailer: FlowMailer,
    private readonly scheduler: EnvelopeScheduler,
  ) {}

  async notify(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipientIds: string[],
    reason: InvitationReason,
    effects: FlowEffects,
  ): Promise<void> {
    const now = new Date();
    const { envelope } = loaded;
    const recipients = recipientIds.flatMap(
      (recipientId) => loaded.recipients.find((candidate) => candidate.id === recipientId) ?? [],
    );
    if (!recipients.length) return;
    const tokens = await this.tokens.issueEach(manager, recipients, 'action');
    await manager.update(
      RecipientEntity,
      { id: In(recipients.map((recipient) => recipient.id)) },
      { notifiedAt: now },
    );
    for (const [index, recipient] of recipients.entries()) {
      const token = tokens[index]!;
      recipient.notifiedAt = now;
      if (!this.mailer.invite(effects, envelope, recipient, token, reason)) {
        // Nothing to deliver: the recipient acts on the sender's device or is reached another way.
        await this.tokens.markDelivered(manager, [token.id]);
      }
      // Viewers only follow; reminders are for those whose action the envelope waits for.
      if (recipient.type !== 'carbon-copy') {
        await this.scheduler.scheduleReminder(manager, envelope, recipient.id, now, effects);
      }
      await this.store.publish(manager, 'rubrica.envelopes.recipient.notified', {
        ...eventHead(envelope),
        sender: toProtoSender(envelope),
        title: envelope.title,
        subject: envelope.subject ?? '',
        message: envelope.message ?? '',
        recipient: toProtoRecipient(recipient),
        reason: REASONS[reason],
        ...(envelope.expireAt ? { expireAt: timestampFromDate(envelope.expireAt) } : {}),
      });
      await this.store.logRecipient(manager, envelope.id, recipient, 'recipient.notified', {
        data: { reason },
      });
    }
  }
}
