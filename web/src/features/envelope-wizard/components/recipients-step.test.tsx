import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessArea, EnvelopeWizardPage } from '../../../app/lazy-pages.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/recipients`;

const rows = () => screen.queryAllByTestId('recipient-row');
const orderSwitch = () =>
  screen.getByRole<HTMLInputElement>('switch', { name: 'Definir ordem de assinatura' });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Avançar' });

const fillRow = (index: number, name: string, email: string) => {
  const row = rows()[index]!;
  fireEvent.change(within(row).getByLabelText('Nome'), { target: { value: name } });
  fireEvent.change(within(row).getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.blur(within(row).getByLabelText('Nome'));
  fireEvent.blur(within(row).getByLabelText('E-mail'));
};

/** Renders the step and waits for it to be ready. */
const open = async () => {
  const view = renderApp(PATH);
  await screen.findByRole('button', { name: 'Novo destinatário' });
  return view;
};

const addNew = () => fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));

preloadPages(BusinessArea, EnvelopeWizardPage);

/**
 * Adds Ana then Bruno (with the order switch, on for two recipients, turned off unless `ordered`)
 * and moves on to the fields: the routing_order each was sent with.
 */
const sentRoutingOrders = async (api: ReturnType<typeof wizardApi>, { ordered }: { ordered: boolean }) => {
  const { router } = await open();
  addNew();
  addNew();
  fillRow(0, 'Ana Lima', 'ana@example.com');
  fillRow(1, 'Bruno Reis', 'bruno@example.com');
  if (!ordered) fireEvent.click(orderSwitch());
  fireEvent.click(next());
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
  );
  return api
    .to(`POST /api/envelopes/${ENVELOPE_ID}/recipients`)
    .map((request) => (request.body as { routing_order: number | null }).routing_order);
};

describe('recipients step: signature order toggle', () => {
  it('is forced off with one recipient, forced on when the list grows to two, and off again at one', async () => {
    wizardApi();
    await open();
    addNew();
    expect(orderSwitch().checked).toBe(false);
    expect(orderSwitch().disabled).toBe(true);

    addNew();
    expect(orderSwitch().checked).toBe(true);
    expect(orderSwitch().disabled).toBe(false);

    fireEvent.click(orderSwitch());
    expect(orderSwitch().checked).toBe(false);
    // Growing from two to three keeps the sender's choice.
    addNew();
    expect(orderSwitch().checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remover Destinatário 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remover Destinatário 2' }));
    expect(orderSwitch().checked).toBe(false);
    expect(orderSwitch().disabled).toBe(true);
  });

  it('sends routing_order as the 1-based position only when ordered', async () => {
    const api = wizardApi(aDraft(), {
      [`POST /api/envelopes/${ENVELOPE_ID}/recipients`]: (request) => ({
        status: 201,
        body: { id: `r-${request.url.length}-${Math.random()}` },
      }),
    });
    expect(await sentRoutingOrders(api, { ordered: true })).toEqual([1, 2]);
  });

  it('sends no routing_order when the order is off', async () => {
    const api = wizardApi(aDraft(), {
      [`POST /api/envelopes/${ENVELOPE_ID}/recipients`]: () => ({
        status: 201,
        body: { id: `r-${Math.random()}` },
      }),
    });
    expect(await sentRoutingOrders(api, { ordered: false })).toEqual([null, null]);
  });
});

describe('recipients step: validation', () => {
  it('keeps Next disabled with no recipients', async () => {
    wizardApi();
    renderApp(PATH);
    await screen.findByText('Nenhum destinatário adicionado.');
    expect(next().disabled).toBe(true);
  });

  it('requires a name and a valid e-mail, and keeps Next disabled meanwhile', async () => {
    wizardApi();
    await open();
    addNew();
    fillRow(0, '', 'not-an-email');
    expect(screen.getByText('Informe o nome.')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(next().disabled).toBe(true);

    fillRow(0, 'Ana Lima', '');
    expect(screen.getByText('Informe o e-mail.')).toBeTruthy();
    fillRow(0, 'Ana Lima', 'ana@example.com');
    expect(next().disabled).toBe(false);
  });

  it('refuses the same e-mail twice in the envelope, whatever its case', async () => {
    wizardApi();
    await open();
    addNew();
    addNew();
    fillRow(0, 'Ana Lima', 'ana@example.com');
    fillRow(1, 'Ana Outra', 'ANA@example.com');
    expect(screen.getAllByText('Este e-mail já está no envelope.')).toHaveLength(2);
    expect(next().disabled).toBe(true);
  });

  it('locks name and e-mail of the sender added as a recipient', async () => {
    wizardApi();
    renderApp(PATH);
    const addSelf = await screen.findByRole<HTMLButtonElement>('button', { name: 'Adicionar a mim' });
    await waitFor(() => expect(addSelf.disabled).toBe(false));
    fireEvent.click(addSelf);
    const row = rows()[0]!;
    expect(within(row).getByLabelText<HTMLInputElement>('Nome').value).toBe('Maria Silva');
    expect(within(row).getByLabelText<HTMLInputElement>('Nome').readOnly).toBe(true);
    expect(within(row).getByLabelText<HTMLInputElement>('E-mail').readOnly).toBe(true);
    expect(addSelf.disabled).toBe(true);
  });

  it('keeps the sender locked when the envelope already has them as a recipient', async () => {
    wizardApi(
      aDraft({ recipients: [aRecipient({ id: 'r-me', name: 'Maria Silva', email: 'maria@example.com' })] }),
    );
    await open();
    await waitFor(() =>
      expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('E-mail').readOnly).toBe(true),
    );
    expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('Nome').readOnly).toBe(true);
  });

  it('offers signature type and photo only to signers', async () => {
    wizardApi();
    await open();
    addNew();
    const row = rows()[0]!;
    expect(within(row).getByLabelText('Tipo de assinatura')).toBeTruthy();
    expect(within(row).getByLabelText('Exigir foto')).toBeTruthy();
    fireEvent.change(within(row).getByLabelText('Tipo'), { target: { value: 'carbon-copy' } });
    expect(within(row).queryByLabelText('Tipo de assinatura')).toBeNull();
    expect(within(row).queryByLabelText('Exigir foto')).toBeNull();
  });
});

