import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PERSONAL_ORGANIZATION_ID, signedInApi } from '../../../../testing/fake-api.js';
import { renderApp } from '../../../../testing/render-app.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import { aPaidSubscription } from '../testing/plan-fixtures.js';

const ORG = PERSONAL_ORGANIZATION_ID;

describe('subscription detail page', () => {
  it('shows the subscription GET /subscriptions/{id} answers', async () => {
    signedInApi({
      routes: {
        'GET /api/subscription': { body: aSubscription() },
        [`GET /api/subscriptions/${ORG}`]: { body: aPaidSubscription('recurring', 'advanced', 1, ORG) },
      },
    });
    renderApp(`/account/billing/plan/${ORG}`);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Avançado' })).closest(
      'section',
    ) as HTMLElement;
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(value('Valor')).toMatch(/R\$\s149,90/);
    expect(value('Período')).toBe('mensal');
    expect(value('Forma de pagamento')).toBe('Cartão');
    expect(value('Cartão cadastrado')).toBe('visa terminado em 4242');
    expect(value('Próxima cobrança')).toBe('01/12/2026');
    expect(within(card).getByText('Ativo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao plano' }).getAttribute('href')).toBe(
      '/account/billing/plan?tab=plan-details',
    );
  });

  it('says when the subscription is not found, without an alert', async () => {
    signedInApi({ routes: { 'GET /api/subscription': { body: aSubscription() } } });
    renderApp('/account/billing/plan/someone-else');
    expect(await screen.findByText('Esta assinatura não foi encontrada.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
