import { modulo10, modulo11 } from '../boleto-numbers.js';
import { dueFactor, sandboxBoleto } from './sandbox-boleto.js';

describe('sandbox boleto numbers', () => {
  it('computes the FEBRABAN check digits', () => {
    expect(modulo10('001905009')).toBe(5);
    expect(modulo11('0019373700000001000500940144816060680935031')).toBe(3);
  });

  it('counts the due-date factor from 1997-10-07 and starts again at 1000 on 2025-02-22', () => {
    expect(dueFactor(new Date('2000-07-03T12:00:00Z'))).toBe('1000');
    expect(dueFactor(new Date('2025-02-21T12:00:00Z'))).toBe('9999');
    expect(dueFactor(new Date('2025-02-22T12:00:00Z'))).toBe('1000');
    expect(dueFactor(new Date('2025-02-25T00:00:00Z'))).toBe('1003');
  });

  it('lays out a 44-digit bar code and the 47-digit line with the same amount, due date and check', () => {
    const free = '1234567890123456789012345';
    const { barcode, line } = sandboxBoleto(35910, new Date('2025-02-25T00:00:00Z'), free);
    expect(barcode).toMatch(/^\d{44}$/);
    expect(barcode.slice(0, 4)).toBe('0009');
    expect(barcode.slice(5, 9)).toBe('1003');
    expect(barcode.slice(9, 19)).toBe('0000035910');
    expect(barcode.slice(19)).toBe(free);
    expect(Number(barcode[4])).toBe(modulo11(barcode.slice(0, 4) + barcode.slice(5)));
    const digits = line.replace(/\D/g, '');
    expect(digits).toHaveLength(47);
    expect(line).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(Number(digits[9])).toBe(modulo10(digits.slice(0, 9)));
    expect(Number(digits[20])).toBe(modulo10(digits.slice(10, 20)));
    expect(Number(digits[31])).toBe(modulo10(digits.slice(21, 31)));
    expect(digits[32]).toBe(barcode[4]);
    expect(digits.slice(33)).toBe(barcode.slice(5, 19));
  });
});
