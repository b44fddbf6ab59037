import { isValidCpf } from './is-valid-cpf.util.js';

describe('isValidCpf (section 5)', () => {
  it('accepts a CPF whose two check digits are right', () => {
    expect(isValidCpf('52998224725')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and other lengths', () => {
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529.982.247-25')).toBe(false);
  });
});
