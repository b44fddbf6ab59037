import { verifierLink } from './verifier-link.util.js';

describe('verifierLink', () => {
  it('appends the validation code as the code query parameter', () => {
    expect(verifierLink('https://rubrica.example/verify', 'RBK-1')).toBe(
      'https://rubrica.example/verify?code=RBK-1',
    );
    expect(verifierLink('https://rubrica.example/verify?from=qr', 'A B')).toBe(
      'https://rubrica.example/verify?from=qr&code=A%20B',
    );
  });

  it('is the bare code when there is no verifier address', () => {
    expect(verifierLink('', 'RBK-1')).toBe('RBK-1');
  });
});
