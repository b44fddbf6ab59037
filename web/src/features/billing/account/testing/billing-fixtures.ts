import type { CreditCard, Invoice } from '../../../../api/rubrica-api.js';

const brl = (amount: number) => ({
  amount,
  formatted: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(amount),
});

/** An invoice as GET /subscription/invoices lists it: Essencial, monthly, R$ 99,00, paid. */
export const anInvoice = (
  overrides: Partial<Invoice> & { listAmount?: number; amount?: number } = {},
): Invoice => {
  const { listAmount, amount = 99, ...rest } = overrides;
  const list = listAmount ?? amount;
  return {
    id: '5b0a1c2d-0000-4000-8000-000000000001',
    number: 1001,
    created_at: '2026-10-01T12:00:00.000Z',
    due_date: '2026-10-04T12:00:00.000Z',
    status: 'paid',
    kind: 'subscribe',
    value: brl(amount),
    list_value: brl(list),
    paid_value: rest.status && rest.status !== 'paid' ? null : brl(amount),
    discount_value: { amount: Math.max(0, list - amount) },
    payment_method: 'card',
    details_url: '/api/subscription/invoices/5b0a1c2d-0000-4000-8000-000000000001/pdf',
    checkout_url: null,
    boleto: null,
    failure_reason: null,
    paid_at: '2026-10-01T12:05:00.000Z',
    plan: { id: 'essential', name: 'Essential', interval: 1 },
    ...rest,
  };
};

/** A page of invoices as billing answers it (15 a page). */
export const anInvoicePage = (invoices: Invoice[], page = 1, lastPage = 1) => ({
  data: invoices,
  links: {
    next: page < lastPage ? `/api/subscription/invoices?page=${page + 1}` : null,
    prev: page > 1 ? `/api/subscription/invoices?page=${page - 1}` : null,
  },
  meta: { current_page: page, per_page: 15, total: invoices.length, last_page: lastPage },
});

/** The registered card, valid for years unless told. */
export const aCard = (overrides: Partial<CreditCard> = {}): CreditCard => ({
  cardBrand: 'visa',
  cardLast4Digits: '4242',
  cardExpiration: { month: 8, year: 2031 },
  expiry: 'valid',
  ...overrides,
});
