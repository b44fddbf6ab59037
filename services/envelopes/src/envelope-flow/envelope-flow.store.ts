import { Injectable } from '@nestjs/common';
import { AppError } from '@rubrica/errors';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, eventDefinition, type EventInit, type EventSubject } from '@rubrica/proto';
import { In, type EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { DocumentEntity } from '../envelopes/document.entity.js';
import type { EnvelopeSnapshot } from '../envelopes/domain/envelope-state-machine.js';
import { appendEnvelopeEvent } from '../envelopes/envelope-event-log.js';
import type { EventActor } from '../envelopes/history/event-actor.js';
import type { HistoryText } from '../envelopes/history/history-text.js';
import { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { RecipientEntity } from '../envelopes/recipient.entity.js';

/** An envelope with its recipients and documents, loaded (and locked) for one transition. */
export interface LoadedEnvelope {
  envelope: EnvelopeEntity;
  recipients: RecipientEntity[];
  documents: DocumentEntity[];
}

export const FlowError = {
  envelopeNotFound: () => AppError.notFound('envelope.not_found', 'Envelope not found.'),
};

/**
 * Reads and writes what the envelope flow changes, always inside the caller's transaction: the
 * envelope row is locked first, so two transitions of one envelope never interleave.
 */
@Injectable()
export class EnvelopeFlowStore {
  /** The envelope of `organizationId` (404 for another organization's or a malformed id), locked. */
  async lockInOrganization(
    manager: EntityManager,
    organizationId: string,
    envelopeId: string,
  ): Promise<LoadedEnvelope> {
    if (!isUuid(envelopeId)) throw FlowError.envelopeNotFound();
    const loaded = await this.lock(manager, envelopeId);
    if (!loaded || loaded.envelope.organizationId !== organizationId) throw FlowError.envelopeNotFound();
    return loaded;
  }

  /**
   * The caller's own envelope (they sent it), locked: another member's envelope is as unknown as a
   * missing one, whatever flags they hold (section 6: only the sender sends, re-notifies and hands
   * the device to an in-person signer).
   */
  async lockSenderEnvelope(
    manager: EntityManager,
    caller: { organizationId: string; userId: string },
    envelopeId: string,
  ): Promise<LoadedEnvelope> {
    const loaded = await this.lockInOrganization(manager, caller.organizationId, envelopeId);
    if (loaded.envelope.senderUserId !== caller.userId) throw FlowError.envelopeNotFound();
    return loaded;
  }

  /** The envelope, locked; null when it does not exist. */
  async lock(manager: EntityManager, envelopeId: string): Promise<LoadedEnvelope | null> {
    const envelope = await manager.findOne(EnvelopeEntity, {
      where: { id: envelopeId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!envelope) return null;
    return { envelope, ...(await this.children(manager, envelopeId)) };
  }

  /** The envelope without a lock (reads). */
  async read(manager: EntityManager, envelopeId: string): Promise<LoadedEnvelope | null> {
    const envelope = await manager.findOne(EnvelopeEntity, { where: { id: envelopeId } });
    if (!envelope) return null;
    return { envelope, ...(await this.children(manager, envelopeId)) };
  }

  private async children(manager: EntityManager, envelopeId: string) {
    const [recipients, documents] = await Promise.all([
      manager.find(RecipientEntity, { where: { envelopeId }, order: { position: 'ASC' } }),
      manager.find(DocumentEntity, { where: { envelopeId }, order: { position: 'ASC' } }),
    ]);
    return { recipients, documents };
  }

  snapshot(loaded: LoadedEnvelope): EnvelopeSnapshot {
    return {
      state: loaded.envelope.state,
      senderUserId: loaded.envelope.senderUserId,
      expireAt: loaded.envelope.expireAt,
      recipients: loaded.recipients.map((recipient) => ({
        id: recipient.id,
        type: recipient.type,
        routingOrder: recipient.routingOrder,
        state: recipient.state,
      })),
    };
  }

  /** Writes the states a transition produced (envelope and every recipient that changed). */
  async persist(manager: EntityManager, loaded: LoadedEnvelope, next: EnvelopeSnapshot): Promise<void> {
    if (next.state !== loaded.envelope.state) {
      await manager.update(EnvelopeEntity, { id: loaded.envelope.id }, { state: next.state });
      loaded.envelope.state = next.state;
    }
    const changed = new Map<string, string[]>();
    for (const recipient of loaded.recipients) {
      const after = next.recipients.find((candidate) => candidate.id === recipient.id);
      if (after && after.state !== recipient.state) {
        changed.set(after.state, [...(changed.get(after.state) ?? []), recipient.id]);
        recipient.state = after.state;
      }
    }
    for (const [state, ids] of changed) {
      await manager.update(RecipientEntity, { id: In(ids) }, { state: state as RecipientEntity['state'] });
    }
  }

  /**
   * Appends one entry to the envelope's hash-chained history (the flow's one writer). `actor`
   * defaults to the request's signed-in user, or Rubrica itself outside a request.
   */
  async log(
    manager: EntityManager,
    envelopeId: string,
    type: string,
    text: HistoryText,
    data: Record<string, unknown> = {},
    actor?: EventActor,
  ): Promise<void> {
    // JSON has no undefined: dropping those keys now keeps the stored row equal to what was hashed.
    const stored = JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
    await appendEnvelopeEvent(manager, { envelopeId, type, text, data: stored, actor });
  }

  /** Records a domain event in the outbox, in the caller's transaction. */
  async publish<S extends EventSubject>(
    manager: EntityManager,
    subject: S,
    message: EventInit<S>,
    id?: string,
  ): Promise<string> {
    return OutboxWriter.append(manager, {
      subject,
      type: eventDefinition(subject).typeName,
      payload: encodeEvent(subject, message),
      id,
    });
  }
}
