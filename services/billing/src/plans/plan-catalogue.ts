import type { EntityManager } from 'typeorm';
import type { BillingConfig } from '../billing.config.js';
import { planIntervalName } from '../subscription/plan-interval-name.util.js';
import type { CheckoutOptions, PlanAnswer } from './plans.schemas.js';

/** §9: "Annual discount: up to 25 percent" (the seeded yearly prices). */
const ANNUAL_DISCOUNT_PERCENT = 25;
const BYTES_PER_MB = 1_000_000;

interface CatalogueRow {
  id: string;
  product: string;
  name: string;
  envelopes_per_cycle: number;
  cycle_months: number;
  users_limit: number;
  storage_bytes: string;
  features: string[];
  value_cents: number | null;
  list_value_cents: number | null;
  description: string;
  is_custom: boolean;
  team_members_limit: number | null;
}

const SELECT = `SELECT id, product, name, envelopes_per_cycle, cycle_months, users_limit, storage_bytes, features,
                       value_cents, list_value_cents, description, is_custom, team_members_limit
                  FROM plans`;
const ORDER = 'ORDER BY position, cycle_months';

/** A negative quantity is a custom limit (proto `PlanLimit`): null in the HTTP answer. */
const quantity = (value: number): number | null => (value < 0 ? null : value);

function present(row: CatalogueRow): PlanAnswer {
  const storage = Number(row.storage_bytes);
  const value = row.value_cents;
  const list = row.list_value_cents;
  const limits = [
    { limitation: 'users', quantity: quantity(row.users_limit) },
    { limitation: 'storage', quantity: storage < 0 ? null : Math.round(storage / BYTES_PER_MB) },
    { limitation: 'envelopes', quantity: quantity(row.envelopes_per_cycle) },
  ];
  if (row.team_members_limit !== null)
    limits.push({ limitation: 'team_members', quantity: quantity(row.team_members_limit) });
  return {
    id: row.id,
    product: row.product,
    name: row.name,
    interval: row.cycle_months,
    interval_name: planIntervalName(row.cycle_months),
    value_cents: value,
    list_value_cents: list,
    discount_percent: value !== null && list ? Math.round(((list - value) * 100) / list) : 0,
    currency: 'BRL',
    description: row.description,
    is_custom: row.is_custom,
    is_free: value === 0,
    // Sendings of the whole interval (§9 counts them per year: 180, 360, 600).
    resources: [{ resource: 'sendings', quantity: quantity(row.envelopes_per_cycle) }],
    limits,
    features: row.features.map((feature) => ({ feature })),
  };
}

/** Every plan, or those of one interval (the free and custom plans always), in the plans tab's order. */
export async function catalogue(manager: EntityManager, interval?: number): Promise<PlanAnswer[]> {
  const rows = (await (interval === undefined
    ? manager.query(`${SELECT} ${ORDER}`)
    : manager.query(`${SELECT} WHERE cycle_months = $1 OR value_cents = 0 OR is_custom ${ORDER}`, [
        interval,
      ]))) as CatalogueRow[];
  return rows.map(present);
}

/** One plan by id, or undefined. */
/** What a plan id may look like (`advanced`, `advanced-yearly`): anything else names no plan. */
const PLAN_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export async function catalogueEntry(manager: EntityManager, id: string): Promise<PlanAnswer | undefined> {
  // Checked before the query: PostgreSQL refuses a NUL byte in a parameter outright (a 500).
  if (!PLAN_ID.test(id)) return undefined;
  const [row] = (await manager.query(`${SELECT} WHERE id = $1`, [id])) as CatalogueRow[];
  return row && present(row);
}

/** Every interval of one product. */
export async function productPlans(manager: EntityManager, product: string): Promise<PlanAnswer[]> {
  return ((await manager.query(`${SELECT} WHERE product = $1 ${ORDER}`, [product])) as CatalogueRow[]).map(
    present,
  );
}

/** What checkout asks for in the configured edition. */
export function checkoutOptions(config: Pick<BillingConfig, 'PRODUCT_EDITION'>): CheckoutOptions {
  const brazilian = config.PRODUCT_EDITION === 'br';
  return {
    edition: config.PRODUCT_EDITION,
    currency: 'BRL',
    document_required: brazilian,
    card_lookup: brazilian,
    payment_methods: brazilian ? ['card', 'boleto'] : ['card'],
    annual_discount_percent: ANNUAL_DISCOUNT_PERCENT,
  };
}
