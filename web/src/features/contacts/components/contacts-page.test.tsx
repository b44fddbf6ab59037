import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import { onAPhone } from '../../../testing/envelope-fixtures.js';
import { type FakeReply, invalidReply, searchedList, signedInApi } from '../../../testing/fake-api.js';
import { expectSearchSettles } from '../../../testing/expect-search-settles.js';
import { renderApp } from '../../../testing/render-app.js';
import type { Contact } from '../api/contacts-api.js';

const aContact = (overrides: Partial<Contact> = {}): Contact => ({
  id: 'c-1',
  name: 'Ana Souza',
  email: 'ana@example.com',
  phone: '+5511987654321',
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

/** GET /contacts answers with the contacts whose name holds `q`, recording each search. */
const contactsApi = (contacts: Contact[], routes: Record<string, FakeReply> = {}) => {
  const searches: Array<string | null> = [];
  const api = signedInApi({
    routes: {
      'GET /api/contacts': searchedList(contacts, searches),
      ...routes,
    },
  });
  return { api, searches };
};

describe('contacts page', () => {
  it("lists contacts in a table on wide screens, with '-' for a missing phone", async () => {
    contactsApi([
      aContact(),
      aContact({ id: 'c-2', name: 'Bruno Lima', email: 'bruno@example.com', phone: null }),
    ]);
    renderApp('/account/contacts');
    const table = await screen.findByRole('table', { name: 'Lista de contatos' });
    const bruno = within(table).getByText('Bruno Lima').closest('tr')!;
    expect(within(bruno).getByText('-')).toBeTruthy();
    const ana = within(table).getByText('Ana Souza').closest('tr')!;
    expect(within(ana).getByText('+5511987654321')).toBeTruthy();
  });

  it('shows cards on a phone', async () => {
    onAPhone();
    contactsApi([aContact({ phone: null })]);
    renderApp('/account/contacts');
    const cards = await screen.findByRole('list', { name: 'Lista de contatos' });
    expect(within(cards).getByText('Ana Souza')).toBeTruthy();
    expect(within(cards).getByText('-')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says contacts are added automatically when there are none', async () => {
    contactsApi([]);
    renderApp('/account/contacts');
    expect(await screen.findByText(/Os destinatários dos seus envelopes são adicionados aqui/)).toBeTruthy();
  });

  it('searches once typing settles and says when nothing matches', async () => {
    const { searches } = contactsApi([aContact()]);
    renderApp('/account/contacts');
    await screen.findByText('Ana Souza');
    await expectSearchSettles(
      searches,
      'Buscar contato',
      ['Z', 'Ze', 'Zeca'],
      'Nenhum contato encontrado para esta busca.',
    );
  });

  it('creates a contact: checks the fields, masks the phone and sends trimmed values', async () => {
    const { api } = contactsApi([], { 'POST /api/contacts': { status: 201, body: aContact() } });
    renderApp('/account/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo contato' }));
    clickInDialog('Criar contato');
    expect(within(dialog()).getByText('O campo Nome é obrigatório.')).toBeTruthy();
    expect(within(dialog()).getByText('O campo E-mail é obrigatório.')).toBeTruthy();
    typeInDialog('Nome', '  Ana Souza ');
    typeInDialog('E-mail', 'ana@');
    clickInDialog('Criar contato');
    expect(within(dialog()).getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(api.to('POST /api/contacts')).toEqual([]);
    typeInDialog('E-mail', ' ana@example.com ');
    const phone = within(dialog()).getByLabelText('Telefone (opcional)') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '5511987654321' } });
    expect(phone.value).toBe('+55 11 9 8765-4321');
    clickInDialog('Criar contato');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('POST /api/contacts')[0]!.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+55 11 9 8765-4321',
    });
    expect(await screen.findByText('Contato criado.')).toBeTruthy();
  });

  it("edits a contact and shows the server's phone refusal under the phone field", async () => {
    const { api } = contactsApi([aContact()], {
      'PUT /api/contacts/c-1': invalidReply('The phone must be a valid international phone number.', {
        phone: ['The phone must be a valid international phone number.'],
      }),
    });
    renderApp('/account/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Editar Ana Souza' }));
    const phone = within(dialog()).getByLabelText('Telefone (opcional)');
    expect((phone as HTMLInputElement).value).toBe('+5511987654321');
    fireEvent.change(phone, { target: { value: '+1 12' } });
    clickInDialog('Salvar');
    const error = await within(dialog()).findByText('The phone must be a valid international phone number.');
    expect(phone.getAttribute('aria-describedby')).toBe(error.id);
    expect(api.to('PUT /api/contacts/c-1')[0]!.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+1 12',
    });
  });

  it('deletes a contact after confirmation and says so', async () => {
    const { api } = contactsApi([aContact()], { 'DELETE /api/contacts/c-1': { status: 204 } });
    renderApp('/account/contacts');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir Ana Souza' }));
    expect(within(dialog()).getByText(/Excluir o contato Ana Souza\?/)).toBeTruthy();
    clickInDialog('Excluir');
    expect(await screen.findByText('Contato excluído.')).toBeTruthy();
    expect(api.to('DELETE /api/contacts/c-1')).toHaveLength(1);
  });
});
