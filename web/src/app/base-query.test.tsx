import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { envelopesApi } from '../api/envelopes.js';
import { STORAGE_KEYS } from '../config/storage-keys.js';
import { createI18n } from '../i18n/create-i18n.js';
import { fullPageNavigation } from '../lib/full-page-navigation.js';
import { fakeApi, type FakeReply } from '../testing/fake-api.js';
import { AlertStack } from './alert-stack.js';
import { ALERT_LIFETIME_MS, selectAlerts } from './alerts.slice.js';
import { api } from './api.js';
import { CSRF_HEADER, fieldErrorsOf, ORGANIZATION_HEADER } from './base-query.js';
import { selectEmailVerificationRequired } from './session.slice.js';
import { createAppStore, type AppStore } from './store.js';
import { organizationSelected, selectOrganizationId } from './workspace.slice.js';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => 'probe' }),
    probeWrite: build.mutation<unknown, { method: string }>({
      query: ({ method }) => ({ url: 'probe', method, body: { name: 'x' } }),
    }),
    probeQuiet: build.query<unknown, void>({
      query: () => 'probe',
      extraOptions: { handles: [404] },
    }),
  }),
});

let assign: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {});
  window.history.replaceState(null, '', '/business/documents/sent/completed?page=2');
});

afterEach(() => {
  assign.mockRestore();
});

const answering = (reply: FakeReply) => fakeApi({ 'GET /api/probe': reply });

const read = (store: AppStore) => store.dispatch(probeApi.endpoints.probeRead.initiate());

const renderAlerts = (store: AppStore) =>
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n('en')}>
        <AlertStack />
      </I18nextProvider>
    </Provider>,
  );

/** A fresh store after one read that the server answered with `reply`. */
const storeAfterRead = async (reply: FakeReply) => {
  answering(reply);
  const store = createAppStore();
  await read(store);
  return store;
};

const SIGN_IN_HERE = '/auth/login?continue=%2Fbusiness%2Fdocuments%2Fsent%2Fcompleted%3Fpage%3D2';

