import { PageCsrf } from './page-csrf.js';

describe('signed double-submit form tokens', () => {
  const csrf = new PageCsrf(['first-key-0123456789', 'older-key-0123456789']);

  it('accepts a token present and equal in cookie and form', () => {
    const token = csrf.mint();
    expect(csrf.verify(token, token)).toBe(true);
  });

  it('refuses a missing, different or unsigned token', () => {
    const token = csrf.mint();
    expect(csrf.verify(token, undefined)).toBe(false);
    expect(csrf.verify(undefined, token)).toBe(false);
    expect(csrf.verify(token, csrf.mint())).toBe(false);
    const [nonce] = token.split('.');
    expect(csrf.verify(`${nonce}.forged`, `${nonce}.forged`)).toBe(false);
    expect(csrf.verify('no-dot', 'no-dot')).toBe(false);
  });

  it('accepts tokens signed with an older key and refuses those of another deployment', () => {
    const older = new PageCsrf(['older-key-0123456789']).mint();
    expect(csrf.verify(older, older)).toBe(true);
    const foreign = new PageCsrf(['someone-else-0123456789']).mint();
    expect(csrf.verify(foreign, foreign)).toBe(false);
  });
});
