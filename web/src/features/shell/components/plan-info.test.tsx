import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aRecipient, anEnvelope } from '../../../testing/envelope-fixtures.js';
import { anOrganization, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { aSubscription } from '../../../testing/subscription-fixtures.js';

/** The sidebar's "Seu plano" box, once the subscription has been read. */
const planBox = async () => {
  const title = await screen.findByRole('heading', { level: 2, name: 'Seu plano' });
  return title.closest('section') as HTMLElement;
};

/** The value shown beside a label of the plan box ("Plano", "Envelopes restantes"). */
const figure = (box: HTMLElement, label: string) =>
  within(box).getByText(label).nextElementSibling?.textContent;

describe('sidebar plan info', () => {
  it('shows the plan name, the remaining signatures (available minus consumed) and the renewal date', async () => {
    const api = signedInApi({
      routes: { 'GET /api/subscription': { body: aSubscription({ available: 5, consumed: 2 }) } },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    await waitFor(() => expect(figure(box, 'Envelopes restantes')).toBe('3'));
    expect(figure(box, 'Plano')).toBe('Gratuito');
    expect(within(box).getByText('Renova em 01/12/2026')).toBeTruthy();
    // Scoped to the organization the user works in.
    expect(api.to('GET /api/subscription')[0]!.headers.get('X-Organization')).toBe(anOrganization().id);
  });

  it('computes remaining from available and consumed, never below 0', async () => {
    signedInApi({
      routes: {
        'GET /api/subscription': {
          body: {
            ...aSubscription({ available: 3, consumed: 5 }),
            quota: { envelopes: { available: 3, consumed: 5 } },
          },
        },
      },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    await waitFor(() => expect(figure(box, 'Envelopes restantes')).toBe('0'));
  });

  it('gives an owner the plan-details link and the upgrade button to the plans tab', async () => {
    signedInApi({ routes: { 'GET /api/subscription': { body: aSubscription() } } });
    renderApp('/business/dashboard');
    const box = await planBox();
    const upgrade = await within(box).findByRole('link', { name: 'Fazer upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/account/billing/plan?tab=plans');
    expect(within(box).getByRole('link', { name: 'Detalhes do plano' }).getAttribute('href')).toBe(
      '/account/billing/plan?tab=plan-details',
    );
  });

  it('gives a member holding manage_billing the plan links too', async () => {
    signedInApi({
      organizations: [anOrganization({ is_owner: false })],
      routes: { 'GET /api/subscription': { body: aSubscription() } },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    const upgrade = await within(box).findByRole('link', { name: 'Fazer upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/account/billing/plan?tab=plans');
  });

  it('shows a member without manage_billing the figures but neither plan link', async () => {
    signedInApi({
      organizations: [
        anOrganization({
          is_owner: false,
          permissions: { ...anOrganization().permissions, manage_billing: false },
        }),
      ],
      routes: {
        'GET /api/subscription': { body: aSubscription({ plan: { id: 'essential', name: 'Essential' } }) },
      },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    await waitFor(() => expect(figure(box, 'Plano')).toBe('Essencial'));
    expect(within(box).queryByRole('link')).toBeNull();
  });

  it('reads an unlimited quota (Corporate, available -1) as unlimited, not -1 or 0', async () => {
    signedInApi({
      routes: {
        'GET /api/subscription': {
          body: {
            ...aSubscription({ plan: { id: 'corporate', name: 'Corporate', is_free: false } }),
            quota: { envelopes: { available: -1, consumed: 40, remaining: -1 } },
          },
        },
      },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    await waitFor(() => expect(figure(box, 'Envelopes restantes')).toBe('Ilimitado'));
    expect(figure(box, 'Plano')).toBe('Corporativo');
  });

  it('says when a cancelled plan expires, or expired, instead of a renewal; and no upgrade', async () => {
    const cancelled = (at: string) => ({
      ...aSubscription({ plan: { id: 'essential', name: 'Essential', is_free: false, value_cents: 9900 } }),
      state: 'cancelled' as const,
      next_recurrence_at: at,
    });
    const api = signedInApi({
      routes: { 'GET /api/subscription': { body: cancelled('2999-01-31T12:00:00.000Z') } },
    });
    const view = renderApp('/business/dashboard');
    let box = await planBox();
    expect(await within(box).findByText('Expira em 31/01/2999')).toBeTruthy();
    expect(within(box).queryByText(/Renova em/)).toBeNull();
    expect(within(box).queryByRole('link', { name: 'Fazer upgrade' })).toBeNull();
    view.unmount();

    api.answer('GET /api/subscription', { body: cancelled('2020-03-10T12:00:00.000Z') });
    renderApp('/business/dashboard');
    box = await planBox();
    expect(await within(box).findByText('Expirou em 10/03/2020')).toBeTruthy();
  });

  it('says a plan awaiting its first payment is awaiting payment', async () => {
    signedInApi({
      routes: {
        'GET /api/subscription': {
          body: {
            ...aSubscription({ plan: { id: 'basic', name: 'Basic' } }),
            state: 'uninitialized',
            next_recurrence_at: null,
          },
        },
      },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    expect(await within(box).findByText('Aguardando pagamento')).toBeTruthy();
  });

  it('shows dashes and no alert when the subscription cannot be read', async () => {
    const api = signedInApi({
      routes: { 'GET /api/subscription': { status: 500, body: { message: 'Server Error' } } },
    });
    renderApp('/business/dashboard');
    const box = await planBox();
    await waitFor(() => expect(api.to('GET /api/subscription')).toHaveLength(1));
    expect(figure(box, 'Envelopes restantes')).toBe('—');
    expect(figure(box, 'Plano')).toBe('—');
    expect(screen.queryByText('Não foi possível concluir a ação, tente novamente')).toBeNull();
  });

  it('refetches the remaining signatures after the wizard sends an envelope', async () => {
    let consumed = 2;
    const api = signedInApi({
      routes: {
        'GET /api/subscription': () => ({ body: aSubscription({ available: 5, consumed }) }),
        'GET /api/envelopes/env-1': {
          body: anEnvelope({
            id: 'env-1',
            state: 'draft',
            title: 'Contrato',
            subject: null,
            message: null,
            recipients: [aRecipient({ id: 'r-1' })],
            // A signer is sent only with a signature field of their own (spec §5).
            documents: [
              {
                id: 'doc-1',
                name: 'contrato.pdf',
                pages: 1,
                page_sizes: [{ width: 600, height: 800 }],
                contents: [],
                fields: [
                  {
                    id: 'f-1',
                    recipient_id: 'r-1',
                    type: 'signature',
                    title: null,
                    value: null,
                    options: null,
                    widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.07 }],
                  },
                ],
              },
            ] as never,
          }),
        },
        'GET /api/onboardings': {
          body: { settings: { business_envelope_recipient: true, business_envelope_fields: true } },
        },
        'PATCH /api/envelopes/env-1': { body: { id: 'env-1' } },
        'POST /api/envelopes/env-1/send': () => {
          consumed += 1;
          return { body: {} };
        },
      },
    });
    renderApp('/business/envelopes/env-1/review');
    const box = await planBox();
    await waitFor(() => expect(figure(box, 'Envelopes restantes')).toBe('3'));

    await screen.findByLabelText(/^Título/);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('dialog', { name: 'Envelope enviado' });
    await waitFor(() => expect(figure(box, 'Envelopes restantes')).toBe('2'));
    expect(api.to('GET /api/subscription')).toHaveLength(2);
  });
});
