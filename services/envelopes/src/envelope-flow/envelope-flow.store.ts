import { Injectable } from '@nestjs/common';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, eventDefinition, type EventInit, type EventSubject } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { DocumentEntity } from '../envelopes/document.entity.js';
import type { EnvelopeSnapshot } from '../envelopes/domain/envelope-state-machine.js';
import type { FieldType } from '../envelopes/domain/envelope-vocabulary.js';
import { appendEnvelopeEvent, lockEnvelopeHistory } from '../envelopes/envelope-event.store.js';
import { contactOf } from '../envelopes/envelope-proto.mapper.js';
import { recipientActor, type EventActor } from '../envelopes/history/event-actor.js';
import type { HistoryMessageCode } from '../envelopes/history/history-messages.js';
import type { HistoryText } from '../envelopes/history/history-text.js';
import { EnvelopeEntity } from '../envelopes/envelope.entity.js';
import { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopesError } from '../envelopes/envelopes.exception.js';
import type { ResolvedToken } from './recipient-token.store.js';

/** An envelope with its recipients and documents, loaded (and locked) for one transition. */
export interface LoadedEnvelope {
  envelope: EnvelopeEntity;
  recipients: RecipientEntity[];
  documents: DocumentEntity[];
}

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
    if (!isUuid(envelopeId)) throw EnvelopesError.notFound();
    const loaded = await this.lock(manager, envelopeId);
    if (!loaded || loaded.envelope.organizationId !== organizationId) throw EnvelopesError.notFound();
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
    if (loaded.envelope.senderUserId !== caller.userId) throw EnvelopesError.notFound();
    return loaded;
  }

  /**
   * The caller's own envelope as `lockSenderEnvelope` finds it, without a lock: for the checks
   * made before a transition, which the transition repeats on the locked envelope.
   */
  async readSenderEnvelope(
    manager: EntityManager,
    caller: { organizationId: string; userId: string },
    envelopeId: string,
  ): Promise<LoadedEnvelope> {
    if (!isUuid(envelopeId)) throw EnvelopesError.notFound();
    const loaded = await this.read(manager, envelopeId);
    if (
      !loaded ||
      loaded.envelope.organizationId !== caller.organizationId ||
      loaded.envelope.senderUserId !== caller.userId
    )
      throw EnvelopesError.notFound();
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

  /**
   * The envelope a live link token opens (`tokenHash`, as stored), read with the token in one
   * statement, and locked as `lock` locks it when `lock`. The token's row is not locked: it is as
   * it was before any wait for the envelope's lock, as when it was read on its own first. Null
   * when the token is unknown or revoked, or its envelope is gone. Without `documents` the
   * envelope's documents are not read (an empty list).
   */
  async openByToken(
    manager: EntityManager,
    tokenHash: string,
    { lock, documents = true }: { lock: boolean; documents?: boolean },
  ): Promise<{ token: ResolvedToken; loaded: LoadedEnvelope } | null> {
    const query = manager
      .createQueryBuilder(EnvelopeEntity, 'envelope')
      .innerJoin(
        (tokens) =>
          tokens
            .select(['t.id AS id', 't.recipient_id AS recipient_id', 't.envelope_id AS envelope_id'])
            .addSelect('t.purpose', 'purpose')
            .from('recipient_tokens', 't')
            .where('t.token_hash = :tokenHash AND t.revoked_at IS NULL'),
        'token',
        'token.envelope_id = envelope.id',
      )
      .addSelect('token.id', 'token_id')
      .addSelect('token.recipient_id', 'token_recipient_id')
      .addSelect('token.purpose', 'token_purpose')
      .setParameter('tokenHash', tokenHash);
    if (lock) query.setLock('pessimistic_write', undefined, ['envelope']);
    const { entities, raw } = await query.getRawAndEntities<{
      token_id: string;
      token_recipient_id: string;
      token_purpose: ResolvedToken['purpose'];
    }>();
    const [envelope] = entities;
    const [row] = raw;
    if (!envelope || !row) return null;
    return {
      token: {
        id: row.token_id,
        recipientId: row.token_recipient_id,
        envelopeId: envelope.id,
        purpose: row.token_purpose,
      },
      loaded: { envelope, ...(await this.children(manager, envelope.id, documents)) },
    };
  }

  /** The envelope without a lock (reads). */
  async read(manager: EntityManager, envelopeId: string): Promise<LoadedEnvelope | null> {
    const envelope = await manager.findOne(EnvelopeEntity, { where: { id: envelopeId } });
    if (!envelope) return null;
    return { envelope, ...(await this.children(manager, envelopeId)) };
  }

  private async children(manager: EntityManager, envelopeId: string, withDocuments = true) {
    const [recipients, documents] = await Promise.all([
      manager.find(RecipientEntity, { where: { envelopeId }, order: { position: 'ASC' } }),
      withDocuments
        ? manager.find(DocumentEntity, { where: { envelopeId }, order: { position: 'ASC' } })
        : [],
    ]);
    return { recipients, documents };
  }

  snapshot(loaded: Pick<LoadedEnvelope, 'envelope' | 'recipients'>): EnvelopeSnapshot {
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

  /**
   * Writes the states a transition produced (envelope and every recipient that changed, the
   * recipients in one statement). `actedId`: the recipient whose finished action it was, whose
   * `acted_at` that statement sets, whether or not their state changed. `sentAt` and `metadata`:
   * columns of the envelope the transition sets besides its state, written with it.
   */
  async persist(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    next: EnvelopeSnapshot,
    { actedId, ...columns }: { actedId?: string } & Partial<Pick<EnvelopeEntity, 'sentAt' | 'metadata'>> = {},
  ): Promise<void> {
    if (next.state !== loaded.envelope.state || Object.keys(columns).length) {
      const envelopes = manager.getRepository(EnvelopeEntity);
      // TypeORM's update types do not take the metadata's open record.
      const changes = { state: next.state, ...columns } as Parameters<typeof envelopes.update>[1];
      await envelopes.update({ id: loaded.envelope.id }, changes);
      Object.assign(loaded.envelope, { state: next.state, ...columns });
    }
    // Every recipient whose state changed, and the one who acted, in one statement.
    const changed: Array<{ id: string; state: string; acted: boolean }> = [];
    for (const recipient of loaded.recipients) {
      const after = next.recipients.find((candidate) => candidate.id === recipient.id);
      const acted = recipient.id === actedId;
      if (after && after.state !== recipient.state) {
        recipient.state = after.state;
        changed.push({ id: recipient.id, state: after.state, acted });
      } else if (acted) changed.push({ id: recipient.id, state: recipient.state, acted });
    }
    if (!changed.length) return;
    await manager.query(
      `UPDATE recipients r SET state = c.state, acted_at = CASE WHEN c.acted THEN now() ELSE r.acted_at END
         FROM unnest($1::uuid[], $2::text[], $3::boolean[]) AS c(id, state, acted) WHERE r.id = c.id`,
      [
        changed.map((change) => change.id),
        changed.map((change) => change.state),
        changed.map((change) => change.acted),
      ],
    );
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

  /** A history entry about the envelope itself, whose type is its message code (`envelope.sent` ...). */
  async logEnvelope(
    manager: EntityManager,
    envelopeId: string,
    code: HistoryMessageCode,
    data: Record<string, unknown> = {},
  ): Promise<void> {
    await this.log(manager, envelopeId, code, { code }, data);
  }

  /**
   * A history entry about one recipient: its text names them (then `params`), its data starts
   * with their id. The entry's type is its message code unless `type` says otherwise; an entry
   * `byRecipient` names the recipient as its actor.
   */
  async logRecipient(
    manager: EntityManager,
    envelopeId: string,
    recipient: RecipientEntity,
    code: HistoryMessageCode,
    entry: {
      type?: string;
      params?: Record<string, string>;
      data?: Record<string, unknown>;
      byRecipient?: boolean;
    } = {},
  ): Promise<void> {
    const name = contactOf(recipient).name;
    await this.log(
      manager,
      envelopeId,
      entry.type ?? code,
      { code, params: { name, ...entry.params } },
      { recipient_id: recipient.id, ...entry.data },
      entry.byRecipient ? recipientActor(recipient, name) : undefined,
    );
  }

  /** Which recipient has a field of which type, over the envelope's documents. */
  fieldTypesOf(
    manager: EntityManager,
    envelopeId: string,
  ): Promise<Array<{ type: FieldType; recipient_id: string }>> {
    return manager.query(
      `SELECT f.type, f.recipient_id FROM fields f JOIN documents d ON d.id = f.document_id
         WHERE d.envelope_id = $1`,
      [envelopeId],
    );
  }

  async hasOpened(manager: EntityManager, envelopeId: string, recipientId: string): Promise<boolean> {
    const seen: unknown[] = await manager.query(
      `SELECT 1 FROM envelope_events
         WHERE envelope_id = $1 AND type = 'recipient.opened' AND data->>'recipient_id' = $2 LIMIT 1`,
      [envelopeId, recipientId],
    );
    return seen.length > 0;
  }

  /**
   * Serialises, until the transaction ends, the writers of entries recorded once (a recipient's
   * opening, an outside message's integration push or failed delivery), so checking and appending
   * are one step; the append that follows does not take the lock again.
   */
  async lockHistory(manager: EntityManager, envelopeId: string): Promise<void> {
    await lockEnvelopeHistory(manager, envelopeId);
  }

  /** The history already holds an entry of this type recorded for that push or message job. */
  async hasEntryFor(
    manager: EntityManager,
    envelopeId: string,
    type: string,
    key: 'push_id' | 'job_id',
    value: string,
  ): Promise<boolean> {
    const [already]: unknown[] = await manager.query(
      `SELECT 1 FROM envelope_events WHERE envelope_id = $1 AND type = $2 AND data->>'${key}' = $3`,
      [envelopeId, type, value],
    );
    return Boolean(already);
  }

  /** Envelopes under way whose deadline has passed. */
  async overdueEnvelopeIds(manager: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM envelopes WHERE state IN ('in-transit', 'halted') AND expire_at IS NOT NULL AND expire_at <= $1 LIMIT ${Number(limit)}`,
      [now],
    );
    return rows.map((row) => row.id);
  }

  /** Sandbox envelopes created at or before `before`, oldest first. */
  sandboxEnvelopesDue(
    manager: EntityManager,
    before: Date,
    limit: number,
  ): Promise<Array<{ id: string; organization_id: string }>> {
    return manager.query(
      `SELECT id, organization_id FROM envelopes
         WHERE is_sandbox AND created_at <= $1 ORDER BY created_at LIMIT ${Number(limit)}`,
      [before],
    );
  }

  async deleteSandboxEnvelope(manager: EntityManager, envelopeId: string): Promise<void> {
    await manager.query('DELETE FROM envelopes WHERE id = $1 AND is_sandbox', [envelopeId]);
  }

  /** When the envelope was sent, from its history. */
  async sentAt(manager: EntityManager, envelopeId: string): Promise<Date | null> {
    const rows: Array<{ created_at: Date }> = await manager.query(
      `SELECT created_at FROM envelope_events WHERE envelope_id = $1 AND type = 'envelope.sent' LIMIT 1`,
      [envelopeId],
    );
    return rows[0] ? new Date(rows[0].created_at) : null;
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
