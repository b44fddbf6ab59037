import { isValidTaxId } from './tax-id.util.js';

describe('isValidTaxId', () => {
  it('accepts a CPF and a CNPJ whose check digits match', () => {
    expect(isValidTaxId('52998224725')).toBe(true);
    expect(isValidTaxId('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and other lengths', () => {
    expect(isValidTaxId('52998224724')).toBe(false);
    expect(isValidTaxId('12345678900')).toBe(false);
    expect(isValidTaxId('11111111111')).toBe(false);
    expect(isValidTaxId('11222333000180')).toBe(false);
    expect(isValidTaxId('5299822472')).toBe(false);
  });
});
