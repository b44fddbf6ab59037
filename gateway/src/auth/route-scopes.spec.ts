import { API_ROUTES } from '../routes.js';
import { ROUTE_AREAS, scopeRequirement, unclassifiedRoutes } from './route-scopes.js';

// Every route the gateway forwards, with the scope a third-party token needs for a read and for a
// change. A route added to routes.ts without a line here fails the first test.
const TABLE: Array<[prefix: string, path: string, read: string, write: string]> = [
  ['me', '/me', 'users:read', 'users:write'],
  ['users', '/users/7', 'users:read', 'users:write'],
  ['teams', '/teams', 'users:read', 'users:write'],
  ['roles', '/roles/3/users', 'users:read', 'users:write'],
  ['invitations', '/invitations', 'users:read', 'users:write'],
  ['organizations', '/organizations/9', 'organization:read', 'organization:write'],
  ['organizations/integrations', '/organizations/integrations', 'organization:read', 'organization:write'],
  [
    'organizations/integrations',
    '/organizations/integrations/all',
    'organization:read',
    'organization:write',
  ],
  ['organizations/integrations', '/organizations/integrations/webhooks', 'webhooks:read', 'webhooks:write'],
  [
    'organizations/integrations',
    '/organizations/integrations/webhooks/4/deliveries',
    'webhooks:read',
    'webhooks:write',
  ],
  ['contacts', '/contacts', 'contacts:read', 'contacts:write'],
  ['oauth', '/oauth/clients', 'organization:read', 'organization:write'],
  ['onboardings', '/onboardings', 'organization:read', 'organization:write'],
  ['envelopes', '/envelopes/5/recipients', 'envelopes:read', 'envelopes:write'],
  ['envelopes', '/envelopes/5/documents/2/fields', 'envelopes:read', 'envelopes:write'],
  ['envelopes', '/envelopes/5/documents', 'documents:read', 'documents:write'],
  ['envelopes', '/envelopes/5/documents/2', 'documents:read', 'documents:write'],
  ['envelopes', '/envelopes/5/documents/2/display', 'documents:read', 'documents:write'],
  ['envelopes', '/envelopes/5/download', 'documents:read', 'documents:write'],
  ['envelopes', '/envelopes/5/background-sheet/download', 'documents:read', 'documents:write'],
  ['envelopes/integrations', '/envelopes/integrations/login', 'organization:read', 'organization:write'],
  ['p/envelopes', '/p/envelopes/recipients/tok', 'public', 'public'],
  ['p/envelopes/documents/validate', '/p/envelopes/documents/validate', 'public', 'public'],
  ['signature-profiles', '/signature-profiles/signature', 'users:read', 'users:write'],
  ['p/signature-profiles', '/p/signature-profiles/tok/signature', 'public', 'public'],
  ['bird-id', '/bird-id', 'public', 'public'],
  ['items', '/items/12', 'storage:read', 'storage:write'],
  ['published-items', '/published-items', 'storage:read', 'storage:write'],
  ['p/items', '/p/items/xyz', 'public', 'public'],
  ['plans', '/plans', 'billing:read', 'billing:write'],
  ['subscription', '/subscription', 'billing:read', 'billing:write'],
  ['subscriptions', '/subscriptions/4/invoices', 'billing:read', 'billing:write'],
  ['p/notifications/whatsapp', '/p/notifications/whatsapp', 'public', 'public'],
  ['p/billing', '/p/billing/webhooks/sandbox', 'public', 'public'],
];

const asText = (requirement: ReturnType<typeof scopeRequirement>): string =>
  typeof requirement === 'string' ? requirement : `${requirement.area}:${requirement.access}`;

describe('the scope of every gateway route', () => {
  it('classifies every route the gateway forwards, and nothing else', () => {
    expect(unclassifiedRoutes()).toEqual([]);
    expect(Object.keys(ROUTE_AREAS).sort()).toEqual(API_ROUTES.map((route) => route.prefix).sort());
    expect([...new Set(TABLE.map(([prefix]) => prefix))].sort()).toEqual(
      API_ROUTES.map((route) => route.prefix).sort(),
    );
  });

  it.each(TABLE)('%s %s needs %s to read and %s to change', (prefix, path, read, write) => {
    expect(asText(scopeRequirement('GET', prefix, path))).toBe(read);
    expect(asText(scopeRequirement('HEAD', prefix, path))).toBe(read);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(asText(scopeRequirement(method, prefix, `${path}?x=1`))).toBe(write);
  });

  it('refuses a route it does not know', () => {
    expect(scopeRequirement('GET', 'not-a-route', '/not-a-route')).toBe('unclassified');
  });
});
