import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { CSRF_COOKIE } from '../../../app/base-query.js';
import { aPage, anOrganization, fakeApi, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { pendingInvitation, rememberInvitation } from '../utils/pending-invitation.js';

const VALIDATE = 'GET /api/organizations/invitations/inv-1';
const ACCEPT = 'POST /api/organizations/invitations/inv-1';
const ADDRESS = '/business/invitation?token=inv-1&email=ana%40example.com';
const PREVIEW = {
  organization: { id: 'org-2', name: 'Acme' },
  email: 'maria@example.com',
  role: { id: 'r-1', name: 'Usuário' },
  expires_at: '2026-12-01T00:00:00.000Z',
};

beforeEach(() => {
  document.cookie = `${CSRF_COOKIE}=csrf; Path=/`;
});

describe('invitation acceptance', () => {
  it('validates the token, accepts it, then goes to the dashboard', async () => {
    const api = signedInApi({
      organizations: [
        anOrganization(),
        anOrganization({ id: 'org-2', name: 'Acme', is_owner: false, is_personal: false }),
      ],
      routes: {
        [VALIDATE]: { body: PREVIEW },
        [ACCEPT]: { status: 201, body: { organization: PREVIEW.organization } },
      },
    });
    const { router, store } = renderApp(ADDRESS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    expect(store.getState().workspace.organizationId).toBe('org-2');
    expect(api.to(VALIDATE)).toHaveLength(1);
    expect(api.to(ACCEPT)).toHaveLength(1);
  });

  it('an invitation of another person shows a modal that leaves only through OK, and is not accepted', async () => {
    const api = signedInApi({
      routes: { [VALIDATE]: { status: 403, body: { message: 'This invitation belongs to another person' } } },
    });
    const { router } = renderApp(ADDRESS);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This invitation belongs to another person');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    expect(api.to(ACCEPT)).toHaveLength(0);
  });

  it('an unknown token shows the error modal', async () => {
    signedInApi({ routes: { [VALIDATE]: { status: 404, body: { message: 'Invitation not found.' } } } });
    renderApp(ADDRESS);
    expect((await screen.findByRole('dialog')).textContent).toContain('Invitation not found.');
  });

  it('a failed acceptance shows the 404 page', async () => {
    signedInApi({
      routes: {
        [VALIDATE]: { body: PREVIEW },
        [ACCEPT]: { status: 409, body: { message: 'Already a member.' } },
      },
    });
    const { router } = renderApp(ADDRESS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('an invitation followed before signing in', () => {
  const LINK = '/_redirect?action=organization_invitation_accept&token=inv-1&email=ana%40example.com';

  it('is remembered by the redirect entry while the person goes to sign in (or sign up)', async () => {
    fakeApi({ 'GET /api/me': { status: 401, body: { message: 'Unauthenticated.' } } });
    renderApp(LINK);
    await waitFor(() => expect(pendingInvitation()).toEqual({ token: 'inv-1', email: 'ana@example.com' }));
  });

  it('is taken up once signed in, wherever the person lands, then forgotten', async () => {
    rememberInvitation({ token: 'inv-1', email: 'ana@example.com' });
    // The list the person lands with names only their own organization; the joined one appears
    // once accepting has gone through, and the joined one is where they stay.
    const personal = anOrganization();
    const acme = anOrganization({ id: 'org-2', name: 'Acme', is_owner: false, is_personal: false });
    let accepted = false;
    const api = signedInApi({
      organizations: [personal, acme],
      routes: {
        // The list after accepting comes a moment later, as over a network.
        'GET /api/organizations': async () => {
          if (!accepted) return { body: aPage([personal]) };
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { body: aPage([personal, acme]) };
        },
        [VALIDATE]: { body: PREVIEW },
        [ACCEPT]: () => {
          accepted = true;
          return { status: 201, body: { organization: PREVIEW.organization } };
        },
      },
    });
    const { router, store } = renderApp('/business/dashboard');
    await waitFor(() => expect(api.to(ACCEPT)).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    await screen.findByRole('heading', { level: 1 });
    expect(store.getState().workspace.organizationId).toBe('org-2');
    expect(pendingInvitation()).toBeNull();
  });

  it('is forgotten after a week, and a signed-in visit then stays where it is', async () => {
    rememberInvitation({ token: 'inv-1', email: 'ana@example.com' }, Date.now() - 8 * 24 * 3_600_000);
    const api = signedInApi({ routes: { [VALIDATE]: { body: PREVIEW } } });
    const { router } = renderApp('/business/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/business/dashboard');
    expect(api.to(VALIDATE)).toHaveLength(0);
  });
});
