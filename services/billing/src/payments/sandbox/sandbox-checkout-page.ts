import type { LocalizedText, MessageLocale } from '@rubrica/errors';

/** What the sandbox's checkout page shows of a charge. */
export interface CheckoutPageCharge {
  id: string;
  /** Worded by billing in the payer's language when the charge was opened. */
  description: string;
  amountCents: number;
  status: string;
  method: string | null;
  failureReason: string | null;
  /** Where the payer goes back to Rubrica: the address the checkout or boleto was opened with. */
  returnUrl: string | null;
  /** An issued boleto's numbers and due date. */
  boleto: { line: string; barcode: string; dueAt: Date } | null;
  /** The payer's language, kept with the charge. */
  locale: MessageLocale;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// Amounts and dates as the currency's country writes them in every language (§9: BRL, DD/MM/YYYY).
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/** The page's words in each of the product's languages; `{reason}` is the provider's refusal. */
const TEXT = {
  title: {
    'pt-BR': 'Sandbox de pagamentos — Rubrica',
    en: 'Payment sandbox — Rubrica',
    es: 'Sandbox de pagos — Rubrica',
  },
  testOnly: {
    'pt-BR': 'Ambiente de testes: nenhum valor é cobrado.',
    en: 'Test environment: nothing is charged.',
    es: 'Entorno de pruebas: no se cobra ningún importe.',
  },
  paid: { 'pt-BR': 'Pagamento aprovado.', en: 'Payment approved.', es: 'Pago aprobado.' },
  refused: {
    'pt-BR': 'Pagamento recusado ({reason}).',
    en: 'Payment declined ({reason}).',
    es: 'Pago rechazado ({reason}).',
  },
  refusedReason: { 'pt-BR': 'recusado', en: 'declined', es: 'rechazado' },
  cancelled: {
    'pt-BR': 'Esta cobrança foi cancelada.',
    en: 'This charge was cancelled.',
    es: 'Este cobro fue cancelado.',
  },
  boletoAwaiting: {
    'pt-BR': 'Boleto emitido: aguardando pagamento.',
    en: 'Boleto issued: awaiting payment.',
    es: 'Boleto emitido: esperando el pago.',
  },
  awaiting: { 'pt-BR': 'Aguardando pagamento.', en: 'Awaiting payment.', es: 'Esperando el pago.' },
  holder: { 'pt-BR': 'Nome no cartão', en: 'Name on card', es: 'Nombre en la tarjeta' },
  number: { 'pt-BR': 'Número do cartão', en: 'Card number', es: 'Número de la tarjeta' },
  month: { 'pt-BR': 'Mês', en: 'Month', es: 'Mes' },
  year: { 'pt-BR': 'Ano', en: 'Year', es: 'Año' },
  cvv: { 'pt-BR': 'CVV', en: 'CVV', es: 'CVV' },
  payCard: { 'pt-BR': 'Pagar com cartão', en: 'Pay by card', es: 'Pagar con tarjeta' },
  testCards: {
    'pt-BR':
      'Cartões de teste: 4242 4242 4242 4242 aprovado, 4000 0000 0000 0002 recusado, 4000 0000 0000 0069 vencido.',
    en: 'Test cards: 4242 4242 4242 4242 approved, 4000 0000 0000 0002 declined, 4000 0000 0000 0069 expired.',
    es: 'Tarjetas de prueba: 4242 4242 4242 4242 aprobada, 4000 0000 0000 0002 rechazada, 4000 0000 0000 0069 vencida.',
  },
  payBoleto: { 'pt-BR': 'Pagar com boleto', en: 'Pay by boleto', es: 'Pagar con boleto' },
  settle: {
    'pt-BR': 'Pagar boleto (simular o banco)',
    en: 'Pay the boleto (simulate the bank)',
    es: 'Pagar el boleto (simular el banco)',
  },
  line: { 'pt-BR': 'Linha digitável', en: 'Typeable line', es: 'Línea digitable' },
  barcode: { 'pt-BR': 'Código de barras', en: 'Bar code', es: 'Código de barras' },
  due: { 'pt-BR': 'Vencimento', en: 'Due date', es: 'Vencimiento' },
  back: { 'pt-BR': 'Voltar para a Rubrica', en: 'Back to Rubrica', es: 'Volver a Rubrica' },
  processing: { 'pt-BR': 'Processando…', en: 'Processing…', es: 'Procesando…' },
  failure: { 'pt-BR': 'Falha', en: 'Failed', es: 'Error' },
} satisfies Record<string, LocalizedText>;

/** An issued boleto: its line to copy, its bar code digits and due date (§9 dates DD/MM/YYYY). */
const boletoSlip = (
  boleto: NonNullable<CheckoutPageCharge['boleto']>,
  say: (key: keyof typeof TEXT) => string,
) => `<section id="boleto-slip">
<p class="label">${say('line')}</p><p class="digits" id="boleto-line">${escape(boleto.line)}</p>
<p class="label">${say('barcode')}</p><p class="digits" id="boleto-barcode">${escape(boleto.barcode)}</p>
<p class="label">${say('due')}</p><p id="boleto-due">${DATE.format(boleto.dueAt)}</p>
</section>`;

/**
 * The sandbox's hosted checkout page (what a provider's own page does): the card is typed here and
 * tokenized by the sandbox (`tokens`), then the charge is paid with the token; or a boleto is
 * issued and, in a demo, marked paid. Billing hears of it only by the signed webhook. Its script
 * and style run under a nonce (the page's own content security policy).
 */
export function sandboxCheckoutPage(charge: CheckoutPageCharge, nonce: string): string {
  const say = (key: keyof typeof TEXT) => escape(TEXT[key][charge.locale]);
  const back = charge.returnUrl ? `<a id="back" href="${escape(charge.returnUrl)}">${say('back')}</a>` : '';
  const open = charge.status === 'pending';
  const status =
    charge.status === 'paid'
      ? say('paid')
      : charge.status === 'failed'
        ? say('refused').replace(
            '{reason}',
            escape(charge.failureReason ?? TEXT.refusedReason[charge.locale]),
          )
        : charge.status === 'cancelled'
          ? say('cancelled')
          : charge.method === 'boleto'
            ? say('boletoAwaiting')
            : say('awaiting');
  return `<!doctype html>
<html lang="${charge.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${say('title')}</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.25rem}.amount{font-size:1.75rem;font-weight:700}.note{color:#555;font-size:.9rem}
label{display:block;margin:.6rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}
.row{display:flex;gap:.5rem}.row>div{flex:1}button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;cursor:pointer}
#status{margin-top:1rem;font-weight:600}
#back{display:block;margin-top:1.25rem;padding:.7rem;text-align:center;font-weight:600;color:#1a4fd6;border:1px solid #1a4fd6;border-radius:.375rem;text-decoration:none}
.label{margin:.8rem 0 .1rem;color:#555;font-size:.85rem}.digits{font-family:ui-monospace,monospace;overflow-wrap:anywhere;margin:0}
</style></head><body>
<p class="note">${say('testOnly')}</p>
<h1>${escape(charge.description)}</h1>
<p class="amount">${BRL.format(charge.amountCents / 100)}</p>
<p id="status" role="status">${status}</p>
${
  open && charge.method !== 'boleto'
    ? `<form id="card-form" novalidate>
<label for="holder">${say('holder')}</label><input id="holder" name="holder" autocomplete="cc-name" required>
<label for="number">${say('number')}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="month">${say('month')}</label><input id="month" name="month" inputmode="numeric" maxlength="2" required></div>
<div><label for="year">${say('year')}</label><input id="year" name="year" inputmode="numeric" maxlength="4" required></div>
<div><label for="cvv">${say('cvv')}</label><input id="cvv" name="cvv" inputmode="numeric" maxlength="4" required></div></div>
<button type="submit" id="pay-card">${say('payCard')}</button>
<p class="note">${say('testCards')}</p>
</form>
<button type="button" id="boleto">${say('payBoleto')}</button>`
    : ''
}
${charge.method === 'boleto' && charge.boleto && charge.status === 'pending' ? boletoSlip(charge.boleto, say) : ''}
${open && charge.method === 'boleto' ? `<button type="button" id="settle">${say('settle')}</button>` : ''}
${back}
<script nonce="${nonce}">
const charge = ${JSON.stringify(charge.id)};
const text = ${JSON.stringify({
    paid: TEXT.paid[charge.locale],
    refused: TEXT.refused[charge.locale],
    processing: TEXT.processing[charge.locale],
    failure: TEXT.failure[charge.locale],
  }).replace(/</g, '\\u003c')};
const statusLine = document.getElementById('status');
const say = (text) => { statusLine.textContent = text; };
async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.message || text.failure);
  return answer;
}
const form = document.getElementById('card-form');
if (form) form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const value = (name) => form.elements.namedItem(name).value;
  say(text.processing);
  try {
    const { token } = await post('../tokens', { holder_name: value('holder'), number: value('number'), exp_month: value('month'), exp_year: value('year'), cvv: value('cvv') });
    const { status, failure_reason } = await post(charge + '/pay', { token });
    say(status === 'paid' ? text.paid : text.refused.replace('{reason}', failure_reason));
    if (status === 'paid') { form.remove(); document.getElementById('boleto')?.remove(); }
  } catch (error) { say(error.message); }
});
document.getElementById('boleto')?.addEventListener('click', async () => {
  try { await post(charge + '/boleto'); location.reload(); } catch (error) { say(error.message); }
});
document.getElementById('settle')?.addEventListener('click', async () => {
  try { await post(charge + '/boleto/settle'); location.reload(); } catch (error) { say(error.message); }
});
</script></body></html>`;
}
