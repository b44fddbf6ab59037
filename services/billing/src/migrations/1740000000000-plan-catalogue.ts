import { SqlMigration } from '@rubrica/database';

const products = [
  // product, name, monthly list price, sendings a year, users, storage bytes, features, teams, position, description
  ['basic', 'Basic', 3990, 180, 5, 500_000_000, '{}', null, 1, 'For professionals who sign now and then.'],
  [
    'essential',
    'Essential',
    7990,
    360,
    10,
    1_000_000_000,
    '{whatsapp}',
    null,
    2,
    'For small teams that send every week.',
  ],
  [
    'advanced',
    'Advanced',
    14990,
    600,
    20,
    3_000_000_000,
    '{whatsapp,api}',
    15,
    3,
    'For companies that integrate signing into their systems.',
  ],
] as const;
const intervals = [
  { months: 1, suffix: '-monthly', discount: 0 },
  { months: 3, suffix: '-quarterly', discount: 10 },
  { months: 6, suffix: '-semiannual', discount: 15 },
  { months: 12, suffix: '', discount: 25 },
];

/** Each paid product at each interval; the yearly ids, which subscriptions already name, are updated. */
const catalogueUpserts = products.flatMap(
  ([product, name, monthly, perYear, users, storage, features, teams, position, description]) =>
    intervals.map(({ months, suffix, discount }) => {
      const list = monthly * months;
      return {
        sql: `INSERT INTO plans (id, product, name, envelopes_per_cycle, cycle_months, users_limit, storage_bytes,
                              features, value_cents, list_value_cents, description, team_members_limit, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (id) DO UPDATE SET
             product = EXCLUDED.product, name = EXCLUDED.name, envelopes_per_cycle = EXCLUDED.envelopes_per_cycle,
             cycle_months = EXCLUDED.cycle_months, users_limit = EXCLUDED.users_limit,
             storage_bytes = EXCLUDED.storage_bytes, features = EXCLUDED.features,
             value_cents = EXCLUDED.value_cents, list_value_cents = EXCLUDED.list_value_cents,
             description = EXCLUDED.description, team_members_limit = EXCLUDED.team_members_limit,
             position = EXCLUDED.position`,
        parameters: [
          `${product}${suffix}`,
          product,
          name,
          (perYear * months) / 12,
          months,
          users,
          storage,
          features,
          Math.round((list * (100 - discount)) / 100),
          list,
          description,
          teams,
          position,
        ],
      };
    }),
);

/**
 * The plan catalogue (organization and commercial areas §1, §3, §9): each paid product (Basic,
 * Essential, Advanced) at 1, 3, 6 and 12 months, the custom Corporate plan ("talk to us") and
 * the free plan, with their prices in BRL cents.
 *
 * The spec names no prices, only "an annual discount of up to 25 percent": ours are a monthly
 * list price per product (R$ 39,90 / 79,90 / 149,90) taken 10% off for a quarter, 15% off for a
 * semester and 25% off for a year. `list_value_cents` is the undiscounted price of the interval,
 * so an invoice can strike it through (§4 "Invoice status").
 *
 * The yearly variants keep the ids `basic`, `essential` and `advanced` that subscriptions already
 * name (the plans tab shows annual by default); the shorter ones get a suffix. Sendings are 180,
 * 360 and 600 a year (§9), so a cycle of n months holds that many times n/12. A negative limit is
 * "custom": no limit enforced (proto `PlanLimit`).
 */
export class PlanCatalogue1740000000000 extends SqlMigration {
  protected readonly upSql = [
    `
      ALTER TABLE plans
        ADD COLUMN product text,
        ADD COLUMN value_cents integer CHECK (value_cents >= 0),
        ADD COLUMN list_value_cents integer CHECK (list_value_cents >= 0),
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN is_custom boolean NOT NULL DEFAULT false,
        ADD COLUMN team_members_limit integer,
        ADD COLUMN position integer NOT NULL DEFAULT 0`,
    `UPDATE plans SET product = id`,
    `ALTER TABLE plans ALTER COLUMN product SET NOT NULL`,
    `CREATE INDEX plans_product_idx ON plans (product, cycle_months)`,

    `
      UPDATE plans SET value_cents = 0, list_value_cents = 0, position = 0,
             description = 'Up to 5 envelopes a month to try the product.'
       WHERE id = 'free'`,

    ...catalogueUpserts,

    // Corporate: custom limits agreed with a consultant; no price, so nobody checks out on it.
    `
      INSERT INTO plans (id, product, name, envelopes_per_cycle, cycle_months, users_limit, storage_bytes,
                         features, value_cents, list_value_cents, description, is_custom, team_members_limit, position)
      VALUES ('corporate', 'corporate', 'Corporate', -1, 12, -1, -1, '{whatsapp,api}', NULL, NULL,
              'Custom limits and support for large organizations: talk to us.', true, -1, 4)`,
  ];

  protected readonly downSql = [
    `DELETE FROM plans WHERE id NOT IN ('free', 'basic', 'essential', 'advanced')`,
    `
      ALTER TABLE plans
        DROP COLUMN product, DROP COLUMN value_cents, DROP COLUMN list_value_cents, DROP COLUMN description,
        DROP COLUMN is_custom, DROP COLUMN team_members_limit, DROP COLUMN position`,
  ];
}
