/**
 * Leaves the SPA for an address the server answers (sign-in, sign-out). Kept behind one object so
 * tests can watch where the app would go: jsdom cannot navigate, and its `location` cannot be spied on.
 */
export const fullPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** The address of the page now, path and query (what a sign-in should come back to). */
  currentPath(): string {
    return window.location.pathname + window.location.search;
  },
};
