import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aRecipient, aSignedDraft, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/review`;
const withSigner = () => aSignedDraft({ recipients: [aRecipient({ id: 'r-1' })] });

const day = (offset: number) => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const open = async () => {
  const view = renderApp(PATH);
  await screen.findByLabelText(/^Título/);
  return view;
};
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar' });
const sendRoutes = (send: { status?: number; body?: unknown }) => ({
  [`PATCH /api/envelopes/${ENVELOPE_ID}`]: { body: { id: ENVELOPE_ID } },
  [`POST /api/envelopes/${ENVELOPE_ID}/send`]: send,
});

describe('review step: details', () => {
  it('shows character counters and refuses a title over 60, a subject over 60 and a message over 500', async () => {
    wizardApi(withSigner());
    await open();
    expect(screen.getByText('8/60')).toBeTruthy(); // "Contrato"
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'x'.repeat(61) } });
    expect(screen.getByText('61/60')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'y'.repeat(61) } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'z'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeTruthy();
    expect(screen.getAllByText('Até 60 caracteres.')).toHaveLength(2);
    expect(screen.getByText('Até 500 caracteres.')).toBeTruthy();
    expect(send().disabled).toBe(true);

    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: 'x'.repeat(60) } });
    fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'y'.repeat(60) } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'z'.repeat(500) } });
    expect(send().disabled).toBe(false);
  });

  it('requires a title', async () => {
    wizardApi(withSigner());
    await open();
    fireEvent.change(screen.getByLabelText(/^Título/), { target: { value: '  ' } });
    expect(screen.getByText('Informe o título.')).toBeTruthy();
    expect(send().disabled).toBe(true);
  });

  it('marks a deadline before tomorrow red and accepts tomorrow', async () => {
    wizardApi(withSigner());
    await open();
    const deadline = screen.getByLabelText<HTMLInputElement>('Prazo para assinatura');
    fireEvent.change(deadline, { target: { value: day(0) } });
    expect(deadline.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('O prazo deve ser a partir de amanhã.')).toBeTruthy();
    expect(send().disabled).toBe(true);

    fireEvent.change(deadline, { target: { value: day(1) } });
    expect(deadline.getAttribute('aria-invalid')).toBe('false');
    expect(send().disabled).toBe(false);
  });

  it('offers a reminder only with a deadline, and drops it when the deadline is cleared', async () => {
    const api = wizardApi(withSigner(), sendRoutes({ body: {} }));
    await open();
    const reminder = screen.getByLabelText<HTMLSelectElement>('Lembrete');
    expect(reminder.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Prazo para assinatura'), { target: { value: day(3) } });
    expect(reminder.disabled).toBe(false);
    expect([...reminder.options].map((option) => option.value)).toEqual(['', '24', '72', '120']);
    fireEvent.change(reminder, { target: { value: '72' } });
    fireEvent.change(screen.getByLabelText('Prazo para assinatura'), { target: { value: '' } });
    expect(reminder.disabled).toBe(true);

    fireEvent.click(send());
    await screen.findByRole('dialog', { name: 'Envelope enviado' });
    expect(api.to(`PATCH /api/envelopes/${ENVELOPE_ID}`)[0]!.body).toMatchObject({
      expire_at: null,
      action_reminder_frequency: null,
    });
  });
});

describe('review step: sending', () => {
  it('saves the details, sends, and closing the sent modal opens the sent list', async () => {
    const api = wizardApi(withSigner(), sendRoutes({ body: {} }));
    const { router } = await open();
    fireEvent.change(screen.getByLabelText('Assunto'), { target: { value: 'Assine, por favor' } });
    fireEvent.change(screen.getByLabelText('Prazo para assinatura'), { target: { value: day(2) } });
    fireEvent.change(screen.getByLabelText('Lembrete'), { target: { value: '24' } });
    fireEvent.click(send());

    const dialog = await screen.findByRole('dialog', { name: 'Envelope enviado' });
    const patch = api.to(`PATCH /api/envelopes/${ENVELOPE_ID}`)[0]!.body as Record<string, unknown>;
    expect(patch).toMatchObject({
      title: 'Contrato',
      subject: 'Assine, por favor',
      message: null,
      action_reminder_frequency: 24,
    });
    expect(typeof patch.expire_at).toBe('string');
    const order = api.requests.filter((request) => request.method !== 'GET').map((request) => request.method);
    expect(order).toEqual(['PATCH', 'POST']);

    // Both the header's close and the footer's close lead there.
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/sent'));
  });

  it('shows the no-credit modal on 402, with a way to the plans', async () => {
    wizardApi(withSigner(), sendRoutes({ status: 402, body: { message: 'no credits available' } }));
    const { router } = await open();
    fireEvent.click(send());
    const dialog = await screen.findByRole('dialog', { name: 'Sem créditos' });
    expect(within(dialog).getByText('no credits available')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fazer upgrade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/billing/plan'));
    expect(router.state.location.search).toBe('?tab=plans');
  });

  it('shows the no-subscriber modal on 422 envelope.no_subscriber', async () => {
    wizardApi(
      withSigner(),
      sendRoutes({
        status: 422,
        body: { message: 'O envelope precisa de ao menos um assinante.', code: 'envelope.no_subscriber' },
      }),
    );
    await open();
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Nenhum assinante' })).toBeTruthy();
  });

  it('shows the no-subscriber modal without calling the server when no recipient signs', async () => {
    const api = wizardApi(aDraft({ recipients: [aRecipient({ type: 'approver' })] }));
    await open();
    fireEvent.click(send());
    expect(await screen.findByRole('dialog', { name: 'Nenhum assinante' })).toBeTruthy();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('does not send again an envelope already in transit', async () => {
    const api = wizardApi(
      aSignedDraft({ state: 'in-transit', recipients: [aRecipient()] }),
      sendRoutes({ body: {} }),
    );
    await open();
    fireEvent.click(send());
    await screen.findByRole('dialog', { name: 'Envelope enviado' });
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/send`)).toHaveLength(0);
  });
});

