import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '../../../../config/storage-keys.js';
import { encodedStorage } from '../../../../lib/encoded-storage.js';
import { anOrganization, signedInApi } from '../../../../testing/fake-api.js';
import { renderApp } from '../../../../testing/render-app.js';
import { aSubscription } from '../../../../testing/subscription-fixtures.js';
import { aCard, anInvoicePage } from '../testing/billing-fixtures.js';

const FLAGS = anOrganization().permissions;

const member = (id: string, name: string, manageBilling: boolean) =>
  anOrganization({
    id,
    name,
    is_owner: false,
    is_personal: false,
    permissions: { ...FLAGS, manage_billing: manageBilling },
  });

const BILLING_ROUTES = {
  'GET /api/subscription': { body: aSubscription() },
  'GET /api/subscription/invoices': { body: anInvoicePage([]) },
  'GET /api/subscription/credit-card-data': { body: aCard() },
};

const ORGANIZATION_ID = '7f3c2a10-0000-4000-8000-0000000000aa';
const OTHER_ID = '7f3c2a10-0000-4000-8000-0000000000bb';

describe('who reaches the billing pages', () => {
  it.each([
    '/account/billing',
    '/account/billing/plan',
    '/account/billing/plan?tab=plans',
    `/account/billing/plan/${ORGANIZATION_ID}`,
    `/account/billing/subscription/essential/${ORGANIZATION_ID}`,
  ])('sends a member without manage_billing from %s to the profile', async (path) => {
    const api = signedInApi({
      organizations: [member(ORGANIZATION_ID, 'Acme', false)],
      routes: BILLING_ROUTES,
    });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(api.to('GET /api/subscription/invoices')).toHaveLength(0);
    expect(api.to('GET /api/subscription/credit-card-data')).toHaveLength(0);
  });

  it('opens the billing page to a member whose role holds manage_billing', async () => {
    signedInApi({ organizations: [member(ORGANIZATION_ID, 'Acme', true)], routes: BILLING_ROUTES });
    const { router } = renderApp('/account/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account/billing');
  });

  it('opens it to the owner', async () => {
    signedInApi({ routes: BILLING_ROUTES });
    renderApp('/account/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assinatura' })).toBeTruthy();
  });

  it('lists only the organizations whose billing the user manages, and switches to the one picked', async () => {
    encodedStorage.set(STORAGE_KEYS.organization, ORGANIZATION_ID);
    const api = signedInApi({
      organizations: [
        member(ORGANIZATION_ID, 'Acme', true),
        member(OTHER_ID, 'Beta', true),
        member('7f3c2a10-0000-4000-8000-0000000000cc', 'Gama', false),
      ],
      routes: BILLING_ROUTES,
    });
    renderApp('/account/billing');
    const select = (await screen.findByRole('combobox', {
      name: 'Assinatura da organização',
    })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Acme', 'Beta']);
    expect(select.value).toBe(ORGANIZATION_ID);

    fireEvent.change(select, { target: { value: OTHER_ID } });
    await waitFor(() => expect(encodedStorage.get(STORAGE_KEYS.organization)).toBe(OTHER_ID));
    await waitFor(() =>
      expect(
        api
          .to('GET /api/subscription/invoices')
          .some((request) => request.headers.get('X-Organization') === OTHER_ID),
      ).toBe(true),
    );
  });
});
