import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '@rubrica/service-kit';
import { firstRow } from '../database/first-row.util.js';
import { ownedRow } from '../database/owned-row.util.js';

export interface IntegrationRow {
  id: string;
  organization_id: string;
  type: string;
  /** The config's fields a person may read back (never a password). */
  settings: Record<string, string>;
  /** The whole config (password included) as JSON, sealed with the secrets key. */
  config_sealed: string;
  is_active: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

export type PushStatus = 'pending' | 'succeeded' | 'failed';

export interface IntegrationPushRow {
  id: string;
  organization_id: string;
  integration_id: string | null;
  integration_type: string;
  envelope_id: string;
  event_id: string;
  /** What to push: the completed event's titles, documents and signature page (blob keys). */
  payload: PushPayload;
  status: PushStatus;
  attempts: number;
  /** Files already stored (by blob key), so a retried push stores each file once. */
  stored: Record<string, { name: string; external_id: string }>;
  target: string | null;
  last_error: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface PushFile {
  name: string;
  blobKey: string;
  sha256: string;
}

export interface PushPayload {
  title: string;
  completedAt: string;
  files: PushFile[];
}

type Runner = DataSource | EntityManager;

/** The integrations tables, always read through the organization that owns the row. */
export const integrationStore = {
  list(db: Runner, organizationId: string): Promise<IntegrationRow[]> {
    return db.query('SELECT * FROM integrations WHERE organization_id = $1 ORDER BY created_at, id', [
      organizationId,
    ]);
  },

  find(db: Runner, organizationId: string, id: string): Promise<IntegrationRow | undefined> {
    return ownedRow(db, 'integrations', organizationId, id);
  },

  async findByType(db: Runner, organizationId: string, type: string): Promise<IntegrationRow | undefined> {
    return firstRow(db, 'SELECT * FROM integrations WHERE organization_id = $1 AND type = $2', [
      organizationId,
      type,
    ]);
  },

  /** Undefined when the organization already has one of this type (one per type). */
  async insert(
    db: Runner,
    row: Pick<IntegrationRow, 'organization_id' | 'type' | 'settings' | 'config_sealed' | 'created_by'>,
  ): Promise<IntegrationRow | undefined> {
    return firstRow(
      db,
      `INSERT INTO integrations (organization_id, type, settings, config_sealed, created_by)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (organization_id, type) DO NOTHING
       RETURNING *`,
      [row.organization_id, row.type, JSON.stringify(row.settings), row.config_sealed, row.created_by],
    );
  },

  async update(
    db: Runner,
    organizationId: string,
    id: string,
    changes: Pick<IntegrationRow, 'settings' | 'config_sealed'>,
  ): Promise<IntegrationRow | undefined> {
    const [rows] = await db.query(
      `UPDATE integrations SET settings = $3, config_sealed = $4, updated_at = now()
       WHERE organization_id = $1 AND id = $2 RETURNING *`,
      [organizationId, id, JSON.stringify(changes.settings), changes.config_sealed],
    );
    return rows?.[0];
  },

  async remove(db: Runner, organizationId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const [, count] = await db.query('DELETE FROM integrations WHERE organization_id = $1 AND id = $2', [
      organizationId,
      id,
    ]);
    return count > 0;
  },

  /** The active integrations of an organization that archive completed envelopes. */
  archivesOf(db: Runner, organizationId: string): Promise<IntegrationRow[]> {
    return db.query(
      'SELECT * FROM integrations WHERE organization_id = $1 AND is_active ORDER BY created_at',
      [organizationId],
    );
  },

  /** Undefined when this event was already turned into a push for this integration. */
  async insertPush(
    db: Runner,
    row: Pick<
      IntegrationPushRow,
      'organization_id' | 'integration_id' | 'integration_type' | 'envelope_id' | 'event_id' | 'payload'
    >,
  ): Promise<IntegrationPushRow | undefined> {
    return firstRow(
      db,
      `INSERT INTO integration_pushes (organization_id, integration_id, integration_type, envelope_id, event_id, payload)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (integration_id, envelope_id) DO NOTHING
       RETURNING *`,
      [
        row.organization_id,
        row.integration_id,
        row.integration_type,
        row.envelope_id,
        row.event_id,
        JSON.stringify(row.payload),
      ],
    );
  },

  async pushById(db: Runner, id: string): Promise<IntegrationPushRow | undefined> {
    if (!isUuid(id)) return undefined;
    return firstRow(db, 'SELECT * FROM integration_pushes WHERE id = $1', [id]);
  },

  async findForPush(db: Runner, push: IntegrationPushRow): Promise<IntegrationRow | undefined> {
    if (!push.integration_id) return undefined;
    return integrationStore.find(db, push.organization_id, push.integration_id);
  },

  /** Records one stored file at once, so a retry after a crash does not store it again. */
  async markStored(db: Runner, id: string, blobKey: string, file: { name: string; external_id: string }) {
    await db.query(
      `UPDATE integration_pushes SET stored = stored || jsonb_build_object($2::text, $3::jsonb), updated_at = now()
       WHERE id = $1`,
      [id, blobKey, JSON.stringify(file)],
    );
  },

  async settlePush(
    db: Runner,
    id: string,
    outcome: { status: PushStatus; attempts: number; target: string | null; lastError: string | null },
  ): Promise<boolean> {
    const [, count] = await db.query(
      `UPDATE integration_pushes SET status = $2, attempts = $3, target = COALESCE($4, target), last_error = $5, updated_at = now()
       WHERE id = $1 AND status = 'pending'`,
      [id, outcome.status, outcome.attempts, outcome.target, outcome.lastError],
    );
    return count > 0;
  },

  /** Pending pushes untouched for `graceMs`: their job may be lost (Redis lost its data). */
  stranded(db: Runner, graceMs: number, limit: number): Promise<IntegrationPushRow[]> {
    return db.query(
      `SELECT * FROM integration_pushes WHERE status = 'pending'
         AND updated_at < now() - $1 * interval '1 millisecond'
       ORDER BY created_at LIMIT $2`,
      [graceMs, limit],
    );
  },

  async noteAttempt(
    db: Runner,
    id: string,
    attempts: number,
    lastError: string | null,
    target: string | null,
  ) {
    await db.query(
      'UPDATE integration_pushes SET attempts = $2, last_error = $3, target = COALESCE($4, target), updated_at = now() WHERE id = $1',
      [id, attempts, lastError, target],
    );
  },
};
