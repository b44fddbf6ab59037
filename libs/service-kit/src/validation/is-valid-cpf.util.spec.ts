import { isValidCpf } from './is-valid-cpf.util.js';

describe('isValidCpf', () => {
  it.each(['52998224725', '11144477735', '39053344705', '00000000191'])('accepts the valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each(['00000000000', '11111111111', '99999999999'])(
    'rejects %s: all digits equal, although its check digits add up',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('rejects a wrong first check digit', () => {
    expect(isValidCpf('52998224735')).toBe(false);
  });

  it('rejects a wrong second check digit', () => {
    expect(isValidCpf('52998224726')).toBe(false);
  });

  it('maps a remainder of 10 to the check digit 0', () => {
    // For 100000001 the first remainder is 10: the check digit is 0, never a two-digit 10.
    expect(isValidCpf('10000000108')).toBe(true);
    expect(isValidCpf('10000000118')).toBe(false);
  });

  it.each(['5299822472', '529982247250', '529.982.247-25', '5299822472a', ''])(
    'rejects %p: not exactly 11 digits',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});