describe('recipients step: saving', () => {
  it('opens the no-subscriber modal when no recipient signs, and saves nothing', async () => {
    const api = wizardApi();
    await open();
    addNew();
    fillRow(0, 'Ana Lima', 'ana@example.com');
    fireEvent.change(within(rows()[0]!).getByLabelText('Tipo'), { target: { value: 'approver' } });
    fireEvent.click(next());
    expect(await screen.findByRole('dialog', { name: 'Nenhum assinante' })).toBeTruthy();
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/recipients`)).toHaveLength(0);
  });

  it('adds new recipients, updates changed ones and deletes removed ones', async () => {
    const kept = aRecipient({ id: 'r-kept', name: 'Carla Dias', email: 'carla@example.com' });
    const gone = aRecipient({ id: 'r-gone', name: 'Davi Melo', email: 'davi@example.com' });
    const api = wizardApi(aDraft({ recipients: [kept, gone] }), {
      [`POST /api/envelopes/${ENVELOPE_ID}/recipients`]: { status: 201, body: { id: 'r-new' } },
      [`PATCH /api/envelopes/${ENVELOPE_ID}/recipients/r-kept`]: { body: { id: 'r-kept' } },
      [`DELETE /api/envelopes/${ENVELOPE_ID}/recipients/r-gone`]: { status: 204 },
    });
    const { router } = await open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Remover Destinatário 2' }));
    fireEvent.click(within(rows()[0]!).getByLabelText('Exigir foto'));
    addNew();
    fillRow(1, 'Eva Nunes', 'eva@example.com');
    fireEvent.click(next());

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.to(`DELETE /api/envelopes/${ENVELOPE_ID}/recipients/r-gone`)).toHaveLength(1);
    expect(api.to(`PATCH /api/envelopes/${ENVELOPE_ID}/recipients/r-kept`)[0]!.body).toMatchObject({
      type: 'signer',
      addressees: [
        {
          via: 'email',
          value: 'carla@example.com',
          name: 'Carla Dias',
          identifiers: [{ code: 'PHOTO', is_required: true }],
        },
      ],
    });
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/recipients`)[0]!.body).toMatchObject({
      type: 'signer',
      signature_type: 'simple',
      addressees: [{ value: 'eva@example.com', name: 'Eva Nunes', identifiers: [] }],
    });
  });

  it('does not PATCH a saved recipient that did not change', async () => {
    const kept = aRecipient({ id: 'r-kept', name: 'Carla Dias', email: 'carla@example.com' });
    const api = wizardApi(aDraft({ recipients: [kept] }));
    const { router } = await open();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('adds a recipient found in the contacts', async () => {
    wizardApi(aDraft(), {
      'GET /api/contacts': (request) => ({
        body: {
          data:
            new URL(request.url).searchParams.get('q') === 'fer'
              ? [{ id: 'c-1', name: 'Fernanda Alves', email: 'fer@example.com' }]
              : [],
        },
      }),
    });
    renderApp(PATH);
    fireEvent.change(await screen.findByLabelText('Adicionar dos contatos'), { target: { value: 'fer' } });
    fireEvent.click(await screen.findByRole('button', { name: /Fernanda Alves/ }));
    expect(within(rows()[0]!).getByLabelText<HTMLInputElement>('E-mail').value).toBe('fer@example.com');
  });
});

describe('recipients step: onboarding', () => {
  it('shows its 3 pages once, remembers it, and reopens with the help icon', async () => {
    const api = wizardApi(aDraft(), { 'GET /api/onboardings': { body: { settings: {} } } });
    renderApp(PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Como adicionar destinatários' });
    expect(within(dialog).getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Próximo' }));
    expect(within(dialog).getByText('Página 3 de 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(api.to('PUT /api/onboardings')).toHaveLength(1));
    expect(api.to('PUT /api/onboardings')[0]!.body).toEqual({
      settings: { business_envelope_recipient: true },
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ajuda' }));
    expect(screen.getByRole('dialog', { name: 'Como adicionar destinatários' })).toBeTruthy();
  });
});
