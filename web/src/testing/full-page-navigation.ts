import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

import { fullPageNavigation } from '../lib/full-page-navigation.js';

export interface NavigationSpies {
  assign: MockInstance<typeof fullPageNavigation.assign>;
  post: MockInstance<typeof fullPageNavigation.post>;
  reload: MockInstance<typeof fullPageNavigation.reload>;
}

/**
 * Keeps a test file's tests inside the page: every full-page move (assign, post, reload) is a spy
 * that goes nowhere, and a signed-in session's CSRF cookie is set, for each test. Call it at the
 * top of the file and read the spies from what it answers (`navigation.assign`).
 */
export const stubFullPageNavigation = (): NavigationSpies => {
  const spies = {} as NavigationSpies;
  beforeEach(() => {
    spies.assign = vi.spyOn(fullPageNavigation, 'assign').mockImplementation(() => {});
    spies.post = vi.spyOn(fullPageNavigation, 'post').mockImplementation(() => {});
    spies.reload = vi.spyOn(fullPageNavigation, 'reload').mockImplementation(() => {});
    document.cookie = 'rubrica_csrf=csrf-of-the-session; path=/';
  });
  afterEach(() => {
    spies.assign.mockRestore();
    spies.post.mockRestore();
    spies.reload.mockRestore();
    document.cookie = 'rubrica_csrf=; max-age=0; path=/';
  });
  return spies;
};