describe('review step: every signer signs in a signature field', () => {
  it('names each signer without a signature field and keeps Send disabled, with a way to the fields', async () => {
    const api = wizardApi(
      aDraft({
        recipients: [
          aRecipient({ id: 'r-1', name: 'Ana Lima', type: 'in-person-signer' }),
          aRecipient({ id: 'r-2', name: 'Bruno Dias', type: 'approver', signature_type: null }),
        ],
      }),
      sendRoutes({ body: {} }),
    );
    const { router } = await open();
    const rule = screen.getByRole('alert');
    expect(rule.textContent).toContain(
      'Todo assinante precisa de um campo de assinatura. Coloque um para: Ana Lima.',
    );
    expect(send().disabled).toBe(true);
    fireEvent.click(send());
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/send`)).toHaveLength(0);
    fireEvent.click(within(rule).getByRole('button', { name: 'Ir para os campos' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
  });
});

describe('review step: templates', () => {
  it('saves the draft as a template, after its details', async () => {
    const api = wizardApi(withSigner(), {
      [`PATCH /api/envelopes/${ENVELOPE_ID}`]: { body: { id: ENVELOPE_ID } },
      [`POST /api/envelopes/${ENVELOPE_ID}/copy`]: { status: 201, body: { id: 'tpl-1', state: 'template' } },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar como modelo' }));
    await screen.findByText('Modelo salvo. Ele está na aba Modelos.');
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/copy`)[0]!.body).toEqual({ into: 'template' });
    const order = api.requests.filter((request) => request.method !== 'GET').map((request) => request.method);
    expect(order).toEqual(['PATCH', 'POST']);
  });

  it('saves a template being edited instead of sending it, then opens the template list', async () => {
    const api = wizardApi(
      aSignedDraft({ state: 'template', recipients: [aRecipient({ id: 'r-1', email: '' })] }),
      {
        [`PATCH /api/envelopes/${ENVELOPE_ID}`]: { body: { id: ENVELOPE_ID } },
      },
    );
    const { router } = await open();
    expect(screen.getByRole('heading', { name: 'Revise o modelo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/template'));
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/send`)).toHaveLength(0);
  });
});
