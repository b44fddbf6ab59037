import { normalizeRedirectUrl } from './normalize-redirect-url.util.js';

describe('normalizeRedirectUrl', () => {
  it('keeps https URLs with a domain', () => {
    expect(normalizeRedirectUrl('https://app.example.com/callback?x=1')).toBe(
      'https://app.example.com/callback?x=1',
    );
    expect(normalizeRedirectUrl(' https://example.com.br ')).toBe('https://example.com.br/');
  });

  it('refuses plain http anywhere but this machine', () => {
    expect(normalizeRedirectUrl('http://example.com.br/callback')).toBeNull();
    expect(normalizeRedirectUrl('http://10.0.0.7/callback')).toBeNull();
    expect(normalizeRedirectUrl('http://localhost.example.com/callback')).toBeNull();
    expect(normalizeRedirectUrl('http://localhost:3000/cb')).toBe('http://localhost:3000/cb');
    expect(normalizeRedirectUrl('http://[::1]:3000/cb')).toBe('http://[::1]:3000/cb');
  });

  it('prepends https:// when there is no http, https or ftp scheme (http:// for localhost)', () => {
    expect(normalizeRedirectUrl('app.example.com/oauth/callback')).toBe(
      'https://app.example.com/oauth/callback',
    );
    expect(normalizeRedirectUrl('localhost:3000/callback')).toBe('http://localhost:3000/callback');
  });

  it('refuses an ftp URL (the scheme is kept, and it is not http or https)', () => {
    expect(normalizeRedirectUrl('ftp://files.example.com/')).toBeNull();
  });

  it('refuses an address without a domain', () => {
    expect(normalizeRedirectUrl('https://intranet/callback')).toBeNull();
    expect(normalizeRedirectUrl('callback')).toBeNull();
    expect(normalizeRedirectUrl('https://example.c0m/')).toBeNull();
  });

  it('accepts localhost and loopback IPv4 over http, other IPv4 hosts over https', () => {
    expect(normalizeRedirectUrl('http://127.0.0.1:8000/cb')).toBe('http://127.0.0.1:8000/cb');
    expect(normalizeRedirectUrl('https://203.0.113.9/cb')).toBe('https://203.0.113.9/cb');
  });

  it('refuses other schemes, credentials, fragments and blanks', () => {
    expect(normalizeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeRedirectUrl('https://user:pass@example.com/')).toBeNull();
    expect(normalizeRedirectUrl('https://example.com/cb#frag')).toBeNull();
    expect(normalizeRedirectUrl('https://exa mple.com/')).toBeNull();
    expect(normalizeRedirectUrl('   ')).toBeNull();
  });
});
