import { toBrazilianPhone } from './to-brazilian-phone.util.js';

describe('toBrazilianPhone', () => {
  it('reads masked and unmasked Brazilian mobile numbers, with or without the country code', () => {
    for (const text of [
      '(11) 98765-4321',
      '11987654321',
      '+55 11 98765-4321',
      '+5511987654321',
      ' 11 9 8765 4321 ',
    ]) {
      expect(toBrazilianPhone(text)).toBe('+5511987654321');
    }
  });

  it('reads landlines', () => {
    expect(toBrazilianPhone('(21) 3456-7890')).toBe('+552134567890');
  });

  it('refuses foreign, short, lettered and impossible numbers', () => {
    for (const text of ['+1 202 555 0143', '12345', 'abc', '(00) 98765-4321', '11 98765-4321 ramal 2']) {
      expect(toBrazilianPhone(text)).toBeNull();
    }
  });
});
