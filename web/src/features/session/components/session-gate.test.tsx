import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../../../config/storage-keys.js';
import {
  anOrganization,
  aPage,
  aTeamOrganization,
  aUser,
  fakeApi,
  signedInApi,
} from '../../../testing/fake-api.js';
import { stubFullPageNavigation } from '../../../testing/full-page-navigation.js';
import { renderApp } from '../../../testing/render-app.js';

const TEAM = aTeamOrganization();

const navigation = stubFullPageNavigation();

/** The gateway refuses the organizations: the address is not verified. */
const ORGANIZATIONS_REFUSED = {
  'GET /api/organizations': {
    status: 403,
    body: { message: 'Seu endereço de e-mail não foi verificado', code: 'auth.email_not_verified' },
  },
};

/** Signed in (identity says verified), but the gateway refuses. */
const unverifiedApi = () => signedInApi({ routes: ORGANIZATIONS_REFUSED });

/** Opens the dashboard and waits for the verification page it is sent to. */
const openRefusedDashboard = async () => {
  const app = renderApp('/business/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Confirme o seu e-mail' });
  return app;
};

describe('start-up', () => {
  it('sends a visitor without a session to sign in, to come back to the same address', async () => {
    window.history.replaceState(null, '', '/business/dashboard?tab=recent');
    fakeApi({ 'GET /api/me': { status: 401, body: { message: 'Unauthenticated.' } } });
    renderApp('/business/dashboard?tab=recent');
    await waitFor(() =>
      expect(navigation.assign).toHaveBeenCalledWith(
        '/auth/login?continue=%2Fbusiness%2Fdashboard%3Ftab%3Drecent',
      ),
    );
    // The waiting page stays while the browser leaves; no alert, no area.
    expect(screen.getByRole('heading', { level: 1, name: 'Só um instante' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the stored organization when the user still belongs to it', async () => {
    localStorage.setItem(STORAGE_KEYS.organization, btoa(TEAM.id));
    const api = signedInApi({ organizations: [anOrganization(), TEAM] });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBe(btoa(TEAM.id));
    expect(api.to('GET /api/me').at(-1)!.headers.get('X-Organization')).toBe(TEAM.id);
  });

  it('falls back to the personal workspace when the stored organization is not listed', async () => {
    localStorage.setItem(STORAGE_KEYS.organization, btoa('3b9d0000-0000-4000-8000-00000000dead'));
    localStorage.setItem(STORAGE_KEYS.owner, btoa('true'));
    const personal = anOrganization();
    const api = signedInApi({ organizations: [TEAM, personal] });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.organization)).toBe(btoa(personal.id)));
    expect(api.to('GET /api/me').at(-1)!.headers.get('X-Organization')).toBe(personal.id);
  });

  it('starts over without the stored organization when identity says the user left it', async () => {
    localStorage.setItem(STORAGE_KEYS.organization, btoa(TEAM.id));
    const personal = anOrganization();
    const api = signedInApi({
      organizations: [personal],
      routes: {
        'GET /api/me': (request) =>
          request.headers.get('X-Organization') === TEAM.id
            ? {
                status: 403,
                body: { message: 'Você não pertence a esta organização.', code: 'auth.not_a_member' },
              }
            : { body: aUser() },
      },
    });
    renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.organization)).toBe(btoa(personal.id)));
    expect(api.to('GET /api/me').map((call) => call.headers.get('X-Organization'))).toEqual([
      TEAM.id,
      null,
      personal.id,
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a retry when the account cannot be loaded', async () => {
    const api = fakeApi({ 'GET /api/me': { status: 500, body: { message: 'Server error.' } } });
    renderApp('/business/dashboard');
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível concluir a ação');
    api.answer('GET /api/me', { body: aUser() });
    api.answer('GET /api/organizations', { body: aPage([anOrganization()]) });
    retry.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
  });

  it("adopts the account's language when none was picked on this browser", async () => {
    signedInApi({ user: { lang: 'en' } });
    const { i18n } = renderApp('/business/dashboard', 'pt-BR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    expect(i18n.language).toBe('en');
    // Remembered, so the next load of this browser starts in it, before the account has loaded.
    expect(localStorage.getItem(STORAGE_KEYS.accountLanguage)).toBe(btoa('en'));
  });

  it('keeps the language picked on this browser over the account one', async () => {
    localStorage.setItem(STORAGE_KEYS.language, btoa('es'));
    signedInApi({ user: { lang: 'en' } });
    renderApp('/business/dashboard', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.accountLanguage)).toBe(btoa('en'));
  });
});

