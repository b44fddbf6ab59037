import type { LocalizedText, MessageLocale } from '@rubrica/errors';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { chargeDescription } from './charge-description.util.js';
import { presentInvoice } from './invoice.presenter.js';
import type { InvoiceRecord } from './subscription.store.js';

const WORDS = {
  invoice: { 'pt-BR': 'Fatura', en: 'Invoice', es: 'Factura' },
  number: { 'pt-BR': 'Fatura nº', en: 'Invoice no.', es: 'Factura n.º' },
  plan: { 'pt-BR': 'Plano', en: 'Plan', es: 'Plan' },
  issued: { 'pt-BR': 'Emitida em', en: 'Issued on', es: 'Emitida el' },
  due: { 'pt-BR': 'Vencimento', en: 'Due date', es: 'Vencimiento' },
  status: { 'pt-BR': 'Situação', en: 'Status', es: 'Estado' },
  listPrice: { 'pt-BR': 'Preço de tabela', en: 'List price', es: 'Precio de lista' },
  discount: { 'pt-BR': 'Desconto', en: 'Discount', es: 'Descuento' },
  value: { 'pt-BR': 'Valor', en: 'Amount', es: 'Importe' },
  paidValue: { 'pt-BR': 'Valor pago', en: 'Amount paid', es: 'Importe pagado' },
  paidAt: { 'pt-BR': 'Paga em', en: 'Paid on', es: 'Pagada el' },
  method: { 'pt-BR': 'Forma de pagamento', en: 'Payment method', es: 'Forma de pago' },
  boleto: { 'pt-BR': 'Boleto', en: 'Boleto', es: 'Boleto' },
  card: { 'pt-BR': 'Cartão', en: 'Card', es: 'Tarjeta' },
  line: { 'pt-BR': 'Linha digitável', en: 'Typeable line', es: 'Línea digitable' },
  id: { 'pt-BR': 'Identificador', en: 'Identifier', es: 'Identificador' },
  created: { 'pt-BR': 'Em aberto', en: 'Open', es: 'Abierta' },
  pending: { 'pt-BR': 'Pendente', en: 'Pending', es: 'Pendiente' },
  paid: { 'pt-BR': 'Paga', en: 'Paid', es: 'Pagada' },
  rejected: { 'pt-BR': 'Recusada', en: 'Declined', es: 'Rechazada' },
} satisfies Record<string, LocalizedText>;

/**
 * Dates as each language writes them (§9): DD/MM/YYYY in pt-BR and es; in English the month is
 * named (`Nov 27, 2026`), since 11/27/2026 and 27/11/2026 read alike to a foreign payer.
 */
const DATE_STYLE: Record<MessageLocale, Intl.DateTimeFormatOptions> = {
  'pt-BR': {},
  en: { dateStyle: 'medium' },
  es: {},
};

/**
 * The invoice as a one-page PDF (the invoice list's "details" link): number, plan and interval,
 * dates, list price, discount, value and what was paid, status. Worded in `locale`, its dates and
 * its BRL amounts written as that language writes them (`R$ 1.234,56` in pt-BR, `R$1,234.56` in en).
 */
export async function renderInvoicePdf(invoice: InvoiceRecord, locale: MessageLocale): Promise<Uint8Array> {
  const answer = presentInvoice(invoice);
  const say = (word: keyof typeof WORDS) => WORDS[word][locale];
  const currency = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
  const money = (amount: number | undefined) => (amount === undefined ? '—' : currency.format(amount));
  const dates = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...DATE_STYLE[locale] });
  const date = (iso: string) => dates.format(new Date(iso));

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${say('invoice')} ${invoice.number}`);
  pdf.setLanguage(locale);
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
  page.drawText(`${say('number')} ${invoice.number}`, { x: 56, y, size: 16, font: bold });
  y -= 34;
  line(
    say('plan'),
    chargeDescription(
      { product: invoice.planProduct, name: invoice.planName, interval: invoice.planInterval },
      locale,
    ),
  );
  line(say('issued'), date(answer.created_at));
  line(say('due'), date(answer.due_date));
  line(say('status'), say(answer.status));
  line(say('listPrice'), money(answer.list_value.amount));
  const discount = answer.discount_value.amount;
  line(say('discount'), discount > 0 ? money(discount) : '—');
  line(say('value'), money(answer.value.amount));
  line(say('paidValue'), money(answer.paid_value?.amount));
  if (answer.paid_at) line(say('paidAt'), date(answer.paid_at));
  line(say('method'), answer.payment_method ? say(answer.payment_method) : '—');
  if (answer.boleto) {
    line(say('line'), '');
    page.drawText(answer.boleto.line, { x: 56, y: y + 4, size: 10, font: regular });
    y -= 18;
  }
  page.drawText(`${say('id')}: ${invoice.id}`, {
    x: 56,
    y: 60,
    size: 8,
    font: regular,
    color: rgb(0.4, 0.4, 0.4),
  });
  return pdf.save();
}
