import { DEFAULT_CONTINUE, safeContinuePath } from './safe-continue.js';

describe('safeContinuePath', () => {
  it.each(['/business/dashboard', '/business/envelopes/5?tab=history', '/p/x#section', '/'])(
    'keeps the site path %p',
    (path) => {
      expect(safeContinuePath(path)).toBe(path);
    },
  );

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
    `/${'a'.repeat(3000)}`,
  ])('falls back to the dashboard for %p', (value) => {
    expect(safeContinuePath(value)).toBe(DEFAULT_CONTINUE);
  });
});