describe('e-mail verification', () => {
  const unverified = () =>
    fakeApi({
      'GET /api/me': { body: aUser({ email_verified: false, email: 'nova@example.com' }) },
      ...ORGANIZATIONS_REFUSED,
    });

  it('takes an unverified user from the area to the verification page, without listing organizations', async () => {
    const api = unverified();
    const { router } = renderApp('/business/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirme o seu e-mail' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/verify-email');
    expect(screen.getByText('nova@example.com')).toBeTruthy();
    expect(api.to('GET /api/organizations')).toEqual([]);
  });

  it("goes to the verification page when a call answers 'Your email address is not verified'", async () => {
    // /me still says verified (a cached answer); the gateway knows better.
    unverifiedApi();
    const { router } = await openRefusedDashboard();
    expect(router.state.location.pathname).toBe('/account/verify-email');
  });

  it('moves on by itself once the gateway stops refusing a user identity says is verified', async () => {
    const api = unverifiedApi();
    const { router } = await openRefusedDashboard();
    api.answer('GET /api/organizations', { body: aPage([anOrganization()]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' }, { timeout: 4_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/dashboard');
  });

  it('resends the e-mail and says so', async () => {
    const api = unverified();
    api.answer('POST /api/me/resend-email-verification', { status: 204 });
    renderApp('/account/verify-email');
    (await screen.findByRole('button', { name: 'Reenviar e-mail' })).click();
    expect((await screen.findByRole('status')).textContent).toBe('Enviamos um novo e-mail de confirmação.');
    expect(api.to('POST /api/me/resend-email-verification')).toHaveLength(1);
  });

  it('asks to wait a minute when resending too soon', async () => {
    const api = unverified();
    api.answer('POST /api/me/resend-email-verification', {
      status: 429,
      body: { message: 'Please wait 42 seconds before asking for another verification email.' },
    });
    renderApp('/account/verify-email');
    (await screen.findByRole('button', { name: 'Reenviar e-mail' })).click();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Aguarde um minuto antes de pedir outro e-mail.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when resending failed', async () => {
    const api = unverified();
    api.answer('POST /api/me/resend-email-verification', { status: 500, body: { message: 'Server error.' } });
    renderApp('/account/verify-email');
    (await screen.findByRole('button', { name: 'Reenviar e-mail' })).click();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível reenviar o e-mail, tente novamente.',
    );
  });

  it('moves on to the dashboard once the link was followed', async () => {
    const api = unverified();
    const { router } = renderApp('/account/verify-email');
    const check = await screen.findByRole<HTMLButtonElement>('button', { name: 'Já confirmei' });
    await waitFor(() => expect(check.disabled).toBe(false));
    api.answer('GET /api/me', { body: aUser() });
    api.answer('GET /api/organizations', { body: aPage([anOrganization()]) });
    check.click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/dashboard');
  });

  it('signs out from the verification page', async () => {
    localStorage.setItem(STORAGE_KEYS.organization, btoa('some-org'));
    unverified();
    renderApp('/account/verify-email');
    (await screen.findByRole('button', { name: 'Sair' })).click();
    expect(navigation.post).toHaveBeenCalledWith('/auth/logout', { csrf_token: 'csrf-of-the-session' });
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBeNull();
  });
});
