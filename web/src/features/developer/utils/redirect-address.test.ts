import { describe, expect, it } from 'vitest';

import { redirectAddress } from './redirect-address.js';

describe('a new application redirect address', () => {
  it('keeps an http(s) address with a domain as typed', () => {
    expect(redirectAddress('https://app.example.com/callback')).toBe('https://app.example.com/callback');
    expect(redirectAddress('http://localhost:3000/cb')).toBe('http://localhost:3000/cb');
  });

  it('puts a scheme in front of an address without one (http only for this machine)', () => {
    expect(redirectAddress('app.example.com/callback')).toBe('https://app.example.com/callback');
    expect(redirectAddress('localhost:5173/cb')).toBe('http://localhost:5173/cb');
  });

  it('refuses an empty address, one without a domain, and other schemes', () => {
    expect(redirectAddress('  ')).toBeNull();
    expect(redirectAddress('intranet')).toBeNull();
    expect(redirectAddress('ftp://files.example.com')).toBeNull();
    expect(redirectAddress('javascript:alert(1)')).toBeNull();
    expect(redirectAddress('https://exa mple.com')).toBeNull();
  });
});
