import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { presentInvoice } from './invoice.presenter.js';
import type { InvoiceRecord } from './subscription.store.js';

const STATUS: Record<string, string> = {
  created: 'Em aberto',
  pending: 'Pendente',
  paid: 'Paga',
  rejected: 'Recusada',
};

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const date = (iso: string) => new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(new Date(iso));

/**
 * The invoice as a one-page PDF (the invoice list's "details" link): number, plan and interval,
 * dates, list price, discount, value and what was paid, status. pt-BR, as the product's default
 * language and the currency's (BRL, dates DD/MM/YYYY, §9).
 */
export async function renderInvoicePdf(invoice: InvoiceRecord): Promise<Uint8Array> {
  const answer = presentInvoice(invoice);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Fatura ${invoice.number}`);
  pdf.setProducer('Rubrica');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (label: string, value: string) => {
    page.drawText(label, { x: 56, y, size: 11, font: bold, color: rgb(0.2, 0.2, 0.2) });
    page.drawText(value, { x: 220, y, size: 11, font: regular });
    y -= 22;
  };
  page.drawText('Rubrica', { x: 56, y, size: 22, font: bold });
  y -= 40;
  page.drawText(`Fatura nº ${invoice.number}`, { x: 56, y, size: 16, font: bold });
  y -= 34;
  line(
    'Plano',
    `${answer.plan.name} (${answer.plan.interval} ${answer.plan.interval === 1 ? 'mês' : 'meses'})`,
  );
  line('Emitida em', date(answer.created_at));
  line('Vencimento', date(answer.due_date));
  line('Situação', STATUS[answer.status] ?? answer.status);
  line('Preço de tabela', answer.list_value.formatted);
  const discount = answer.discount_value.amount;
  line('Desconto', discount > 0 ? BRL.format(discount) : '—');
  line('Valor', answer.value.formatted);
  line('Valor pago', answer.paid_value?.formatted ?? '—');
  if (answer.paid_at) line('Paga em', date(answer.paid_at));
  line(
    'Forma de pagamento',
    answer.payment_method === 'boleto' ? 'Boleto' : answer.payment_method === 'card' ? 'Cartão' : '—',
  );
  if (answer.boleto) {
    line('Linha digitável', '');
    page.drawText(answer.boleto.line, { x: 56, y: y + 4, size: 10, font: regular });
    y -= 18;
  }
  page.drawText(`Identificador: ${invoice.id}`, {
    x: 56,
    y: 60,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
}
