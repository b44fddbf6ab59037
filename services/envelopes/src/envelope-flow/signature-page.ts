import { Injectable } from '@nestjs/common';
import type { MessageLocale } from '@rubrica/errors';
import type { EntityManager } from 'typeorm';
import type { RecipientAction } from '../envelopes/domain/envelope-state-machine.js';
import { SignatureType } from '../envelopes/domain/envelope-vocabulary.js';
import { exportHistory } from '../envelopes/domain/history-export.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';
import { EnvelopeEventEntity } from '../envelopes/envelope-event.entity.js';
import { renderHistoryActor, renderHistoryMessage } from '../envelopes/history/render-history-entry.js';
import { certificateLine, type RecordedCertificate } from './certificate-line.util.js';
import { givenIdentifiers } from './given-identifiers.util.js';
import type { LoadedEnvelope } from './envelope-flow.store.js';
import { FlowMailer } from './flow-mailer.js';

const ACTION_WORDS: Record<RecipientAction, string> = {
  sign: 'signed',
  approve: 'approved',
  follow: 'viewed',
};

/** The actions that finish a signer's or approver's part (viewers follow; they never block completion). */
const ACTOR_ACTIONS = new Set([ACTION_WORDS.sign, ACTION_WORDS.approve]);

/**
 * The government validator (ITI VALIDAR) that checks ICP-Brasil signatures; the page offers it
 * beside our own verifier when someone signed with such a certificate.
 */
export const GOVERNMENT_VALIDATOR_URL = 'https://validar.iti.gov.br/';

/** How an action is spelled in the history and on the signature page. */
export function actionWord(action: RecipientAction): string {
  return ACTION_WORDS[action];
}

/** The signature page the sealing request carries, from the envelope and its history. */
@Injectable()
export class SignaturePageBuilder {
  constructor(private readonly mailer: FlowMailer) {}

  /** Everything printed on the signature page (proto SignaturePage). */
  async build(manager: EntityManager, loaded: LoadedEnvelope) {
    const { envelope } = loaded;
    const events = await manager.find(EnvelopeEventEntity, {
      where: { envelopeId: envelope.id },
      order: { sequence: 'ASC' },
    });
    const sentAt = events.find((event) => event.type === 'envelope.sent')?.createdAt;
    const actions = events.filter((event) => event.type.startsWith('recipient.') && event.data.action);
    const names = new Map(loaded.recipients.map((recipient) => [recipient.id, contactOf(recipient).name]));
    // The page is in the envelope's language, its history too, each entry naming who did it.
    const locale = this.mailer.localeOf(envelope);
    const people = {
      sender: { userId: envelope.senderUserId, name: envelope.senderName || envelope.senderEmail },
      recipientNames: names,
    };
    const qualified = loaded.recipients.some(
      (recipient) =>
        recipient.signatureType === SignatureType.Qualified && certificateOf(events, recipient.id, locale),
    );
    return {
      validationCode: envelope.hashid,
      verifierUrl: this.mailer.link('/business/checker'),
      title: envelope.title,
      subject: envelope.subject ?? '',
      senderName: envelope.senderName,
      senderEmail: envelope.senderEmail,
      createdAt: envelope.createdAt.toISOString(),
      sentAt: sentAt?.toISOString() ?? '',
      // Sealing is asked once the last signer or approver is done: that action ends the
      // recipients' part, and taking it from the log keeps the page the same when the reconciler
      // asks again (a viewer following later does not move it).
      completedAt: (
        actions.filter((event) => ACTOR_ACTIONS.has(String(event.data.action))).at(-1)?.createdAt ??
        new Date()
      ).toISOString(),
      locale,
      documents: loaded.documents.map((document) => ({
        documentId: document.id,
        name: document.name,
        sha256: document.sha256,
        sha1: document.sha1 ?? '',
        pageCount: document.pages,
      })),
      recipients: loaded.recipients.map((recipient) => {
        const contact = contactOf(recipient);
        return {
          name: contact.name,
          email: contact.via === 'email' ? contact.value : '',
          type: recipient.type,
          signatureType: recipient.signatureType ?? '',
          state: recipient.state,
          identifiers: givenIdentifiers(recipient),
          certificate: certificateOf(events, recipient.id, locale),
          actions: actions
            .filter((event) => event.data.recipient_id === recipient.id)
            .map((event) => ({
              action: String(event.data.action),
              occurredAt: event.createdAt.toISOString(),
              ipAddress: String(event.data.ip_address ?? ''),
              userAgent: String(event.data.user_agent ?? ''),
              ...(typeof event.data.latitude === 'number' ? { latitude: event.data.latitude } : {}),
              ...(typeof event.data.longitude === 'number' ? { longitude: event.data.longitude } : {}),
            })),
        };
      }),
      historyJson: JSON.stringify(exportHistory(envelope, events)),
      ...(qualified
        ? {
            governmentValidatorUrl: GOVERNMENT_VALIDATOR_URL,
            // ITI VALIDAR's QR code hook (verifier/use-cases/answer-validar).
            validarUrl: this.mailer.link(`/api/p/envelopes/documents/validar/${envelope.id}`),
          }
        : {}),
      events: events.map((event) => ({
        message: renderHistoryMessage(event, locale),
        occurredAt: event.createdAt.toISOString(),
        actor: renderHistoryActor(event, people, locale)?.name ?? '',
        ipAddress: String(event.data.ip_address ?? ''),
      })),
    };
  }
}

/** The certificate line of a qualified signer: from their latest signature in the history. */
function certificateOf(events: EnvelopeEventEntity[], recipientId: string, locale: MessageLocale): string {
  const signed = events
    .filter((event) => event.data.recipient_id === recipientId && event.data.certificate)
    .at(-1);
  return signed ? certificateLine(signed.data.certificate as RecordedCertificate, locale) : '';
}
