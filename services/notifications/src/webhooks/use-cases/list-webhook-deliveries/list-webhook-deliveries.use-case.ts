import { Injectable } from '@nestjs/common';
import { paginated, type OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import {
  webhookStore,
  type DeliveryStatus,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
} from '../../webhook.store.js';
import { organizationEndpoint } from '../../organization-endpoint.util.js';

function presentAttempt(attempt: WebhookAttemptRow, body: string | undefined) {
  return {
    attempt: attempt.attempt,
    // Every attempt sends the event's one body; the signature header is kept out of the log.
    request: { url: attempt.request_url, headers: attempt.request_headers, body: body ?? null },
    response_status: attempt.response_status,
    response_excerpt: attempt.response_excerpt,
    error: attempt.error,
    duration_ms: attempt.duration_ms,
    attempted_at: attempt.attempted_at.toISOString(),
  };
}

export function presentDelivery(
  row: WebhookDeliveryRow & { type?: string; body?: string },
  attempts: WebhookAttemptRow[],
) {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.type,
    envelope_id: row.envelope_id,
    manual: row.manual,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.next_attempt_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    log: attempts
      .filter((attempt) => attempt.delivery_id === row.id)
      .map((attempt) => presentAttempt(attempt, row.body)),
  };
}

/** An endpoint's delivery log, newest first, each delivery with its attempts (request, status, excerpt, duration). */
@Injectable()
export class ListWebhookDeliveriesUseCase {
  constructor(private readonly db: DataSource) {}

  async execute(
    caller: OrganizationCaller,
    endpointId: string,
    query: { page: number; per_page: number; status?: DeliveryStatus },
  ) {
    await organizationEndpoint(this.db, caller.organizationId, endpointId);
    const { rows, total } = await webhookStore.listDeliveries(this.db, caller.organizationId, endpointId, {
      page: query.page,
      perPage: query.per_page,
      status: query.status,
    });
    const attempts = await webhookStore.attemptsOf(
      this.db,
      rows.map((row) => row.id),
    );
    return paginated(
      rows.map((row) => presentDelivery(row, attempts)),
      { page: query.page, perPage: query.per_page, total, query: { status: query.status } },
    );
  }
}
