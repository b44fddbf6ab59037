import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessArea, EnvelopeWizardPage } from '../../../app/lazy-pages.js';
import { aUser } from '../../../testing/fake-api.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import { aSubscription } from '../../../testing/subscription-fixtures.js';
import { aDraft, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/recipients`;
const RECIPIENTS = `/api/envelopes/${ENVELOPE_ID}/recipients`;

const withWhatsapp = { body: { ...aSubscription(), features: ['whatsapp'] } };
const rows = () => screen.queryAllByTestId('recipient-row');
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Avançar' });
const delivery = (row: HTMLElement) => within(row).getByLabelText<HTMLSelectElement>('Envio');
const phone = (row: HTMLElement) => within(row).getByLabelText<HTMLInputElement>('Telefone (WhatsApp)');

const open = async (routes: Parameters<typeof wizardApi>[1] = {}, envelope = aDraft()) => {
  const api = wizardApi(envelope, { 'GET /api/subscription': withWhatsapp, ...routes });
  const view = renderApp(PATH);
  await screen.findByRole('button', { name: 'Novo destinatário' });
  await waitFor(() => expect(api.to('GET /api/subscription').length).toBeGreaterThan(0));
  return { ...view, api };
};

/** A row with a name, delivered by WhatsApp, with `digits` typed into the masked phone. */
const whatsappRow = async (index: number, name: string, digits: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
  const row = rows()[index]!;
  fireEvent.change(within(row).getByLabelText('Nome'), { target: { value: name } });
  await waitFor(() =>
    expect(within(delivery(row)).queryByRole('option', { name: 'WhatsApp' })).not.toBeNull(),
  );
  fireEvent.change(delivery(row), { target: { value: 'whatsapp' } });
  fireEvent.input(phone(row), { target: { value: digits } });
  fireEvent.blur(phone(row));
  return row;
};

preloadPages(BusinessArea, EnvelopeWizardPage);

describe('recipients step: WhatsApp delivery', () => {
  it('is offered when the plan has the whatsapp feature in the Brazilian edition', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
    const row = rows()[0]!;
    await waitFor(() => expect(delivery(row).disabled).toBe(false));
    expect(
      within(delivery(row))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['E-mail', 'WhatsApp']);
  });

  it('is not offered without the plan feature', async () => {
    await open({ 'GET /api/subscription': { body: aSubscription() } });
    fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
    const row = rows()[0]!;
    expect(within(delivery(row)).queryByRole('option', { name: 'WhatsApp' })).toBeNull();
    expect(delivery(row).disabled).toBe(true);
  });

  it('is not offered in the US edition, even with the plan feature', async () => {
    const { api } = await open({ 'GET /api/me': { body: aUser({ is_usa_version: true }) } });
    await waitFor(() => expect(api.to('GET /api/me').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
    const row = rows()[0]!;
    await waitFor(() => expect(within(row).queryByLabelText('Tipo de assinatura')).toBeNull());
    expect(within(delivery(row)).queryByRole('option', { name: 'WhatsApp' })).toBeNull();
  });

  it('masks the phone in the Brazilian format and sends it in E.164', async () => {
    const { api, router } = await open({
      [`POST ${RECIPIENTS}`]: { status: 201, body: { id: 'r-new' } },
    });
    const row = await whatsappRow(0, 'Ana Lima', '11987654321');
    expect(phone(row).value).toBe('(11) 98765-4321');
    expect(within(row).queryByLabelText('E-mail')).toBeNull();
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.to(`POST ${RECIPIENTS}`)[0]!.body).toMatchObject({
      addressees: [{ via: 'whatsapp', value: '+5511987654321', name: 'Ana Lima' }],
    });
  });

  it('requires the phone and a valid Brazilian number, keeping Next disabled meanwhile', async () => {
    await open();
    const row = await whatsappRow(0, 'Ana Lima', '');
    expect(within(row).getByText('Informe o telefone do WhatsApp.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.input(phone(row), { target: { value: '0012345678' } });
    expect(within(row).getByText('Informe um celular brasileiro válido, com DDD.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.input(phone(row), { target: { value: '21998765432' } });
    expect(within(row).queryByText(/Informe/)).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('refuses the same phone on two recipients', async () => {
    await open();
    await whatsappRow(0, 'Ana Lima', '11987654321');
    await whatsappRow(1, 'Bruno Reis', '11987654321');
    expect(screen.getAllByText('Este telefone já está no envelope.')).toHaveLength(2);
    expect(next().disabled).toBe(true);
  });

  it('shows a saved WhatsApp recipient with its masked phone and does not PATCH it unchanged', async () => {
    const saved = aRecipient({ id: 'r-wa', name: 'Ana Lima' });
    saved.addressees = [{ via: 'whatsapp', value: '+5511987654321', name: 'Ana Lima', identifiers: [] }];
    const { api, router } = await open({}, aDraft({ recipients: [saved] }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(phone(rows()[0]!).value).toBe('(11) 98765-4321');
    expect(delivery(rows()[0]!).value).toBe('whatsapp');
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("places the server's error on the phone", async () => {
    await open({
      [`POST ${RECIPIENTS}`]: {
        status: 422,
        body: { message: 'x', errors: { 'addressees.0.value': ['The phone number is not valid.'] } },
      },
    });
    const row = await whatsappRow(0, 'Ana Lima', '11987654321');
    fireEvent.click(next());
    expect(await within(row).findByText('The phone number is not valid.')).toBeTruthy();
  });
});