describe('every API call', () => {
  it.each<[string, FakeReply]>([
    ['401', { status: 401, body: { message: 'Unauthenticated.' } }],
    ['412', { status: 412, body: { message: 'Precondition failed.' } }],
    [
      "403 'You must complete your registration'",
      {
        status: 403,
        body: { message: 'Você precisa concluir seu cadastro', code: 'auth.registration_incomplete' },
      },
    ],
  ])('sends the user to sign in on %s, coming back to the page they were on', async (_, reply) => {
    const store = await storeAfterRead(reply);
    expect(assign).toHaveBeenCalledWith(SIGN_IN_HERE);
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it.each<[string, FakeReply]>([
    [
      "billing's 412 'payment in progress' (the screen words it)",
      {
        status: 412,
        body: { message: 'You already have a payment in progress', code: 'subscription.payment_in_progress' },
      },
    ],
    ['402', { status: 402, body: { message: 'Payment required.' } }],
  ])('neither signs the user out nor alerts on %s', async (_, reply) => {
    const store = await storeAfterRead(reply);
    expect(assign).not.toHaveBeenCalled();
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it("flags the account for e-mail verification on 403 'Your email address is not verified'", async () => {
    const store = await storeAfterRead({
      status: 403,
      body: { message: 'Seu endereço de e-mail não foi verificado', code: 'auth.email_not_verified' },
    });
    expect(selectEmailVerificationRequired(store.getState())).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('forgets a stored organization the user no longer belongs to', async () => {
    answering({
      status: 403,
      body: { message: 'Você não pertence a esta organização.', code: 'auth.not_a_member' },
    });
    const store = createAppStore();
    store.dispatch(organizationSelected({ organizationId: 'org-gone', isOwner: true }));
    await read(store);
    expect(selectOrganizationId(store.getState())).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.organization)).toBeNull();
  });

  it('passes 422 field errors back to the form, without an alert', async () => {
    const errors = { name: ['The name field is required.'] };
    fakeApi({ 'POST /api/probe': { status: 422, body: { message: 'The given data was invalid.', errors } } });
    const store = createAppStore();
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(fieldErrorsOf(result.error)).toEqual(errors);
    expect(selectAlerts(store.getState())).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('raises the generic alert on a 500, which closes itself after 10 seconds', async () => {
    vi.useFakeTimers();
    answering({ status: 500, body: { message: 'Server error.', correlation_id: 'c-1' } });
    const store = createAppStore();
    renderAlerts(store);
    await act(() => read(store));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The action could not be completed, please try again.');
    await act(() => vi.advanceTimersByTimeAsync(ALERT_LIFETIME_MS - 100));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('raises the generic alert on other refusals and when the server cannot be reached', async () => {
    const store = await storeAfterRead({ status: 403, body: { message: 'This function cannot be removed' } });
    expect(selectAlerts(store.getState()).map((alert) => alert.messageKey)).toEqual(['alerts.generic']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = createAppStore();
    await read(offline);
    expect(selectAlerts(offline.getState())).toHaveLength(1);
  });

  it('shows one alert when several calls fail alike', async () => {
    answering({ status: 503, body: { message: 'Service unavailable.' } });
    const store = createAppStore();
    await Promise.all([
      read(store),
      store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'DELETE' })),
    ]);
    expect(selectAlerts(store.getState())).toHaveLength(1);
  });

  it('lets a call show the statuses it handles itself', async () => {
    answering({ status: 404, body: { message: 'Not found.' } });
    const store = createAppStore();
    await store.dispatch(probeApi.endpoints.probeQuiet.initiate());
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('closes an alert from its keyboard-reachable close button', async () => {
    answering({ status: 500, body: { message: 'Server error.' } });
    const store = createAppStore();
    renderAlerts(store);
    await act(() => read(store));
    const close = screen.getByRole('button', { name: 'Close notification' });
    close.focus();
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('CSRF header', () => {
  beforeEach(() => {
    document.cookie = 'rubrica_csrf=csrf-token-1; Path=/';
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('echoes the rubrica_csrf cookie on %s', async (method) => {
    const server = fakeApi({ [`${method} /api/probe`]: { status: 200, body: {} } });
    await createAppStore().dispatch(probeApi.endpoints.probeWrite.initiate({ method }));
    expect(server.requests[0]!.headers.get(CSRF_HEADER)).toBe('csrf-token-1');
  });

  it('is not sent on GET', async () => {
    const server = answering({ status: 200, body: {} });
    await read(createAppStore());
    expect(server.requests[0]!.headers.has(CSRF_HEADER)).toBe(false);
  });

  it('is left off when there is no CSRF cookie', async () => {
    document.cookie = 'rubrica_csrf=; Max-Age=0; Path=/';
    const server = fakeApi({ 'POST /api/probe': { status: 200, body: {} } });
    await createAppStore().dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'POST' }));
    expect(server.requests[0]!.headers.has(CSRF_HEADER)).toBe(false);
  });
});

describe('organization header', () => {
  it('names the selected organization on a state-changing call too', async () => {
    const server = fakeApi({ 'PATCH /api/probe': { status: 200, body: {} } });
    const store = createAppStore();
    store.dispatch(organizationSelected({ organizationId: 'org-5', isOwner: false }));
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ method: 'PATCH' }));
    expect(server.requests[0]!.headers.get(ORGANIZATION_HEADER)).toBe('org-5');
  });
});

describe('language', () => {
  it('asks the server for its messages in the language the page shows', async () => {
    createI18n('es');
    const server = fakeApi({ 'GET /api/probe': { status: 200, body: {} } });
    await read(createAppStore());
    expect(server.requests[0]!.headers.get('Accept-Language')).toBe('es');
    createI18n('pt-BR');
  });

  it('recognises the account refusals by code whatever language their message is in', async () => {
    const store = await storeAfterRead({
      status: 403,
      body: { message: 'Su dirección de correo no está verificada', code: 'auth.email_not_verified' },
    });
    expect(selectEmailVerificationRequired(store.getState())).toBe(true);
    // An English text without the code is no longer matched: only the code counts.
    const other = await storeAfterRead({
      status: 403,
      body: { message: 'Your email address is not verified' },
    });
    expect(selectEmailVerificationRequired(other.getState())).toBe(false);
  });
});

describe('query parameters', () => {
  it("sends a generated call's nested filter under the bracketed name the service reads", async () => {
    let url = '';
    fakeApi({
      'GET /api/envelopes/face-to-face': (request) => {
        url = request.url;
        return { body: { data: [], links: { next: null, prev: null }, meta: {} } };
      },
    });
    await createAppStore().dispatch(
      envelopesApi.endpoints.envelopesFaceToFace.initiate({
        filter: { state: ['waiting', 'signing'] },
        page: 2,
      }),
    );
    expect(new URL(url).search).toBe('?filter%5Bstate%5D=waiting%2Csigning&page=2');
  });
});
