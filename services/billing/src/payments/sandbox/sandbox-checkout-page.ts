/** What the sandbox's checkout page shows of a charge. */
export interface CheckoutPageCharge {
  id: string;
  description: string;
  amountCents: number;
  status: string;
  method: string | null;
  failureReason: string | null;
  returnUrl: string | null;
  /** An issued boleto's numbers and due date. */
  boleto: { line: string; barcode: string; dueAt: Date } | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATE = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' });

/** An issued boleto: its line to copy, its bar code digits and due date (§9 dates DD/MM/YYYY). */
const boletoSlip = (boleto: NonNullable<CheckoutPageCharge['boleto']>) => `<section id="boleto-slip">
<p class="label">Linha digitável</p><p class="digits" id="boleto-line">${escape(boleto.line)}</p>
<p class="label">Código de barras</p><p class="digits" id="boleto-barcode">${escape(boleto.barcode)}</p>
<p class="label">Vencimento</p><p id="boleto-due">${DATE.format(boleto.dueAt)}</p>
</section>`;

/**
 * The sandbox's hosted checkout page (what a provider's own page does): the card is typed here and
 * tokenized by the sandbox (`tokens`), then the charge is paid with the token; or a boleto is
 * issued and, in a demo, marked paid. Billing hears of it only by the signed webhook. Its script
 * and style run under a nonce (the page's own content security policy).
 */
export function sandboxCheckoutPage(charge: CheckoutPageCharge, nonce: string): string {
  const back = charge.returnUrl
    ? `<a id="back" href="${escape(charge.returnUrl)}">Voltar para a Rubrica</a>`
    : '';
  const open = charge.status === 'pending';
  const status =
    charge.status === 'paid'
      ? 'Pagamento aprovado.'
      : charge.status === 'failed'
        ? `Pagamento recusado (${escape(charge.failureReason ?? 'recusado')}).`
        : charge.status === 'cancelled'
          ? 'Esta cobrança foi cancelada.'
          : charge.method === 'boleto'
            ? 'Boleto emitido: aguardando pagamento.'
            : 'Aguardando pagamento.';
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox de pagamentos — Rubrica</title>
<style nonce="${nonce}">
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.25rem}.amount{font-size:1.75rem;font-weight:700}.note{color:#555;font-size:.9rem}
label{display:block;margin:.6rem 0 .2rem}input{width:100%;padding:.5rem;box-sizing:border-box;font-size:1rem}
.row{display:flex;gap:.5rem}.row>div{flex:1}button{margin-top:1rem;width:100%;padding:.7rem;font-size:1rem;cursor:pointer}
#status{margin-top:1rem;font-weight:600}#back{display:block;margin-top:1rem}
.label{margin:.8rem 0 .1rem;color:#555;font-size:.85rem}.digits{font-family:ui-monospace,monospace;overflow-wrap:anywhere;margin:0}
</style></head><body>
<p class="note">Ambiente de testes: nenhum valor é cobrado.</p>
<h1>${escape(charge.description)}</h1>
<p class="amount">${BRL.format(charge.amountCents / 100)}</p>
<p id="status" role="status">${status}</p>
${
  open && charge.method !== 'boleto'
    ? `<form id="card-form" novalidate>
<label for="holder">Nome no cartão</label><input id="holder" name="holder" autocomplete="cc-name" required>
<label for="number">Número do cartão</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="month">Mês</label><input id="month" name="month" inputmode="numeric" maxlength="2" required></div>
<div><label for="year">Ano</label><input id="year" name="year" inputmode="numeric" maxlength="4" required></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" maxlength="4" required></div></div>
<button type="submit" id="pay-card">Pagar com cartão</button>
<p class="note">Cartões de teste: 4242 4242 4242 4242 aprovado, 4000 0000 0000 0002 recusado, 4000 0000 0000 0069 vencido.</p>
</form>
<button type="button" id="boleto">Pagar com boleto</button>`
    : ''
}
${charge.method === 'boleto' && charge.boleto && charge.status === 'pending' ? boletoSlip(charge.boleto) : ''}
${open && charge.method === 'boleto' ? '<button type="button" id="settle">Pagar boleto (simular o banco)</button>' : ''}
${back}
<script nonce="${nonce}">
const charge = ${JSON.stringify(charge.id)};
const statusLine = document.getElementById('status');
const say = (text) => { statusLine.textContent = text; };
async function post(path, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.message || 'Falha');
  return answer;
}
const form = document.getElementById('card-form');
if (form) form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const value = (name) => form.elements.namedItem(name).value;
  say('Processando…');
  try {
    const { token } = await post('../tokens', { holder_name: value('holder'), number: value('number'), exp_month: value('month'), exp_year: value('year'), cvv: value('cvv') });
    const { status, failure_reason } = await post(charge + '/pay', { token });
    say(status === 'paid' ? 'Pagamento aprovado.' : 'Pagamento recusado (' + failure_reason + ').');
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
