import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const USER = { name: 'Ana Souza', phone: null, cpf: '52998224725' };

describe('my account', () => {
  it('sends only the changed name to PATCH /me and says the data was updated', async () => {
    const api = signedInApi({ user: USER, routes: { 'PATCH /api/me': { body: {} } } });
    renderApp('/account/profile');
    fireEvent.click(await screen.findByRole('tab', { name: 'Minha conta' }));
    const form = await screen.findByRole('form', { name: 'Minha conta' });
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Ana Lima' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Dados atualizados.')).toBeTruthy();
    expect(api.to('PATCH /api/me').map((request) => request.body)).toEqual([{ name: 'Ana Lima' }]);
  });

  it('changes the password with PUT /me/password, then asks to sign in again', async () => {
    const api = signedInApi({ user: USER, routes: { 'PUT /api/me/password': { status: 204 } } });
    renderApp('/account/profile');
    fireEvent.click(await screen.findByRole('tab', { name: 'Minha conta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Senha atual'), { target: { value: 'antiga-Senha1' } });
    fireEvent.change(within(dialog).getByLabelText('Nova senha'), {
      target: { value: 'Outra-Senha-Forte-92' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('button', { name: 'Entrar novamente' })).toBeTruthy();
    await waitFor(() =>
      expect(api.to('PUT /api/me/password').map((request) => request.body)).toEqual([
        { current_password: 'antiga-Senha1', password: 'Outra-Senha-Forte-92' },
      ]),
    );
  });

  it('marks the refused password until it is typed again: a wrong current one, then a guessable new one', async () => {
    const refusal = (errors: object, fieldCodes: object = {}) => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors, field_codes: fieldCodes },
    });
    const answers = [
      refusal({ current_password: ['The password is incorrect.'] }),
      refusal({ password: ['Too common.'] }, { password: [{ code: 'password.common' }] }),
    ];
    signedInApi({ user: USER, routes: { 'PUT /api/me/password': () => answers.shift()! } });
    renderApp('/account/profile');
    fireEvent.click(await screen.findByRole('tab', { name: 'Minha conta' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Alterar senha' }));
    const dialog = await screen.findByRole('dialog');
    const current = within(dialog).getByLabelText('Senha atual');
    const password = within(dialog).getByLabelText('Nova senha');
    fireEvent.change(current, { target: { value: 'errada-Senha1' } });
    fireEvent.change(password, { target: { value: 'Outra-Senha-Forte-92' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(dialog).findByText('A senha atual está incorreta.')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(current, { target: { value: 'antiga-Senha1' } });
    expect(current.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Alterar senha' }));
    expect(
      await within(dialog).findByText('Esta senha é muito comum ou fácil de adivinhar: escolha outra.'),
    ).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password, { target: { value: 'Outra-Senha-Forte-93' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });
});
