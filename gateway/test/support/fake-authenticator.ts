import type { IncomingMessage } from 'node:http';
import type { Authenticator, Principal } from '../../src/auth/authenticator.js';

/**
 * Trusts `Authorization: Test <userId>[;org=<organizationId>][;client=<clientId>]`, so a test can
 * sign in as anyone without the identity service.
 */
export class FakeAuthenticator implements Authenticator {
  authenticate(req: IncomingMessage): Principal | null {
    const header = req.headers.authorization;
    if (!header?.startsWith('Test ')) return null;
    const [userId, ...parts] = header.slice('Test '.length).split(';');
    const principal: Principal = { userId };
    for (const part of parts) {
      const [key, value] = part.split('=');
      if (key === 'org') principal.organizationId = value;
      if (key === 'client') principal.clientId = value;
    }
    return principal;
  }
}
