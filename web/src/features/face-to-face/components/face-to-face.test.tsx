import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { LinkRecipient, RecipientView, ViewField } from '../../../lib/envelopes/recipient-view.js';
import {
  aPagedList,
  anEnvelope,
  aRecipient,
  aRecipientEntry,
  aRecipientView,
  aViewDocument,
} from '../../../testing/envelope-fixtures.js';
import { signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

vi.mock('../../signing-viewer/utils/pdf-loader.js', async () =>
  (await import('../../../testing/fake-pdf-loader.js')).fakePdfLoader(1),
);

const LIST = 'GET /api/envelopes/face-to-face';
const inPerson = (name: string, state: 'waiting' | 'signing' = 'waiting') =>
  aRecipient({
    name,
    type: 'in-person-signer',
    state,
    addressees: [{ name, value: '', via: 'face-to-face', identifiers: [] }],
  });

beforeEach(() => {
  document.cookie = 'rubrica_csrf=csrf-1; Path=/';
  URL.createObjectURL = vi.fn(() => 'blob:image');
});

describe('in-person list', () => {
  it('groups in-person signers by envelope, asking for waiting and signing ones', async () => {
    const carla = inPerson('Carla Dias');
    let query: URLSearchParams | undefined;
    signedInApi({
      routes: {
        [LIST]: (request) => {
          query = new URL(request.url).searchParams;
          return {
            body: aPagedList([
              anEnvelope({
                id: 'e1',
                title: 'Locação',
                recipients: [carla, inPerson('Davi Reis', 'signing')],
              }),
              anEnvelope({ id: 'e2', title: 'Compra', recipients: [inPerson('Eva Luz')] }),
            ]),
          };
        },
      },
    });
    renderApp('/business/envelopes/face-to-face');
    const group = await screen.findByRole('region', { name: 'Locação' });
    expect(within(group).getByText('Carla Dias')).toBeTruthy();
    expect(within(group).getByText('Davi Reis')).toBeTruthy();
    expect(
      (within(group).getByRole('button', { name: 'Assinar como Davi Reis' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByRole('region', { name: 'Compra' })).toBeTruthy();
    expect(query?.get('filter[state]')).toBe('waiting,signing');
  });

  it('shows the empty state, and refreshes on demand', async () => {
    const api = signedInApi({ routes: { [LIST]: { body: aPagedList([]) } } });
    renderApp('/business/envelopes/face-to-face');
    expect(await screen.findByText('Nenhum envelope aguardando assinatura presencial.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(2));
  });

  it("mints the signer's token and opens the in-person document page with it", async () => {
    const carla = inPerson('Carla Dias');
    const api = signedInApi({
      routes: {
        [LIST]: { body: aPagedList([anEnvelope({ id: 'e1', title: 'Locação', recipients: [carla] })]) },
        [`POST /api/envelopes/e1/recipients/${carla.id}/face-to-face-token`]: {
          body: { action_token: 'f2f-1' },
        },
      },
    });
    const { router } = renderApp('/business/envelopes/face-to-face');
    fireEvent.click(await screen.findByRole('button', { name: 'Assinar como Carla Dias' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/business/envelopes/face-to-face/f2f-1'),
    );
    expect(api.to(`POST /api/envelopes/e1/recipients/${carla.id}/face-to-face-token`)).toHaveLength(1);
  });
});

describe('in-person document page', () => {
  const carla = inPerson('Carla Dias');
  const field: ViewField = {
    id: 'sig-1',
    recipient: carla.id,
    type: 'signature',
    title: 'Assine aqui',
    name: null,
    value: null,
    options: null,
    is_required: true,
    disabled: false,
    widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.5, width: 0.3, height: 0.1 }],
  };
  const entry = aRecipientEntry({
    id: carla.id,
    type: 'in-person-signer',
    addressees: [{ name: 'Carla Dias', value: '', via: 'face-to-face', identifiers: [] }],
  });
  const view = (signed: boolean): RecipientView =>
    aRecipientView({
      id: 'e1',
      title: 'Locação',
      state: 'in-transit',
      created_at: '2026-03-01T12:00:00.000Z',
      recipients: [entry],
      documents: [
        aViewDocument({ id: 'd1', name: 'Contrato.pdf', links: { display: '/api/x' }, fields: [field] }),
      ],
      recipient: {
        ...entry,
        action: 'sign',
        is_current: true,
        can_act: !signed,
        is_sender: false,
        ...(signed ? { state: 'done' } : {}),
      } as LinkRecipient,
    });

  it('names the signer, offers only drawing, and keeps Sign disabled while the signature is missing', async () => {
    signedInApi({ routes: { 'GET /api/p/envelopes/recipients/f2f-1': { body: view(false) } } });
    renderApp('/business/envelopes/face-to-face/f2f-1');
    expect(await screen.findByText('Assinante: Carla Dias')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Informações do envelope' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Assinar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Assine aqui' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar assinatura' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByLabelText('Área de desenho')).toBeTruthy();
  });

  it('enables Sign once the signature exists, and the done modal returns to the list', async () => {
    let views = 0;
    signedInApi({
      routes: {
        'GET /api/p/envelopes/recipients/f2f-1': () => {
          const body = view(views++ > 0);
          // The signature was drawn already: its preview is asked for.
          return {
            body: {
              ...body,
              recipient: { ...body.recipient, signature_images: { signature: true, initials: false } },
            },
          };
        },
        'GET /api/p/signature-profiles/f2f-1/signature/preview': { body: {} },
        'POST /api/p/envelopes/recipients/f2f-1': { status: 202, body: {} },
        [LIST]: { body: aPagedList([]) },
      },
    });
    const { router } = renderApp('/business/envelopes/face-to-face/f2f-1');
    const sign = await screen.findByRole('button', { name: 'Assinar' });
    await waitFor(() => expect((sign as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(sign);
    const done = await screen.findByRole('dialog', { name: 'Documento assinado' });
    expect(within(done).queryByRole('link', { name: 'Entrar' })).toBeNull();
    // The footer's close button (the header's cross has the same name).
    fireEvent.click(within(done).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/envelopes/face-to-face'));
  });
});
