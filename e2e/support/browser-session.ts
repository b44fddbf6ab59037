import type { BrowserContext } from 'playwright-core';

import type { BrowserClient } from './browser-client.js';

/**
 * Puts the session of a client signed in through the pages into a browser context's cookie jar,
 * as the gateway set them: the session cookie (HTTP only) and the readable CSRF cookie.
 */
export async function shareSession(
  context: BrowserContext,
  client: BrowserClient,
  url: string,
): Promise<void> {
  await context.addCookies(
    ['rubrica_session', 'rubrica_csrf'].map((name) => ({
      name,
      value: client.cookie(name)!,
      url,
      sameSite: 'Lax' as const,
      httpOnly: name === 'rubrica_session',
    })),
  );
}
