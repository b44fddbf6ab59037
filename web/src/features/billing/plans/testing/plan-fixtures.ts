import type { CheckoutOptions, PlanList, SubscriptionPlan } from '../../../../api/rubrica-api.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';

const PRODUCTS = {
  basic: { name: 'Basic', monthly: 3990, perYear: 180, users: 5, storage: 500, features: [], teams: null },
  essential: {
    name: 'Essential',
    monthly: 7990,
    perYear: 360,
    users: 10,
    storage: 1000,
    features: ['whatsapp'],
    teams: null,
  },
  advanced: {
    name: 'Advanced',
    monthly: 14990,
    perYear: 600,
    users: 20,
    storage: 3000,
    features: ['whatsapp', 'api'],
    teams: 15,
  },
} as const;

type Product = keyof typeof PRODUCTS;

const SUFFIX = { 1: '-monthly', 3: '-quarterly', 6: '-semiannual', 12: '' } as const;
const DISCOUNT = { 1: 0, 3: 10, 6: 15, 12: 25 } as const;
const INTERVAL_NAME = { 1: 'month', 3: 'quarter', 6: 'semester', 12: 'year' } as const;

/** A paid plan as GET /plans answers it (billing's seeded catalogue). */
export const aPlan = (product: Product, months: 1 | 3 | 6 | 12): SubscriptionPlan => {
  const spec = PRODUCTS[product];
  const list = spec.monthly * months;
  return {
    id: `${product}${SUFFIX[months]}`,
    product,
    name: spec.name,
    interval: months,
    interval_name: INTERVAL_NAME[months],
    value_cents: Math.round((list * (100 - DISCOUNT[months])) / 100),
    list_value_cents: list,
    discount_percent: DISCOUNT[months],
    currency: 'BRL',
    description: `The ${spec.name} plan.`,
    is_custom: false,
    is_free: false,
    resources: [{ resource: 'sendings', quantity: (spec.perYear * months) / 12 }],
    limits: [
      { limitation: 'users', quantity: spec.users },
      { limitation: 'storage', quantity: spec.storage },
      { limitation: 'envelopes', quantity: (spec.perYear * months) / 12 },
      ...(spec.teams === null ? [] : [{ limitation: 'team_members', quantity: spec.teams }]),
    ],
    features: spec.features.map((feature) => ({ feature })),
  };
};

const FREE: SubscriptionPlan = {
  ...aPlan('basic', 1),
  id: 'free',
  product: 'free',
  name: 'Free',
  value_cents: 0,
  list_value_cents: 0,
  discount_percent: 0,
  is_free: true,
  resources: [{ resource: 'sendings', quantity: 5 }],
  limits: [
    { limitation: 'users', quantity: 1 },
    { limitation: 'storage', quantity: 100 },
    { limitation: 'envelopes', quantity: 5 },
  ],
};

const CORPORATE: SubscriptionPlan = {
  ...aPlan('advanced', 12),
  id: 'corporate',
  product: 'corporate',
  name: 'Corporate',
  value_cents: null,
  list_value_cents: null,
  discount_percent: 0,
  is_custom: true,
  resources: [{ resource: 'sendings', quantity: null }],
  limits: [
    { limitation: 'users', quantity: null },
    { limitation: 'storage', quantity: null },
    { limitation: 'envelopes', quantity: null },
    { limitation: 'team_members', quantity: null },
  ],
};

/** Every plan GET /plans lists, in its order. */
export const PLAN_CATALOGUE: SubscriptionPlan[] = [
  FREE,
  ...(Object.keys(PRODUCTS) as Product[]).flatMap((product) =>
    ([1, 3, 6, 12] as const).map((months) => aPlan(product, months)),
  ),
  CORPORATE,
];

export const BRAZILIAN_CHECKOUT: CheckoutOptions = {
  edition: 'br',
  currency: 'BRL',
  document_required: true,
  card_lookup: true,
  payment_methods: ['card', 'boleto'],
  annual_discount_percent: 25,
};

export const US_CHECKOUT: CheckoutOptions = {
  ...BRAZILIAN_CHECKOUT,
  edition: 'us',
  document_required: false,
  card_lookup: false,
  payment_methods: ['card'],
};

export const planList = (checkout: CheckoutOptions = BRAZILIAN_CHECKOUT): PlanList => ({
  data: PLAN_CATALOGUE,
  checkout,
});

/** The organization's subscription to a paid plan, in the given state. */
export const aPaidSubscription = (
  state: Subscription['state'],
  product: Product = 'essential',
  months: 1 | 3 | 6 | 12 = 12,
  organizationId = 'org-1',
): Subscription => {
  const plan = aPlan(product, months);
  return {
    ...aSubscription({
      available: 360,
      consumed: 40,
      plan: {
        id: plan.id,
        product,
        name: plan.name,
        value_cents: plan.value_cents,
        interval: months,
        interval_name: plan.interval_name,
        is_free: false,
        features: plan.features,
      },
    }),
    id: organizationId,
    state,
    payment_method: 'card',
    properties: { card_banner: 'visa', card_last_four_digits: '4242' },
  };
};
