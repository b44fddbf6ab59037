import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { clickInDialog, dialog, typeInDialog } from '../../../testing/dialog-queries.js';
import { anOrganization, type FakeReply, invalidReply, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import type { WebhookDelivery, WebhookEndpoint } from '../api/webhooks-api.js';

const BASE = '/api/organizations/integrations/webhooks';

const anEndpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'ep-1',
  url: 'https://hooks.example.com/rubrica',
  description: 'ERP',
  event_types: ['envelope.completed', 'envelope.sent'],
  enabled: true,
  disabled_reason: null,
  previous_secret_expires_at: null,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const aDelivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'dl-1',
  endpoint_id: 'ep-1',
  event_id: 'msg_123',
  event_type: 'envelope.completed',
  envelope_id: 'env-1',
  manual: false,
  status: 'failed',
  attempts: 2,
  next_attempt_at: null,
  created_at: '2026-11-21T12:00:00.000Z',
  log: [
    {
      attempt: 1,
      request: {
        url: 'https://hooks.example.com/rubrica',
        headers: {},
        body: '{"type":"envelope.completed"}',
      },
      response_status: 500,
      response_excerpt: 'upstream down',
      error: null,
      duration_ms: 42,
      attempted_at: '2026-11-21T12:00:01.000Z',
    },
  ],
  ...overrides,
});

const page = (data: WebhookDelivery[]) => ({
  data,
  links: { next: null, prev: null },
  meta: { current_page: 1, per_page: 10, total: data.length, last_page: 1 },
});

const webhooksApi = (
  endpoints: WebhookEndpoint[],
  routes: Record<string, FakeReply | ((r: Request) => FakeReply)> = {},
) =>
  signedInApi({
    routes: {
      [`GET ${BASE}`]: { body: { data: endpoints } },
      [`GET ${BASE}/event-types`]: {
        body: { data: ['envelope.created', 'envelope.sent', 'envelope.completed', 'envelope.rejected'] },
      },
      ...routes,
    },
  });

