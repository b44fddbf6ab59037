import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for something that must happen, not for a deadline: on a loaded 2-core
// machine a first render can take longer than the library's 1 s default, so give them room.
configure({ asyncUtilTimeout: 10_000 });

// jsdom leaves Node's fetch classes in place, and Node's Request rejects relative URLs that
// a browser resolves against the page: resolve them the browser's way so '/api/...' works.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
});
