/**
 * Leaves the SPA for an address the server answers (sign-in, sign-out). Kept behind one object so
 * tests can watch where the app would go: jsdom cannot navigate, and its `location` cannot be spied on.
 */
export const fullPageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Sends a form (a real one, as the browser would): for sign-out, which must be a POST. */
  post(url: string, fields: Record<string, string>): void {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    form.hidden = true;
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
  reload(): void {
    window.location.reload();
  },
  /** The address of the page now, path and query (what a sign-in should come back to). */
  currentPath(): string {
    return window.location.pathname + window.location.search;
  },
};
