import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '../../../config/storage-keys.js';
import { anOrganization, aTeamOrganization, signedInApi } from '../../../testing/fake-api.js';
import { stubFullPageNavigation } from '../../../testing/full-page-navigation.js';
import { renderApp } from '../../../testing/render-app.js';

const PERSONAL = anOrganization();
const TEAM = aTeamOrganization();

const navigation = stubFullPageNavigation();

// jsdom counts the page heading's <header> as a banner too; the app header comes first.
const header = () => screen.getAllByRole('banner')[0]!;
const organizationSelect = () =>
  within(header()).getByRole<HTMLSelectElement>('combobox', { name: 'Organização' });

describe('organization dropdown', () => {
  it('is disabled with a single organization, which it names', async () => {
    signedInApi({ organizations: [PERSONAL] });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const select = organizationSelect();
    expect(select.disabled).toBe(true);
    expect(select.selectedOptions[0]!.textContent).toBe('Maria Silva (pessoal)');
  });

  it('lists every organization and makes the next calls name the one picked', async () => {
    const api = signedInApi({ organizations: [PERSONAL, TEAM] });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const select = organizationSelect();
    expect(select.disabled).toBe(false);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Maria Silva (pessoal)',
      'Cartório Central',
    ]);
    expect(select.value).toBe(PERSONAL.id);
    // The sidebar's plan box names the organization too.
    expect(screen.getByRole('region', { name: 'Seu plano' }).textContent).toContain('Maria Silva');

    const before = api.requests.length;
    fireEvent.change(select, { target: { value: TEAM.id } });

    // organizations calls never name one; the first other call after the switch names the new one.
    const nextScoped = () => api.requests.slice(before).find((call) => call.path !== '/api/organizations');
    await waitFor(() => expect(nextScoped()).toBeDefined());
    expect(nextScoped()!.headers.get('X-Organization')).toBe(TEAM.id);
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBe(btoa(TEAM.id));
    expect(localStorage.getItem(STORAGE_KEYS.owner)).toBe(btoa('false'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Seu plano' }).textContent).toContain('Cartório Central'),
    );
    expect(organizationSelect().value).toBe(TEAM.id);
  });
});

describe('avatar menu', () => {
  it("shows the user's initials, name and e-mail, and leads to the account", async () => {
    signedInApi();
    const { router } = renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const trigger = within(header()).getByRole('button', { name: 'Menu da conta de Maria Silva' });
    expect(trigger.textContent).toContain('MS');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(within(header()).getByText('maria@example.com')).toBeTruthy();

    fireEvent.click(within(header()).getByRole('link', { name: 'Minha conta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and gives focus back to its button', async () => {
    signedInApi();
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const trigger = within(header()).getByRole('button', { name: 'Menu da conta de Maria Silva' });
    fireEvent.click(trigger);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it("signs out: forgets the organization and the account's language, then leaves for the gateway sign-out", async () => {
    signedInApi();
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.organization)).not.toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.accountLanguage)).not.toBeNull();
    fireEvent.click(within(header()).getByRole('button', { name: 'Menu da conta de Maria Silva' }));
    fireEvent.click(within(header()).getByRole('button', { name: 'Sair' }));
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accountLanguage)).toBeNull();
    expect(navigation.post).toHaveBeenCalledWith('/auth/logout', { csrf_token: 'csrf-of-the-session' });
  });

  it('shows the picture when the user has one', async () => {
    signedInApi({ user: { avatar: 'http://localhost:8080/api/me/avatar?v=1' } });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    const trigger = within(header()).getByRole('button', { name: 'Menu da conta de Maria Silva' });
    expect(trigger.querySelector('img')?.getAttribute('src')).toBe('http://localhost:8080/api/me/avatar?v=1');
    expect(trigger.textContent).not.toContain('MS');
  });
});

describe('language switcher of a signed-in user', () => {
  it('saves the language on the account, remembers it here, then reloads', async () => {
    const api = signedInApi({ routes: { 'POST /api/me/language': { body: {} } } });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    fireEvent.change(within(header()).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'en' } });
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(api.to('POST /api/me/language').map((call) => call.body)).toEqual([{ lang: 'en' }]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(btoa('en'));
  });

  it('reloads even when saving failed, without an alert', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedInApi({ routes: { 'POST /api/me/language': { status: 500, body: { message: 'Server error.' } } } });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    fireEvent.change(within(header()).getByRole('combobox', { name: 'Idioma' }), { target: { value: 'es' } });
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe(btoa('es'));
  });
});
