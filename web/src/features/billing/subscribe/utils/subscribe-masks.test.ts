import { describe, expect, it } from 'vitest';

import {
  applyMask,
  CARD_NUMBER_MASK,
  CEP_MASK,
  CPF_MASK,
  CVV_MASK,
  DOCUMENT_MASK,
  MONTH_MASK,
  PHONE_MASK,
  YEAR_MASK,
} from './subscribe-masks.js';

describe('wizard masks (spec §5)', () => {
  it('CPF: ###.###.###-##, extra digits dropped', () => {
    expect(applyMask('52998224725', CPF_MASK)).toBe('529.982.247-25');
    expect(applyMask('529982247251', CPF_MASK)).toBe('529.982.247-25');
    expect(applyMask('abc529', CPF_MASK)).toBe('529');
  });

  it('CPF or CNPJ: the CPF mask up to 11 digits, the CNPJ one beyond', () => {
    expect(applyMask('52998224725', DOCUMENT_MASK)).toBe('529.982.247-25');
    expect(applyMask('11222333000181', DOCUMENT_MASK)).toBe('11.222.333/0001-81');
  });

  it('phone: (##) ####-#### for landlines, (##) #####-#### for mobiles', () => {
    expect(applyMask('1134567890', PHONE_MASK)).toBe('(11) 3456-7890');
    expect(applyMask('11987654321', PHONE_MASK)).toBe('(11) 98765-4321');
  });

  it('CEP: #####-###', () => {
    expect(applyMask('01310100', CEP_MASK)).toBe('01310-100');
    expect(applyMask('013101009', CEP_MASK)).toBe('01310-100');
  });

  it('card: 16 digits in groups of four; CVV 3, month 2 and year 4 digits', () => {
    expect(applyMask('42424242424242421', CARD_NUMBER_MASK)).toBe('4242 4242 4242 4242');
    expect(applyMask('1234', CVV_MASK)).toBe('123');
    expect(applyMask('123', MONTH_MASK)).toBe('12');
    expect(applyMask('20301', YEAR_MASK)).toBe('2030');
    expect(applyMask('ab', MONTH_MASK)).toBe('');
  });
});
