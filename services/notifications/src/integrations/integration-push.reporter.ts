import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { OutboxWriter } from '@rubrica/messaging';
import { encodeEvent, EVENTS, timestampNow } from '@rubrica/proto';
import { DataSource } from 'typeorm';
import { integrationStore, type IntegrationPushRow } from './integration.store.js';

/** The longest error kept in the event and on the history: enough to read, never a whole answer. */
const MAX_REASON_LENGTH = 500;

export interface PushOutcome {
  attempts: number;
  target: string | null;
  /** Set when the push failed for good. */
  reason?: string;
}

/**
 * Settles a push and tells the envelopes service in the same transaction (the outbox):
 * `integration.pushed` or `integration.push_failed`, which it records on the envelope's history.
 * A push settles once; a second report of it (a retried dead letter) writes nothing.
 */
@Injectable()
export class IntegrationPushReporter {
  private readonly logger = new Logger('IntegrationPush');

  constructor(private readonly db: DataSource) {}

  async report(pushId: string, outcome: PushOutcome): Promise<boolean> {
    const written = await this.db.transaction(async (manager) => {
      const push = await integrationStore.pushById(manager, pushId);
      if (!push) return false;
      const failed = outcome.reason !== undefined;
      const settled = await integrationStore.settlePush(manager, push.id, {
        status: failed ? 'failed' : 'succeeded',
        attempts: outcome.attempts,
        target: outcome.target,
        lastError: outcome.reason?.slice(0, MAX_REASON_LENGTH) ?? null,
      });
      if (!settled) return false;
      await this.publish(manager, push, outcome);
      return true;
    });
    if (written && outcome.reason !== undefined)
      this.logger.warn(`push ${pushId} of envelope failed for good: ${outcome.reason}`);
    return written;
  }

  private async publish(
    manager: Parameters<typeof OutboxWriter.append>[0],
    push: IntegrationPushRow,
    outcome: PushOutcome,
  ): Promise<void> {
    const common = {
      pushId: push.id,
      envelopeId: push.envelope_id,
      organizationId: push.organization_id,
      integrationType: push.integration_type,
      target: outcome.target ?? push.target ?? '',
      documents: Object.values(push.stored).map((file) => ({
        name: file.name,
        externalId: file.external_id,
      })),
      attemptsMade: outcome.attempts,
      occurredAt: timestampNow(),
    };
    if (outcome.reason === undefined) {
      const subject = 'rubrica.notifications.integration.pushed';
      await OutboxWriter.append(manager, {
        id: randomUUID(),
        subject,
        type: EVENTS[subject].typeName,
        payload: encodeEvent(subject, common),
      });
      return;
    }
    const subject = 'rubrica.notifications.integration.push_failed';
    await OutboxWriter.append(manager, {
      id: randomUUID(),
      subject,
      type: EVENTS[subject].typeName,
      payload: encodeEvent(subject, { ...common, reason: outcome.reason.slice(0, MAX_REASON_LENGTH) }),
    });
  }
}
