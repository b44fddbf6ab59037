import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { injectTraceContext } from '@rubrica/telemetry';
import { OutboxEventEntity } from './outbox-event.entity.js';

export interface OutboxEvent {
  /** `rubrica.<service>.<aggregate>.<event>` */
  subject: string;
  /** Full proto message name of the payload. */
  type: string;
  /** The proto3 JSON form of the message. */
  payload: unknown;
  /** A uuid; generated when absent. Pass one to make a retried command write the same event. */
  id?: string;
}

/** Records events in the outbox; the OutboxRelay publishes them after the transaction commits. */
export class OutboxWriter {
  /**
   * Writes the event with the caller's EntityManager, so it is committed or rolled back with
   * the state change it describes. Returns the event id.
   */
  static async append(manager: EntityManager, event: OutboxEvent): Promise<string> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error(
        'OutboxWriter.append must run inside a transaction (use the transaction EntityManager)',
      );
    }
    const id = event.id ?? randomUUID();
    await manager.insert(OutboxEventEntity, {
      id,
      subject: event.subject,
      type: event.type,
      payload: event.payload as object,
      headers: injectTraceContext({}),
    });
    return id;
  }
}
