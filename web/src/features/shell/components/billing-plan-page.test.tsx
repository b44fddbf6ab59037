import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anOrganization, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import { aSubscription } from '../../../testing/subscription-fixtures.js';

const subscription = {
  ...aSubscription({
    available: 20,
    consumed: 5,
    plan: { id: 'essential', name: 'Essential', is_free: false },
  }),
  features: ['whatsapp', 'api'],
};

describe('plan page', () => {
  it('shows the current plan, envelopes remaining, renewal and features from GET /subscription', async () => {
    signedInApi({ routes: { 'GET /api/subscription': { body: subscription } } });
    renderApp('/account/billing/plan?tab=plan-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Plano atual: Essencial' })).closest(
      'section',
    ) as HTMLElement;
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Envelopes restantes')).toBe('15');
    expect(value('Renovação')).toBe('01/12/2026');
    expect(value('Situação')).toBe('Ativo');
    expect(value('Período')).toBe('mensal');
    expect(within(card).getByText('5 de 20 envelopes usados neste ciclo')).toBeTruthy();
    expect(within(card).getByText('whatsapp')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Detalhes do plano', current: 'page' })).toBeTruthy();
  });

  it('is where the sidebar plan links land, and lists the plans billing offers on the plans tab', async () => {
    signedInApi({
      routes: {
        'GET /api/subscription': { body: aSubscription() },
        'GET /api/plans': {
          body: {
            data: [
              { id: 'free', name: 'Free', interval: 1, interval_name: 'month', is_free: true },
              {
                id: 'basic',
                name: 'Basic',
                interval: 1,
                interval_name: 'month',
                is_free: false,
                value_cents: 4990,
              },
            ],
          },
        },
      },
    });
    const { router } = renderApp('/business/dashboard');
    const box = (await screen.findByRole('heading', { level: 2, name: 'Seu plano' })).closest('section')!;
    fireEvent.click(await within(box as HTMLElement).findByRole('link', { name: 'Fazer upgrade' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plano' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=plans');
    expect(await screen.findByRole('heading', { level: 2, name: 'Básico' })).toBeTruthy();
    expect(screen.getByText(/R\$\s49,90 por mensal/)).toBeTruthy();
    expect(screen.getByText('Seu plano', { selector: 'p' })).toBeTruthy();
  });

  it('says so when billing serves no plan list', async () => {
    signedInApi({ routes: { 'GET /api/subscription': { body: aSubscription() } } });
    renderApp('/account/billing/plan?tab=plans');
    expect(
      await screen.findByText(
        'A lista de planos não está disponível no momento. Seu plano atual continua valendo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a member who is not the owner to the profile', async () => {
    signedInApi({ organizations: [anOrganization({ is_owner: false })] });
    const { router } = renderApp('/account/billing/plan');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meu perfil' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/profile');
  });
});
