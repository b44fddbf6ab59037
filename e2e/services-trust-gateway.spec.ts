// ARCHITECTURE.md, "Services trust only the gateway": on the whole stack, a caller who reaches a
// service's port directly and names any user, organization and permissions in the identity headers
// is refused, while the same routes through the gateway (which signs the identity) answer.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_IDENTITY_HEADER } from '@rubrica/gateway-identity';
import type { BrowserClient } from './support/browser-client.js';
import { startEnvelopeStack, type EnvelopeStack } from './support/envelope-stack.js';
import { signInBrowser, signUpThroughPages } from './support/identity-stack.js';

const RITA = { name: 'Rita Rede', email: 'rita@trust.example', password: 'Orbita-2024' };

let stack: EnvelopeStack;
let rita: BrowserClient;
let ritaId: string;

beforeAll(async () => {
  stack = await startEnvelopeStack('services_trust_gateway', { notificationsHttp: true });
  await signUpThroughPages(stack, RITA);
  rita = await signInBrowser(stack, RITA.email, RITA.password);
  const organization = await rita.api('POST', '/organizations', { json: { name: 'Rede' } });
  expect(organization.status).toBe(201);
  rita.organization = organization.body.id;
  ritaId = (await rita.api('GET', '/me')).body.id;
});

afterAll(async () => {
  await stack?.stop();
});

/** A private route of each service, read as a member of the organization. */
const PRIVATE_ROUTES = {
  identity: '/me',
  envelopes: '/envelopes',
  signing: '/signature-profiles/signature',
  storage: '/items',
  billing: '/subscription',
  notifications: '/organizations/integrations/webhooks',
} as const;

describe('a service reached without the gateway', () => {
  it.each(Object.keys(PRIVATE_ROUTES) as Array<keyof typeof PRIVATE_ROUTES>)(
    '%s refuses forged identity headers with 401, and answers the same route through the gateway',
    async (service) => {
      const forged = {
        'x-user-id': ritaId,
        'x-organization-id': rita.organization!,
        'x-organization-owner': 'true',
        'x-organization-personal': 'false',
        'x-permissions': 'send_envelopes,manage_users,manage_billing',
        'x-request-id': randomUUID(),
        [GATEWAY_IDENTITY_HEADER]: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJyaXRhIn0.',
      };
      const direct = await fetch(`${stack.serviceUrls[service]!}${PRIVATE_ROUTES[service]}`, {
        headers: forged,
      });
      expect(direct.status).toBe(401);
      expect(await direct.json()).toMatchObject({ message: 'Unauthenticated.' });

      const { [GATEWAY_IDENTITY_HEADER]: _token, ...headersAlone } = forged;
      const withoutToken = await fetch(`${stack.serviceUrls[service]!}${PRIVATE_ROUTES[service]}`, {
        headers: headersAlone,
      });
      expect(withoutToken.status).toBe(401);

      const throughGateway = await rita.api('GET', PRIVATE_ROUTES[service]);
      expect(throughGateway.status).not.toBe(401);
      expect(throughGateway.status).toBeLessThan(500);
    },
  );

  it('listens on the loopback interface only', () => {
    const address = (stack.envelopes.app.getHttpServer() as Server).address() as AddressInfo;
    expect(address.address).toBe('127.0.0.1');
  });
});
