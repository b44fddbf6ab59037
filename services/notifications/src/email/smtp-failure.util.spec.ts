import { extractLinks } from './extract-links.util.js';
import { isPermanentSmtpFailure } from './smtp-failure.util.js';

describe('isPermanentSmtpFailure', () => {
  it('is permanent when the server answered 5xx to the recipient or the message', () => {
    expect(isPermanentSmtpFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpFailure({ code: 'EMESSAGE', responseCode: 552 })).toBe(true);
  });

  it('is retryable for connection failures, timeouts, 4xx and authentication failures', () => {
    expect(isPermanentSmtpFailure({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'ETIMEDOUT' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EAUTH', responseCode: 535 })).toBe(false);
    expect(isPermanentSmtpFailure(new Error('boom'))).toBe(false);
    expect(isPermanentSmtpFailure(undefined)).toBe(false);
  });
});

describe('extractLinks', () => {
  it('finds each http(s) link once, without the punctuation that ends a sentence', () => {
    expect(
      extractLinks('Go to https://a.test/x?y=1. Or http://localhost:8080/b, then https://a.test/x?y=1 again'),
    ).toEqual(['https://a.test/x?y=1', 'http://localhost:8080/b']);
    expect(extractLinks('no links here')).toEqual([]);
  });
});
