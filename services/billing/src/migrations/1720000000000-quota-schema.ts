import { SqlMigration } from '@rubrica/database';

/**
 * Plans (seeded with the free plan and the spec's comparison table, organization and commercial
 * areas §9), subscriptions and the envelope credits each organization consumed.
 */
export class QuotaSchema1720000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      CREATE TABLE plans (
        id text PRIMARY KEY,
        name text NOT NULL,
        envelopes_per_cycle integer NOT NULL,
        cycle_months integer NOT NULL CHECK (cycle_months > 0),
        users_limit integer NOT NULL,
        storage_bytes bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    // Free: 5 envelopes a month. Paid plans count sendings per year (180, 360, 600).
    `
      INSERT INTO plans (id, name, envelopes_per_cycle, cycle_months, users_limit, storage_bytes) VALUES
        ('free', 'Free', 5, 1, 5, 500000000),
        ('basic', 'Basic', 180, 12, 5, 500000000),
        ('essential', 'Essential', 360, 12, 10, 1000000000),
        ('advanced', 'Advanced', 600, 12, 20, 3000000000)`,

    `
      CREATE TABLE subscriptions (
        organization_id uuid PRIMARY KEY,
        plan_id text NOT NULL REFERENCES plans(id),
        cycle_started_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,

    `
      CREATE TABLE envelope_credit_consumptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL,
        envelope_id text NOT NULL,
        idempotency_key text NOT NULL,
        cycle_started_at timestamptz NOT NULL,
        consumed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT envelope_credit_consumptions_envelope_key UNIQUE (organization_id, envelope_id)
      )`,
    'CREATE INDEX envelope_credit_consumptions_cycle_idx ON envelope_credit_consumptions (organization_id, cycle_started_at)',
  ];

  protected readonly downSql = [
    'DROP TABLE envelope_credit_consumptions',
    'DROP TABLE subscriptions',
    'DROP TABLE plans',
  ];
}
