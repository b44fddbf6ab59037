import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, isOrganizationsCall, ORGANIZATION_HEADER } from './api.js';
import { createAppStore } from './store.js';
import { organizationSelected } from './workspace.slice.js';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeItems: build.query<unknown, void>({ query: () => 'items' }),
    probeOrganizations: build.query<unknown, void>({ query: () => 'organizations' }),
  }),
});

const captureRequests = () => {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      requests.push(input);
      return new Response('{}', { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('base API', () => {
  it('sends credentials and the selected organization to /api', async () => {
    const requests = captureRequests();
    const store = createAppStore();
    store.dispatch(organizationSelected({ organizationId: 'org-42', isOwner: false }));

    await store.dispatch(probeApi.endpoints.probeItems.initiate());

    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/items');
    expect(requests[0]!.credentials).toBe('include');
    expect(requests[0]!.headers.get(ORGANIZATION_HEADER)).toBe('org-42');
  });

  it('leaves the organization header off organizations calls', async () => {
    const requests = captureRequests();
    const store = createAppStore();
    store.dispatch(organizationSelected({ organizationId: 'org-42', isOwner: true }));

    await store.dispatch(probeApi.endpoints.probeOrganizations.initiate());

    expect(requests[0]!.headers.has(ORGANIZATION_HEADER)).toBe(false);
  });

  it('sends no organization header before one is selected', async () => {
    const requests = captureRequests();
    const store = createAppStore();

    await store.dispatch(probeApi.endpoints.probeItems.initiate());

    expect(requests[0]!.headers.has(ORGANIZATION_HEADER)).toBe(false);
  });
});

describe('isOrganizationsCall', () => {
  it('matches the organizations resource only', () => {
    expect(isOrganizationsCall('organizations')).toBe(true);
    expect(isOrganizationsCall('/organizations/invitations/abc')).toBe(true);
    expect(isOrganizationsCall({ url: 'organizations?page=2' })).toBe(true);
    expect(isOrganizationsCall('organizations-stats')).toBe(false);
    expect(isOrganizationsCall('items')).toBe(false);
    expect(isOrganizationsCall('envelopes/organizations')).toBe(false);
    // Integrations act on the selected organization (organization spec §7).
    expect(isOrganizationsCall('organizations/integrations')).toBe(false);
    expect(isOrganizationsCall('organizations/integrations/all')).toBe(false);
    expect(isOrganizationsCall('/organizations/integrations/webhooks/abc/deliveries')).toBe(false);
    expect(isOrganizationsCall('organizations/integrations-report')).toBe(true);
  });
});
