import { afterEach, describe, expect, it, vi } from 'vitest';

import { linkStatusApi } from '../features/link-status/api/link-status-api.js';
import { startLinkStatus } from './link-status-start.js';
import { startLinkRequests } from './start-link-requests.js';
import { createAppStore } from './store.js';

const STATUS = '/api/p/envelopes/recipients/tok-1/status';
const VIEW = '/api/p/envelopes/recipients/tok-1';

/** Answers the link's status with `status` and anything else with an empty object. */
const answering = (status: string) => {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    // The app's requests come as Request objects, early-start's as an address.
    vi.fn(async (input: Request | string) => {
      const path = new URL(typeof input === 'string' ? input : input.url, window.location.href).pathname;
      paths.push(path);
      const body = path === STATUS ? { status } : {};
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return paths;
};

const settled = () => new Promise((done) => setTimeout(done, 50));

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'rubrica_csrf=; max-age=0; path=/';
});

describe('startLinkStatus', () => {
  it("asks for a signing link's status, then its view when the viewer opens", async () => {
    const paths = answering('open');
    startLinkStatus(createAppStore(), '/public/envelopes/viewer/tok-1');
    await vi.waitFor(() => expect(paths).toEqual([STATUS, VIEW]));
  });

  it('does the same for the /business form of the link', async () => {
    const paths = answering('open');
    startLinkStatus(createAppStore(), '/business/envelopes/viewer/tok-1');
    await vi.waitFor(() => expect(paths).toEqual([STATUS, VIEW]));
  });

  it('asks for no view when the link no longer opens the viewer', async () => {
    const paths = answering('signed');
    startLinkStatus(createAppStore(), '/public/envelopes/viewer/tok-1');
    await vi.waitFor(() => expect(paths).toEqual([STATUS]));
    await settled();
    expect(paths).toEqual([STATUS]);
  });

  it('keeps the answer for the gate, which asks nothing more', async () => {
    const paths = answering('signed');
    const store = createAppStore();
    startLinkStatus(store, '/public/envelopes/viewer/tok-1');
    await vi.waitFor(() => expect(paths).toEqual([STATUS]));
    const gate = store.dispatch(linkStatusApi.endpoints.publicStatus.initiate({ token: 'tok-1' }));
    await expect(gate.unwrap()).resolves.toEqual({ status: 'signed' });
    gate.unsubscribe();
    expect(paths).toEqual([STATUS]);
  });

  it('asks nothing elsewhere, nor for a signed-in member', async () => {
    const paths = answering('open');
    startLinkStatus(createAppStore(), '/business/envelopes/download/tok-1');
    startLinkStatus(createAppStore(), '/business/dashboard');
    document.cookie = 'rubrica_csrf=csrf-of-the-session; path=/';
    startLinkStatus(createAppStore(), '/public/envelopes/viewer/tok-1');
    await settled();
    expect(paths).toEqual([]);
  });
});

describe('startLinkRequests', () => {
  it("asks for the link's status, then its view, and the app's own start-up requests take those answers", async () => {
    const asked = answering('open');
    document.documentElement.lang = 'es';
    startLinkRequests('tok-1', 'es');
    await vi.waitFor(() => expect(asked).toEqual([STATUS, VIEW]));
    const store = createAppStore();
    startLinkStatus(store, '/public/envelopes/viewer/tok-1');
    await vi.waitFor(() =>
      expect(linkStatusApi.endpoints.publicStatus.select({ token: 'tok-1' })(store.getState()).data).toEqual({
        status: 'open',
      }),
    );
    await settled();
    expect(asked).toEqual([STATUS, VIEW]);
    const request = vi.mocked(fetch).mock.calls[0]![0] as string;
    expect(request).toBe(STATUS);
    expect(vi.mocked(fetch).mock.calls[0]![1]?.headers).toMatchObject({ 'Accept-Language': 'es' });
  });

  it('asks for no view when the link no longer opens the viewer', async () => {
    const asked = answering('signed');
    startLinkRequests('tok-1', 'pt-BR');
    await settled();
    expect(asked).toEqual([STATUS]);
  });

  it('asks for the view when the status cannot be had, as the gate then opens the viewer', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        asked.push(input);
        return new Response('{}', { status: 500 });
      }),
    );
    startLinkRequests('tok-1', 'pt-BR');
    await vi.waitFor(() => expect(asked).toEqual([STATUS, VIEW]));
  });
});
