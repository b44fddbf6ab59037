import type { InvoiceRecord } from './subscription.store.js';
import type { InvoiceAnswer } from './subscription.schemas.js';

const money = (cents: number) => ({
  amount: cents / 100,
  formatted: new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100),
});

/**
 * An invoice as the spec's entity (organization and commercial areas §3): value, paid value and
 * discount (list price minus value; above 0 the list is struck through, §4), status, where to pay
 * it and where to read it.
 */
export function presentInvoice(invoice: InvoiceRecord): InvoiceAnswer {
  const pending = invoice.status === 'created' || invoice.status === 'pending';
  return {
    id: invoice.id,
    number: invoice.number,
    created_at: invoice.createdAt.toISOString(),
    due_date: invoice.dueDate.toISOString(),
    status: invoice.status === 'cancelled' ? 'rejected' : invoice.status,
    kind: invoice.kind,
    value: money(invoice.valueCents),
    list_value: money(invoice.listValueCents),
    paid_value: invoice.paidCents === null ? null : money(invoice.paidCents),
    discount_value: { amount: Math.max(0, invoice.listValueCents - invoice.valueCents) / 100 },
    payment_method: invoice.paymentMethod,
    details_url: `/api/subscription/invoices/${invoice.id}/pdf`,
    checkout_url: pending ? invoice.checkoutUrl : null,
    boleto:
      pending && invoice.boletoLine
        ? { line: invoice.boletoLine, barcode: invoice.boletoBarcode ?? '', url: invoice.checkoutUrl }
        : null,
    failure_reason: invoice.failureReason,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    plan: { id: invoice.planId, name: invoice.planName, interval: invoice.planInterval },
  };
}
