import { normalizeRedirectUrl } from './normalize-redirect-url.util.js';

describe('normalizeRedirectUrl', () => {
  it.each([
    [
      'an https URL with a domain, kept',
      'https://app.example.com/callback?x=1',
      'https://app.example.com/callback?x=1',
    ],
    ['an https URL with a domain, trimmed', ' https://example.com.br ', 'https://example.com.br/'],
    ['http on this machine', 'http://localhost:3000/cb', 'http://localhost:3000/cb'],
    ['http on this machine (IPv6 loopback)', 'http://[::1]:3000/cb', 'http://[::1]:3000/cb'],
    ['http on this machine (IPv4 loopback)', 'http://127.0.0.1:8000/cb', 'http://127.0.0.1:8000/cb'],
    ['another IPv4 host over https', 'https://203.0.113.9/cb', 'https://203.0.113.9/cb'],
    [
      'no scheme: https:// prepended',
      'app.example.com/oauth/callback',
      'https://app.example.com/oauth/callback',
    ],
    [
      'no scheme on localhost: http:// prepended',
      'localhost:3000/callback',
      'http://localhost:3000/callback',
    ],
  ])('accepts %s', (_case, input, expected) => {
    expect(normalizeRedirectUrl(input)).toBe(expected);
  });

  it.each([
    ['plain http to another machine', 'http://example.com.br/callback'],
    ['plain http to another IPv4 host', 'http://10.0.0.7/callback'],
    ['plain http to a domain that only starts like localhost', 'http://localhost.example.com/callback'],
    // The scheme is kept, and it is not http or https.
    ['an ftp URL', 'ftp://files.example.com/'],
    ['an address without a domain', 'https://intranet/callback'],
    ['a bare word', 'callback'],
    ['a top-level domain that is not one', 'https://example.c0m/'],
    ['another scheme', 'javascript:alert(1)'],
    ['credentials', 'https://user:pass@example.com/'],
    ['a fragment', 'https://example.com/cb#frag'],
    ['a space in the host', 'https://exa mple.com/'],
    ['a blank', '   '],
  ])('refuses %s', (_case, input) => {
    expect(normalizeRedirectUrl(input)).toBeNull();
  });
});
