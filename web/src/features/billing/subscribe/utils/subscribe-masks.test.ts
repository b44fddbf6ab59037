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

const MASKS = {
  'CPF (###.###.###-##)': CPF_MASK,
  'CPF or CNPJ': DOCUMENT_MASK,
  'phone ((##) ####-#### or (##) #####-####)': PHONE_MASK,
  'CEP (#####-###)': CEP_MASK,
  'card number (four groups of four)': CARD_NUMBER_MASK,
  'CVV (3 digits)': CVV_MASK,
  'month (2 digits)': MONTH_MASK,
  'year (4 digits)': YEAR_MASK,
};

describe('wizard masks (spec §5)', () => {
  it.each<[keyof typeof MASKS, string, string]>([
    // Extra digits and anything but digits are dropped.
    ['CPF (###.###.###-##)', '52998224725', '529.982.247-25'],
    ['CPF (###.###.###-##)', '529982247251', '529.982.247-25'],
    ['CPF (###.###.###-##)', 'abc529', '529'],
    // The CPF mask up to 11 digits, the CNPJ one beyond.
    ['CPF or CNPJ', '52998224725', '529.982.247-25'],
    ['CPF or CNPJ', '11222333000181', '11.222.333/0001-81'],
    // Landlines have 8 digits after the area code, mobiles 9.
    ['phone ((##) ####-#### or (##) #####-####)', '1134567890', '(11) 3456-7890'],
    ['phone ((##) ####-#### or (##) #####-####)', '11987654321', '(11) 98765-4321'],
    ['CEP (#####-###)', '01310100', '01310-100'],
    ['CEP (#####-###)', '013101009', '01310-100'],
    ['card number (four groups of four)', '42424242424242421', '4242 4242 4242 4242'],
    ['CVV (3 digits)', '1234', '123'],
    ['month (2 digits)', '123', '12'],
    ['month (2 digits)', 'ab', ''],
    ['year (4 digits)', '20301', '2030'],
  ])('the %s mask shows %j as %j', (mask, typed, shown) => {
    expect(applyMask(typed, MASKS[mask])).toBe(shown);
  });
});
