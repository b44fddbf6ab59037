import { screen } from '@testing-library/react';
import { expect } from 'vitest';

import { signedInApi } from './fake-api.js';
import { renderApp } from './render-app.js';

/**
 * Opens `page` for a signed-in member while `route` answers 500 with `serverMessage`: the page's
 * alert says `said`, the spec's words followed by the server's.
 */
export const expectListFailure = async (route: string, page: string, serverMessage: string, said: string) => {
  signedInApi({ routes: { [route]: { status: 500, body: { message: serverMessage } } } });
  renderApp(page);
  expect((await screen.findByRole('alert')).textContent).toContain(said);
};
