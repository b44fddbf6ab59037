import { Injectable } from '@nestjs/common';
import { AppError } from '@rubrica/errors';
import { timestampFromDate } from '@rubrica/proto';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { sendEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { validateSendReadiness } from '../../../envelopes/domain/send-readiness.js';
import { BillingQuotaClient } from '../../billing-quota.client.js';
import { SenderLocaleClient } from '../../sender-locale.client.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import {
  envelopeEventHead,
  toProtoDocument,
  toProtoRecipient,
} from '../../../envelopes/envelope-proto.mapper.js';
import { presentFlowState } from '../../present-flow-state.js';
import { RecipientInvitations } from '../../../envelope-flow/recipient-invitations.js';
import { InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { FlowConfig } from '../../../envelope-flow/flow-config.js';
import { WhatsappDeliveryPolicy } from '../../whatsapp-delivery-policy.js';

/**
 * POST envelopes/{id}/send (section 4: draft → in-transit). The rules are checked before billing
 * is asked, billing before anything changes; then one transaction moves the envelope, opens the
 * first routing group (everyone when the order is not enforced), and records the events.
 */
@Injectable()
export class SendEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly billing: BillingQuotaClient,
    private readonly invitations: RecipientInvitations,
    private readonly scheduler: EnvelopeScheduler,
    private readonly effectsRunner: FlowEffectsRunner,
    private readonly senderLocale: SenderLocaleClient,
    private readonly whatsapp: WhatsappDeliveryPolicy,
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
  ) {}

  async execute(caller: OrganizationCaller, envelopeId: string) {
    // Checked on the envelope as it is, then again on the locked one once billing has answered.
    const draft = await this.store.readSenderEnvelope(this.dataSource.manager, caller, envelopeId);
    this.check(draft);
    await this.checkReadiness(draft);
    // Best effort and without effects, so asked while billing answers.
    const senderLocale = draft.envelope.metadata?.locale
      ? Promise.resolve(null)
      : this.senderLocale.localeOf(draft.envelope.senderUserId);
    if (!draft.envelope.isSandbox) {
      // Sandbox envelopes consume no credits (proto EnvelopeCreated.is_sandbox).
      await this.billing.assertMaySend(caller.organizationId, envelopeId);
      await this.billing.consume(caller.organizationId, envelopeId);
    }
    const locale = await senderLocale;

    const effects = new FlowEffects();
    const sent = await this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockSenderEnvelope(manager, caller, envelopeId);
      const result = this.check(loaded);
      const { envelope } = loaded;
      // Written with the new state: the metadata as read under the lock, with the language the
      // envelope's mails and signature page use (the sender's, at sending) when it has none yet.
      await this.store.persist(manager, loaded, result.envelope, {
        sentAt: new Date(),
        ...(locale && !envelope.metadata?.locale ? { metadata: { ...envelope.metadata, locale } } : {}),
      });
      await this.store.logEnvelope(manager, envelope.id, 'envelope.sent', {
        user_id: caller.userId,
      });
      await this.store.publish(manager, 'rubrica.envelopes.envelope.sent', {
        ...envelopeEventHead(envelope),
        subject: envelope.subject ?? '',
        message: envelope.message ?? '',
        routingEnforced: loaded.recipients.some((recipient) => recipient.routingOrder !== null),
        ...(envelope.expireAt ? { expireAt: timestampFromDate(envelope.expireAt) } : {}),
        recipients: loaded.recipients.map(toProtoRecipient),
        documents: loaded.documents.map(toProtoDocument),
      });
      await this.invitations.notify(manager, loaded, result.becameCurrent, 'invitation', effects);
      await this.scheduler.scheduleExpiration(manager, envelope, effects);
      return loaded;
    });
    await this.effectsRunner.run(effects);
    return presentFlowState(sent);
  }

  private check(loaded: LoadedEnvelope) {
    return sendEnvelope(this.store.snapshot(loaded), { now: new Date() });
  }

  /** Documents converted, recipients reachable, PDF/A still respected (send-readiness.ts). */
  private async checkReadiness(loaded: LoadedEnvelope): Promise<void> {
    const fields = await this.store.fieldTypesOf(this.dataSource.manager, loaded.envelope.id);
    const recipients = [...loaded.recipients].sort((a, b) => a.position - b.position);
    const whatsapp = recipients.some((recipient) => recipient.addressees[0]?.via === 'whatsapp')
      ? await this.whatsapp.availability(loaded.envelope.organizationId)
      : undefined;
    const errors = validateSendReadiness({
      documents: loaded.documents.map((document) => ({
        name: document.name,
        conversionStatus: document.conversionStatus ?? null,
        textTags: document.textTags,
      })),
      recipients: recipients.map((recipient) => ({
        id: recipient.id,
        name: recipient.addressees[0]?.name ?? '',
        type: recipient.type,
        signatureType: recipient.signatureType,
        via: recipient.addressees[0]?.via ?? 'email',
        address: recipient.addressees[0]?.value ?? '',
      })),
      fields: fields.map((field) => ({ type: field.type, recipientId: field.recipient_id })),
      isPdfa: loaded.envelope.metadata?.type?.pdfa === true,
      whatsapp,
      qualifiedOffered: this.config.PRODUCT_EDITION === 'br',
    });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }
}