describe('webhooks tab', () => {
  it('registers an endpoint for the chosen events and shows its signing secret once', async () => {
    const api = webhooksApi([], {
      [`POST ${BASE}`]: { status: 201, body: { ...anEndpoint(), secret: 'whsec_c2VncmVkbw==' } },
    });
    renderApp('/account/integrations/webhooks');
    expect(await screen.findByText('Nenhum endpoint cadastrado.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Webhooks', current: 'page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Novo endpoint' }));
    clickInDialog('Cadastrar');
    expect(within(dialog()).getByText('O campo URL do endpoint é obrigatório.')).toBeTruthy();
    expect(within(dialog()).getByText('Escolha pelo menos um evento.')).toBeTruthy();
    typeInDialog('URL do endpoint', 'https://hooks.example.com/rubrica');
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Envelope concluído/ }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Envelope enviado/ }));
    clickInDialog('Cadastrar');
    const shown = await screen.findByRole('dialog', { name: 'Endpoint cadastrado' });
    expect(api.to(`POST ${BASE}`)[0]!.body).toEqual({
      url: 'https://hooks.example.com/rubrica',
      description: '',
      event_types: ['envelope.completed', 'envelope.sent'],
      enabled: true,
    });
    expect(api.to(`POST ${BASE}`)[0]!.headers.get('X-Organization')).toBeTruthy();
    expect((within(shown).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(
      'whsec_c2VncmVkbw==',
    );
    fireEvent.click(within(shown).getByRole('button', { name: 'Já copiei' }));
    expect(screen.queryByDisplayValue('whsec_c2VncmVkbw==')).toBeNull();
  });

  it('shows the outbound guard refusal of an address under the URL field', async () => {
    webhooksApi([], {
      [`POST ${BASE}`]: invalidReply('Este endereço não pode ser chamado.', {
        url: ['Este endereço não pode ser chamado.'],
      }),
    });
    renderApp('/account/integrations/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo endpoint' }));
    typeInDialog('URL do endpoint', 'http://0x7f.1/hook');
    await within(dialog()).findByRole('checkbox', { name: /Envelope criado/ });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Todos os eventos' }));
    clickInDialog('Cadastrar');
    expect(await within(dialog()).findByText('Este endereço não pode ser chamado.')).toBeTruthy();
    expect(within(dialog()).getByLabelText('URL do endpoint').getAttribute('aria-invalid')).toBe('true');
  });

  it('rotates the secret with the chosen overlap and shows the new one once', async () => {
    const api = webhooksApi([anEndpoint()], {
      [`POST ${BASE}/ep-1/rotate-secret`]: {
        body: {
          ...anEndpoint({ previous_secret_expires_at: '2026-11-28T12:00:00.000Z' }),
          secret: 'whsec_bm92bw==',
        },
      },
    });
    renderApp('/account/integrations/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Girar segredo' }));
    typeInDialog(/continua assinando junto/, '3600');
    clickInDialog('Girar');
    const shown = await screen.findByRole('dialog', { name: 'Novo segredo de assinatura' });
    expect((within(shown).getByLabelText('Segredo de assinatura') as HTMLInputElement).value).toBe(
      'whsec_bm92bw==',
    );
    expect(api.to(`POST ${BASE}/ep-1/rotate-secret`)[0]!.body).toEqual({ overlap_seconds: 3600 });
  });

  it('sends a test event, switches the endpoint off, and says why the platform disabled one', async () => {
    const api = webhooksApi(
      [
        anEndpoint(),
        anEndpoint({
          id: 'ep-2',
          url: 'https://down.example.com/hook',
          enabled: false,
          disabled_reason: 'delivery dl-9 failed 12 times; last: HTTP 500',
        }),
      ],
      {
        [`POST ${BASE}/ep-1/test`]: {
          status: 202,
          body: aDelivery({ event_type: 'webhook.test', status: 'pending' }),
        },
        [`PATCH ${BASE}/ep-1`]: { body: anEndpoint({ enabled: false }) },
      },
    );
    renderApp('/account/integrations/webhooks');
    const first = (
      await screen.findByRole('heading', { level: 2, name: 'https://hooks.example.com/rubrica' })
    ).closest('li') as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Enviar evento de teste' }));
    expect(
      await screen.findByText('Evento de teste enviado. Veja o resultado no registro de entregas.'),
    ).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(api.to(`PATCH ${BASE}/ep-1`)[0]?.body).toEqual({ enabled: false }));
    const second = screen
      .getByRole('heading', { level: 2, name: 'https://down.example.com/hook' })
      .closest('li')!;
    expect(
      within(second as HTMLElement).getByText(/Desativado automaticamente após falhas seguidas/),
    ).toBeTruthy();
    expect(
      within(second as HTMLElement).getByText('delivery dl-9 failed 12 times; last: HTTP 500'),
    ).toBeTruthy();
  });

  it('shows the delivery log with its attempts, filters it by status and redelivers an event', async () => {
    const statuses: Array<string | null> = [];
    const api = webhooksApi([anEndpoint()], {
      [`GET ${BASE}/ep-1/deliveries`]: (request) => {
        const status = new URL(request.url).searchParams.get('status');
        statuses.push(status);
        return { body: page(status === 'succeeded' ? [] : [aDelivery()]) };
      },
      [`POST ${BASE}/deliveries/dl-1/redeliver`]: {
        status: 202,
        body: aDelivery({ id: 'dl-2', manual: true }),
      },
    });
    const { router } = renderApp('/account/integrations/webhooks');
    fireEvent.click(await screen.findByRole('link', { name: 'Entregas' }));
    expect(router.state.location.search).toBe('?endpoint=ep-1');
    const table = await screen.findByRole('table', {
      name: 'Entregas para https://hooks.example.com/rubrica',
    });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Envelope concluído')).toBeTruthy();
    expect(within(row).getByText('Falhou')).toBeTruthy();
    expect(within(row).getByText('500')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Detalhes' }));
    expect(within(table).getByText('upstream down')).toBeTruthy();
    expect(within(table).getByText('{"type":"envelope.completed"}')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('Evento reenviado.')).toBeTruthy();
    expect(api.to(`POST ${BASE}/deliveries/dl-1/redeliver`)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'succeeded' } });
    expect(await screen.findByText('Nenhuma entrega nesta situação.')).toBeTruthy();
    expect(statuses).toContain('succeeded');
    expect(api.to(`GET ${BASE}/ep-1/deliveries`)[0]!.headers.get('X-Organization')).toBeTruthy();
  });

  it('reads the log again by itself while a delivery is pending', async () => {
    let answered = 0;
    webhooksApi([anEndpoint()], {
      [`GET ${BASE}/ep-1/deliveries`]: () => {
        answered += 1;
        return {
          body: page([aDelivery(answered === 1 ? { status: 'pending', log: [] } : { status: 'succeeded' })]),
        };
      },
    });
    renderApp('/account/integrations/webhooks?endpoint=ep-1');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Pendente')).toBeTruthy();
    expect(await within(table).findByText('Entregue', {}, { timeout: 5_000 })).toBeTruthy();
    expect(answered).toBeGreaterThanOrEqual(2);
  });

  it('deletes an endpoint after confirming', async () => {
    const api = webhooksApi([anEndpoint()], { [`DELETE ${BASE}/ep-1`]: { status: 204 } });
    renderApp('/account/integrations/webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    clickInDialog('Excluir');
    expect(await screen.findByText('Endpoint excluído.')).toBeTruthy();
    expect(api.to(`DELETE ${BASE}/ep-1`)).toHaveLength(1);
  });

  it('sends a member who is not the owner to the profile', async () => {
    const api = signedInApi({ organizations: [anOrganization({ is_owner: false })] });
    const { router } = renderApp('/account/integrations/webhooks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(api.requests.filter((request) => request.path.startsWith(BASE))).toEqual([]);
  });
});
