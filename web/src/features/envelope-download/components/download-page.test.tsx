import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { RecipientView, ViewDocument } from '../../../lib/envelopes/recipient-view.js';
import { aRecipientEntry, aRecipientView, aViewDocument } from '../../../testing/envelope-fixtures.js';
import { fakeApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

const TOKEN = 'dl-1';
const VIEW = `GET /api/p/envelopes/recipients/${TOKEN}`;

const aDocument = (id: string, name: string): ViewDocument => aViewDocument({ id, name });

const signer = aRecipientEntry({
  name: 'Ana Souza',
  email: 'ana@example.com',
  state: 'done',
  addressees: [
    {
      name: 'Ana Souza',
      value: 'ana@example.com',
      via: 'email',
      identifiers: [
        { code: 'CPF', title: 'CPF', value: '529.982.247-25', is_required: true, is_filled: true },
        { code: 'PHOTO', title: 'Foto', value: null, is_required: true, is_filled: true },
      ],
    },
  ],
});
const inPerson = aRecipientEntry({
  type: 'in-person-signer',
  state: 'done',
  addressees: [
    { name: 'Bruno Presencial', value: 'bruno-hidden@example.com', via: 'face-to-face', identifiers: [] },
  ],
});

const aView = (documents: ViewDocument[], overrides: Partial<RecipientView> = {}): RecipientView =>
  aRecipientView({
    id: 'env-1',
    title: 'Contrato final',
    state: 'completed',
    created_at: '2026-03-01T12:00:00.000Z',
    expire_at: null,
    effective_date_reminder_at: '2026-06-01T12:00:00.000Z',
    recipients: [signer, inPerson],
    documents,
    recipient: { ...signer, action: 'sign', is_current: true, can_act: false, is_sender: false },
    ...overrides,
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

describe('download page', () => {
  it('offers all signed documents and all signature pages for several documents', async () => {
    const api = fakeApi({
      [VIEW]: { body: aView([aDocument('d1', 'Contrato.pdf'), aDocument('d2', 'Anexo.pdf')]) },
      [`GET /api/p/envelopes/${TOKEN}/download`]: { body: {} },
      [`GET /api/p/envelopes/${TOKEN}/background-sheet/download`]: { body: {} },
    });
    renderApp(`/business/envelopes/download/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar todos os documentos assinados' }));
    await waitFor(() => expect(api.to(`GET /api/p/envelopes/${TOKEN}/download`)).toHaveLength(1));
    const pages = screen.getByRole('button', {
      name: 'Baixar todas as folhas de assinaturas',
    }) as HTMLButtonElement;
    await waitFor(() => expect(pages.disabled).toBe(false));
    fireEvent.click(pages);
    await waitFor(() =>
      expect(api.to(`GET /api/p/envelopes/${TOKEN}/background-sheet/download`)).toHaveLength(1),
    );
    expect(screen.queryByRole('link', { name: 'Documento assinado' })).toBeNull();
  });

  it('gives a single document direct links instead', async () => {
    fakeApi({ [VIEW]: { body: aView([aDocument('d1', 'Contrato.pdf')]) } });
    renderApp(`/business/envelopes/download/${TOKEN}`);
    const link = await screen.findByRole('link', { name: 'Documento assinado' });
    expect(link.getAttribute('href')).toBe(`/api/p/envelopes/${TOKEN}/download`);
    expect(screen.getByRole('link', { name: 'Folha de assinaturas' }).getAttribute('href')).toBe(
      `/api/p/envelopes/${TOKEN}/background-sheet/download`,
    );
    expect(screen.queryByRole('button', { name: 'Baixar todos os documentos assinados' })).toBeNull();
  });

  it('has a menu per document with the signed document and the signature page', async () => {
    const api = fakeApi({
      [VIEW]: { body: aView([aDocument('d1', 'Contrato.pdf'), aDocument('d2', 'Anexo.pdf')]) },
      [`GET /api/p/envelopes/${TOKEN}/documents/d2/display`]: { body: {} },
    });
    renderApp(`/business/envelopes/download/${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Opções de Anexo.pdf' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Folha de assinaturas' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Documento assinado' }));
    await waitFor(() => expect(api.to(`GET /api/p/envelopes/${TOKEN}/documents/d2/display`)).toHaveLength(1));
  });

  it('shows dates or none, the status, and recipients with identifiers, hiding in-person addresses', async () => {
    fakeApi({ [VIEW]: { body: aView([aDocument('d1', 'Contrato.pdf')]) } });
    renderApp(`/business/envelopes/download/${TOKEN}`);
    const details = await screen.findByRole('region', { name: 'Detalhes' });
    expect(within(details).getByText('Nenhum')).toBeTruthy();
    expect(within(details).getByText(/01\/06\/2026/)).toBeTruthy();
    expect(within(details).getByText('Concluído')).toBeTruthy();
    const recipients = screen.getByRole('region', { name: 'Destinatários' });
    expect(within(recipients).getByText('ana@example.com')).toBeTruthy();
    expect(within(recipients).getByText('CPF: 529.982.247-25')).toBeTruthy();
    expect(within(recipients).queryByText(/Foto/)).toBeNull();
    expect(within(recipients).getByText('Bruno Presencial')).toBeTruthy();
    expect(within(recipients).queryByText('bruno-hidden@example.com')).toBeNull();
    expect(within(recipients).getAllByText('Assinado')).toHaveLength(2);
  });

  it("alerts 'invalid token' and goes to the 404 page for a refused token", async () => {
    fakeApi({ [VIEW]: { status: 400, body: { message: 'invalid token' } } });
    const { router } = renderApp(`/business/envelopes/download/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
