import type { Invoice, PaymentStarted, ProductPlans } from '../api/subscribe-api.js';
import type { CurrentUser } from '../../../../app/session-api.js';
import type { AddressValues, CustomerValues } from '../utils/subscribe-rules.js';
import { anOrganization, signedInApi, type FakeRoutes } from '../../../../testing/fake-api.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';

export const ACME = anOrganization({
  id: '5b1e7a52-6a0e-4f5e-9a47-1f1b8a0c0003',
  name: 'Acme',
  is_personal: false,
});
export const WIZARD_PATH = `/account/billing/subscription/advanced/${ACME.id}`;
export const INVOICE_ID = '7d0c5e1a-2b3c-4d5e-8f90-0a1b2c3d4e5f';
export const TEST_CARD = '4242424242424242';

/** A customer who passes every rule of step 1. */
export const aCustomer = (overrides: Partial<CustomerValues> = {}): CustomerValues => ({
  name: 'Maria Silva',
  email: 'maria@example.com',
  document: '529.982.247-25',
  phone: '(11) 98765-4321',
  ...overrides,
});

/** An address that passes every rule of step 2 (no complement). */
export const anAddress = (overrides: Partial<AddressValues> = {}): AddressValues => ({
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  ...overrides,
});

/** `GET plans/advanced/organizations/{id}`: the yearly Advanced plan of Acme's checkout. */
export const advancedOffer = (edition: 'br' | 'us' = 'br'): ProductPlans => {
  const plan = {
    id: 'advanced',
    product: 'advanced',
    name: 'Advanced',
    interval: 12,
    interval_name: 'year' as const,
    value_cents: 134_910,
    list_value_cents: 179_880,
    discount_percent: 25,
    currency: 'BRL' as const,
    description: 'For companies that integrate signing into their systems.',
    is_custom: false,
    is_free: false,
    resources: [],
    limits: [{ limitation: 'users', quantity: 20 }],
    features: [{ feature: 'whatsapp' }, { feature: 'api' }],
  };
  return {
    plan,
    plans: [plan],
    organization: { id: ACME.id, current_plan_id: 'free' },
    checkout: {
      edition,
      currency: 'BRL',
      document_required: edition === 'br',
      card_lookup: edition === 'br',
      payment_methods: edition === 'br' ? ['card', 'boleto'] : ['card'],
      annual_discount_percent: 25,
    },
  };
};

export const anInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: INVOICE_ID,
  number: 1,
  created_at: '2026-11-27T12:00:00.000Z',
  due_date: '2026-11-27T12:00:00.000Z',
  status: 'pending',
  kind: 'subscribe',
  value: { amount: 1349.1, formatted: 'R$ 1.349,10' },
  list_value: { amount: 1798.8, formatted: 'R$ 1.798,80' },
  paid_value: null,
  discount_value: { amount: 449.7 },
  payment_method: 'card',
  details_url: `/api/subscription/invoices/${INVOICE_ID}/pdf`,
  checkout_url: null,
  boleto: null,
  failure_reason: null,
  paid_at: null,
  plan: { id: 'advanced', name: 'Advanced', interval: 12 },
  ...overrides,
});

export const paymentStarted = (
  invoice: Partial<Invoice> = {},
  checkoutUrl: string | null = null,
): PaymentStarted => ({
  subscription: { ...aSubscription(), state: 'uninitialized' },
  invoice: anInvoice(invoice),
  checkout_url: checkoutUrl,
});

/** Acme's owner (with a CPF unless told) opening the wizard, with the calls it makes answered. */
export const wizardApi = (
  options: {
    user?: Partial<CurrentUser>;
    edition?: 'br' | 'us';
    routes?: FakeRoutes;
  } = {},
) => {
  localStorage.setItem('rubrica.organization', btoa(ACME.id));
  return signedInApi({
    organizations: [anOrganization(), ACME],
    user: { cpf: '52998224725', phone: '+5511987654321', ...options.user },
    routes: {
      [`GET /api/plans/advanced/organizations/${ACME.id}`]: { body: advancedOffer(options.edition) },
      'GET /api/subscription': { body: aSubscription() },
      'POST /api/p/billing/sandbox/tokens': {
        body: { token: 'card_0123456789abcdef01234567', brand: 'visa', last4: '4242' },
      },
      'PUT /api/subscription/subscribe': { body: paymentStarted() },
      'GET /api/subscription/invoices': {
        body: {
          data: [anInvoice({ status: 'paid' })],
          links: { next: null, prev: null },
          meta: { current_page: 1 },
        },
      },
      ...options.routes,
    },
  });
};
