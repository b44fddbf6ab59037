import { DEFAULT_CONTINUE, safeContinuePath } from './safe-continue.js';

describe('safeContinuePath', () => {
  it.each([
    '/business/dashboard',
    '/business/envelopes/5?tab=history',
    '/p/x#section',
    '/',
    '/app/x?y=1',
    '/business/envelopes?q=a%2Fb',
    '/business/search?next=//evil.example',
  ])('keeps the site path %p', (path) => {
    expect(safeContinuePath(path)).toBe(path);
  });

  it('normalises dot segments instead of passing them on', () => {
    expect(safeContinuePath('/business/../personal/profile')).toBe('/personal/profile');
  });

  it.each([
    undefined,
    null,
    '',
    '//evil.example',
    '//evil.example/business',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/business',
    'http:/evil.example',
    'javascript:alert(1)',
    'business/dashboard',
    '/\t/evil.example',
    '/\n/evil.example',
    '/business\\..\\..\\evil',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%252F%252Fevil.example',
    '/.%2F/evil.example',
    '/%2E/%2Fevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/ev\til',
    'javascript:alert(1)//',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
  ])('falls back to the dashboard for %p', (value) => {
    expect(safeContinuePath(value)).toBe(DEFAULT_CONTINUE);
  });
});
