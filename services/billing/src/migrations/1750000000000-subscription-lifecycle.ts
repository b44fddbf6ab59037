import { SqlMigration } from '@rubrica/database';

/**
 * The subscription lifecycle (organization and commercial areas §4): its state, the card the
 * provider keeps for renewals (brand, last four digits and expiry only: never a number), the
 * credits a cancelled plan keeps until its cycle ends; invoices (§3, one open per organization at
 * a time, so a pending payment blocks a change, §4); the payment provider's events already applied
 * (webhooks are idempotent per provider event id); and the sandbox provider's own records.
 *
 * Rows written before this migration were paid subscriptions: they stay `recurring`.
 */
export class SubscriptionLifecycle1750000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      ALTER TABLE subscriptions
        ADD COLUMN state text NOT NULL DEFAULT 'recurring'
          CHECK (state IN ('uninitialized', 'recurring', 'cancelled')),
        ADD COLUMN cancelled_at timestamptz,
        ADD COLUMN credits_expire_at timestamptz,
        ADD COLUMN payment_method text CHECK (payment_method IN ('card', 'boleto')),
        ADD COLUMN card_brand text,
        ADD COLUMN card_last4 text,
        ADD COLUMN card_exp_month integer,
        ADD COLUMN card_exp_year integer,
        ADD COLUMN provider_customer_id text,
        ADD COLUMN provider_card_id text,
        ADD COLUMN customer jsonb`,

    `
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        number serial NOT NULL,
        organization_id uuid NOT NULL,
        plan_id text NOT NULL REFERENCES plans(id),
        kind text NOT NULL CHECK (kind IN ('subscribe', 'change', 'reactivate', 'renewal')),
        status text NOT NULL CHECK (status IN ('created', 'pending', 'paid', 'rejected', 'cancelled')),
        value_cents integer NOT NULL CHECK (value_cents >= 0),
        list_value_cents integer NOT NULL CHECK (list_value_cents >= 0),
        paid_cents integer,
        payment_method text CHECK (payment_method IN ('card', 'boleto')),
        due_date timestamptz NOT NULL,
        provider text NOT NULL,
        provider_charge_id text,
        checkout_url text,
        failure_reason text,
        cycle_started_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT invoices_provider_charge_key UNIQUE (provider, provider_charge_id)
      )`,
    `CREATE INDEX invoices_organization_idx ON invoices (organization_id, created_at DESC)`,
    // §4: one payment in progress at a time.
    `CREATE UNIQUE INDEX invoices_one_open_idx ON invoices (organization_id) WHERE status IN ('created', 'pending')`,
    // A renewal is charged once per cycle, whatever retries the job goes through.
    `CREATE UNIQUE INDEX invoices_one_renewal_idx ON invoices (organization_id, cycle_started_at) WHERE kind = 'renewal'`,

    `
      CREATE TABLE payment_events (
        provider text NOT NULL,
        event_id text NOT NULL,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, event_id)
      )`,

    // The sandbox provider's side (what a real provider keeps on its servers).
    `
      CREATE TABLE sandbox_cards (
        token text PRIMARY KEY,
        brand text NOT NULL,
        last4 text NOT NULL,
        exp_month integer NOT NULL,
        exp_year integer NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('approve', 'decline', 'expired')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE sandbox_charges (
        id text PRIMARY KEY,
        reference text NOT NULL,
        amount_cents integer NOT NULL,
        description text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
        method text CHECK (method IN ('card', 'boleto')),
        card_token text REFERENCES sandbox_cards(token),
        return_url text,
        failure_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE sandbox_webhook_deliveries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id text NOT NULL UNIQUE,
        body text NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        delivered_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
  ];

  protected readonly downSql = [
    'DROP TABLE sandbox_webhook_deliveries',
    'DROP TABLE sandbox_charges',
    'DROP TABLE sandbox_cards',
    'DROP TABLE payment_events',
    'DROP TABLE invoices',
    `
      ALTER TABLE subscriptions
        DROP COLUMN state, DROP COLUMN cancelled_at, DROP COLUMN credits_expire_at, DROP COLUMN payment_method,
        DROP COLUMN card_brand, DROP COLUMN card_last4, DROP COLUMN card_exp_month, DROP COLUMN card_exp_year,
        DROP COLUMN provider_customer_id, DROP COLUMN provider_card_id, DROP COLUMN customer`,
  ];
}
