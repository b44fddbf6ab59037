import { describe, expect, it } from 'vitest';

import { redirectAddress } from './redirect-address.js';

describe('a new application redirect address', () => {
  it.each([
    ['https://app.example.com/callback', 'https://app.example.com/callback'],
    ['http://localhost:3000/cb', 'http://localhost:3000/cb'],
  ])('keeps an http(s) address with a domain as typed (%s)', (typed, kept) => {
    expect(redirectAddress(typed)).toBe(kept);
  });

  it.each([
    ['app.example.com/callback', 'https://app.example.com/callback'],
    ['localhost:5173/cb', 'http://localhost:5173/cb'],
  ])(
    'puts a scheme in front of an address without one, http only for this machine (%s)',
    (typed, address) => {
      expect(redirectAddress(typed)).toBe(address);
    },
  );

  it.each(['  ', 'intranet', 'ftp://files.example.com', 'javascript:alert(1)', 'https://exa mple.com'])(
    'refuses an empty address, one without a domain, and other schemes (%j)',
    (typed) => {
      expect(redirectAddress(typed)).toBeNull();
    },
  );
});
