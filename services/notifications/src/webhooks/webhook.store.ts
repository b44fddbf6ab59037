import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { firstRow } from '../database/first-row.util.js';
import { ownedRow } from '../database/owned-row.util.js';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookEndpointRow {
  id: string;
  organization_id: string;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookDeliveryRow {
  id: string;
  seq: string;
  endpoint_id: string;
  event_id: string;
  organization_id: string;
  envelope_id: string | null;
  manual: boolean;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WebhookEventRow {
  id: string;
  organization_id: string;
  envelope_id: string | null;
  type: string;
  body: string;
  occurred_at: Date;
}

export interface WebhookAttemptRow {
  delivery_id: string;
  attempt: number;
  request_url: string;
  request_headers: Record<string, string>;
  response_status: number | null;
  response_excerpt: string | null;
  error: string | null;
  duration_ms: number;
  attempted_at: Date;
}

type Runner = DataSource | EntityManager;

/** The webhooks tables, always read through the organization that owns the row. */
export const webhookStore = {
  async listEndpoints(db: Runner, organizationId: string): Promise<WebhookEndpointRow[]> {
    return db.query('SELECT * FROM webhook_endpoints WHERE organization_id = $1 ORDER BY created_at, id', [
      organizationId,
    ]);
  },

  async findEndpoint(
    db: Runner,
    organizationId: string,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<WebhookEndpointRow | undefined> {
    return ownedRow(db, 'webhook_endpoints', organizationId, id, options);
  },

  async endpointById(db: Runner, id: string): Promise<WebhookEndpointRow | undefined> {
    return firstRow(db, 'SELECT * FROM webhook_endpoints WHERE id = $1', [id]);
  },

  async insertEndpoint(
    db: Runner,
    row: Pick<
      WebhookEndpointRow,
      'organization_id' | 'url' | 'description' | 'event_types' | 'enabled' | 'secret_sealed' | 'created_by'
    >,
  ): Promise<WebhookEndpointRow> {
    const [created] = await db.query(
      `INSERT INTO webhook_endpoints (organization_id, url, description, event_types, enabled, secret_sealed, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
      [
        row.organization_id,
        row.url,
        row.description,
        row.event_types,
        row.enabled,
        row.secret_sealed,
        row.created_by,
      ],
    );
    return created;
  },

  async updateEndpoint(
    db: Runner,
    organizationId: string,
    id: string,
    changes: Partial<
      Pick<
        WebhookEndpointRow,
        | 'url'
        | 'description'
        | 'event_types'
        | 'enabled'
        | 'disabled_reason'
        | 'secret_sealed'
        | 'previous_secret_sealed'
        | 'previous_secret_expires_at'
      >
    >,
  ): Promise<WebhookEndpointRow | undefined> {
    if (!isUuid(id)) return undefined;
    const columns = Object.keys(changes) as Array<keyof typeof changes>;
    const sets = columns.map((column, index) => `${column} = $${index + 3}`);
    const [[row]] = await db.query(
      `UPDATE webhook_endpoints SET ${[...sets, 'updated_at = now()'].join(', ')}
       WHERE organization_id = $1 AND id = $2 RETURNING *`,
      [organizationId, id, ...columns.map((column) => changes[column])],
    );
    return row;
  },

  async deleteEndpoint(db: Runner, organizationId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [, count] = await db.query('DELETE FROM webhook_endpoints WHERE organization_id = $1 AND id = $2', [
      organizationId,
      id,
    ]);
    return count > 0;
  },

  /** The enabled endpoints of an organization subscribed to a type. */
  async subscribers(db: Runner, organizationId: string, type: string): Promise<WebhookEndpointRow[]> {
    return db.query(
      'SELECT * FROM webhook_endpoints WHERE organization_id = $1 AND enabled AND $2 = ANY (event_types) ORDER BY id',
      [organizationId, type],
    );
  },

  /** Keeps an event's body once: a redelivered event finds it already there. */
  async insertEvent(db: Runner, event: Omit<WebhookEventRow, 'occurred_at'> & { occurred_at: string }) {
    await db.query(
      `INSERT INTO webhook_events (id, organization_id, envelope_id, type, body, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [event.id, event.organization_id, event.envelope_id, event.type, event.body, event.occurred_at],
    );
  },

  async eventById(db: Runner, id: string): Promise<WebhookEventRow | undefined> {
    return firstRow(db, 'SELECT * FROM webhook_events WHERE id = $1', [id]);
  },

  /** Returns the new delivery, or undefined when the event already reached the endpoint this way. */
  async insertDelivery(
    db: Runner,
    row: Pick<WebhookDeliveryRow, 'endpoint_id' | 'event_id' | 'organization_id' | 'envelope_id' | 'manual'>,
  ): Promise<WebhookDeliveryRow | undefined> {
    return firstRow(
      db,
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, organization_id, envelope_id, manual)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING *`,
      [row.endpoint_id, row.event_id, row.organization_id, row.envelope_id, row.manual],
    );
  },

  async deliveryById(db: Runner, id: string): Promise<WebhookDeliveryRow | undefined> {
    return firstRow(db, 'SELECT * FROM webhook_deliveries WHERE id = $1', [id]);
  },

  async findDelivery(
    db: Runner,
    organizationId: string,
    id: string,
  ): Promise<WebhookDeliveryRow | undefined> {
    return ownedRow(db, 'webhook_deliveries', organizationId, id);
  },

  /** The pending delivery to the same endpoint about the same envelope that came first, if any. */
  async earlierPending(db: Runner, delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow | undefined> {
    return firstRow(
      db,
      `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 AND envelope_id IS NOT DISTINCT FROM $2
         AND status = 'pending' AND seq < $3 ORDER BY seq LIMIT 1`,
      [delivery.endpoint_id, delivery.envelope_id, delivery.seq],
    );
  },

  /** The next pending delivery waiting behind this one (same endpoint and envelope). */
  async nextPending(db: Runner, delivery: WebhookDeliveryRow): Promise<WebhookDeliveryRow | undefined> {
    return firstRow(
      db,
      `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 AND envelope_id IS NOT DISTINCT FROM $2
         AND status = 'pending' AND seq > $3 ORDER BY seq LIMIT 1`,
      [delivery.endpoint_id, delivery.envelope_id, delivery.seq],
    );
  },

  /** Takes the delivery for one attempt, unless another job holds it; returns whether it was taken. */
  async claimDelivery(db: Runner, id: string, forMs: number): Promise<boolean> {
    const [, count] = await db.query(
      `UPDATE webhook_deliveries SET claimed_until = now() + $2 * interval '1 millisecond'
       WHERE id = $1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until < now())`,
      [id, forMs],
    );
    return count > 0;
  },

  /**
   * Pending deliveries that should have been tried more than `graceMs` ago and that no job holds:
   * their job was lost (Redis restarted without its data, a worker died between claim and outcome).
   */
  async stranded(db: Runner, graceMs: number, limit: number): Promise<WebhookDeliveryRow[]> {
    return db.query(
      `SELECT * FROM webhook_deliveries WHERE status = 'pending'
         AND (claimed_until IS NULL OR claimed_until < now())
         AND coalesce(next_attempt_at, created_at) < now() - $1 * interval '1 millisecond'
       ORDER BY seq LIMIT $2`,
      [graceMs, limit],
    );
  },

  async settleDelivery(
    db: Runner,
    id: string,
    outcome: { status: DeliveryStatus; attempts: number; nextAttemptAt: Date | null },
  ): Promise<void> {
    await db.query(
      `UPDATE webhook_deliveries SET status = $2, attempts = $3, next_attempt_at = $4, claimed_until = NULL,
         updated_at = now() WHERE id = $1`,
      [id, outcome.status, outcome.attempts, outcome.nextAttemptAt],
    );
  },

  async insertAttempt(db: Runner, attempt: Omit<WebhookAttemptRow, 'attempted_at'>): Promise<void> {
    await db.query(
      `INSERT INTO webhook_attempts (delivery_id, attempt, request_url, request_headers, response_status,
         response_excerpt, error, duration_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (delivery_id, attempt) DO NOTHING`,
      [
        attempt.delivery_id,
        attempt.attempt,
        attempt.request_url,
        JSON.stringify(attempt.request_headers),
        attempt.response_status,
        attempt.response_excerpt,
        attempt.error,
        attempt.duration_ms,
      ],
    );
  },

  async listDeliveries(
    db: Runner,
    organizationId: string,
    endpointId: string,
    options: { page: number; perPage: number; status?: DeliveryStatus },
  ): Promise<{ rows: Array<WebhookDeliveryRow & { type: string; body: string }>; total: number }> {
    const filter = options.status ? 'AND d.status = $3' : 'AND $3::text IS NULL';
    const params = [organizationId, endpointId, options.status ?? null];
    const [{ total }] = await db.query(
      `SELECT count(*)::int AS total FROM webhook_deliveries d WHERE d.organization_id = $1 AND d.endpoint_id = $2 ${filter}`,
      params,
    );
    const rows = await db.query(
      `SELECT d.*, e.type, e.body FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.organization_id = $1 AND d.endpoint_id = $2 ${filter}
       ORDER BY d.seq DESC LIMIT $4 OFFSET $5`,
      [...params, options.perPage, (options.page - 1) * options.perPage],
    );
    return { rows, total };
  },

  async attemptsOf(db: Runner, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
    if (deliveryIds.length === 0) return [];
    return db.query(
      'SELECT * FROM webhook_attempts WHERE delivery_id = ANY ($1) ORDER BY delivery_id, attempt',
      [deliveryIds],
    );
  },
};
