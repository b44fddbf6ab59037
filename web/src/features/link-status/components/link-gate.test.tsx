import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { fakeApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import type { LinkStatus } from '../api/link-status-api.js';

const TOKEN = 'tok-used';
const STATUS = `GET /api/p/envelopes/recipients/${TOKEN}/status`;
const VIEW = `GET /api/p/envelopes/recipients/${TOKEN}`;

const aStatus = (overrides: Partial<LinkStatus> = {}): LinkStatus => ({
  status: 'completed',
  envelope: {
    title: 'Contrato de locação',
    state: 'completed',
    ended_at: '2026-11-21T15:00:00.000Z',
    expire_at: null,
    locale: 'pt-BR',
  },
  recipient: { name: 'Ana Souza', type: 'signer', state: 'done', acted_at: '2026-11-20T14:30:00.000Z' },
  download_token: 'tok-download',
  ...overrides,
});

describe('a token page behind its link status', () => {
  it("tells a completed envelope's signer when they signed and leads to the signed documents", async () => {
    const api = fakeApi({ [STATUS]: { body: aStatus() } });
    renderApp(`/business/envelopes/viewer/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope concluído' })).toBeTruthy();
    expect(screen.getByText(/^Você assinou em /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Baixar documentos assinados' }).getAttribute('href')).toBe(
      '/business/envelopes/download/tok-download',
    );
    // The viewer is not asked for an envelope its link no longer opens.
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).not.toContain(VIEW);
  });

  it('tells an approver of a cancelled envelope what happened, with no download', async () => {
    fakeApi({
      [STATUS]: {
        body: aStatus({
          status: 'cancelled',
          recipient: { name: 'Bia', type: 'approver', state: 'done', acted_at: '2026-11-20T14:30:00.000Z' },
          download_token: null,
        }),
      },
    });
    renderApp(`/public/envelopes/viewer/${TOKEN}`, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope cancelled' })).toBeTruthy();
    expect(screen.getByText(/^You approved on /)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download signed documents' })).toBeNull();
  });

  it('says a mangled link is invalid, in the page language, without a sign-in', async () => {
    fakeApi({
      [STATUS]: { body: { status: 'invalid', envelope: null, recipient: null, download_token: null } },
    });
    renderApp(`/business/envelopes/download/${TOKEN}`, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Iniciar sesión/ })).toBeNull();
  });

  it('lets a signer who acted while others still sign open the envelope, read-only, when asked', async () => {
    const api = fakeApi({
      [STATUS]: {
        body: aStatus({
          status: 'acted',
          envelope: { ...aStatus().envelope!, state: 'in-transit', ended_at: null },
          download_token: null,
        }),
      },
    });
    renderApp(`/business/envelopes/viewer/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Você já fez a sua parte' })).toBeTruthy();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).not.toContain(VIEW);
    fireEvent.click(screen.getByRole('button', { name: 'Ver o envelope' }));
    await waitFor(() =>
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(VIEW),
    );
  });

  it('opens the viewer while the link may act', async () => {
    const api = fakeApi({ [STATUS]: { body: aStatus({ status: 'open', download_token: null }) } });
    renderApp(`/business/envelopes/viewer/${TOKEN}`);
    await screen.findByText(/Carregando/);
    await waitFor(() =>
      expect(api.requests.map((request) => `${request.method} ${request.path}`)).toContain(VIEW),
    );
  });
});
