import { normalizeRedirectUrl } from './normalize-redirect-url.util.js';

describe('normalizeRedirectUrl', () => {
  it('keeps http and https URLs with a domain', () => {
    expect(normalizeRedirectUrl('https://app.example.com/callback?x=1')).toBe(
      'https://app.example.com/callback?x=1',
    );
    expect(normalizeRedirectUrl(' http://example.com.br ')).toBe('http://example.com.br/');
  });

  it('prepends http:// when there is no http, https or ftp scheme', () => {
    expect(normalizeRedirectUrl('app.example.com/oauth/callback')).toBe(
      'http://app.example.com/oauth/callback',
    );
    expect(normalizeRedirectUrl('localhost:3000/callback')).toBe('http://localhost:3000/callback');
  });

  it('refuses an ftp URL (the scheme is kept, and it is not http or https)', () => {
    expect(normalizeRedirectUrl('ftp://files.example.com/')).toBeNull();
  });

  it('refuses an address without a domain', () => {
    expect(normalizeRedirectUrl('http://intranet/callback')).toBeNull();
    expect(normalizeRedirectUrl('callback')).toBeNull();
    expect(normalizeRedirectUrl('http://example.c0m/')).toBeNull();
  });

  it('accepts localhost and IPv4 hosts for apps in development', () => {
    expect(normalizeRedirectUrl('http://127.0.0.1:8000/cb')).toBe('http://127.0.0.1:8000/cb');
  });

  it('refuses other schemes, credentials, fragments and blanks', () => {
    expect(normalizeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeRedirectUrl('https://user:pass@example.com/')).toBeNull();
    expect(normalizeRedirectUrl('https://example.com/cb#frag')).toBeNull();
    expect(normalizeRedirectUrl('https://exa mple.com/')).toBeNull();
    expect(normalizeRedirectUrl('   ')).toBeNull();
  });
});
