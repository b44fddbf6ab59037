import { describe, expect, it } from 'vitest';

import {
  addressProblems,
  cardBrandOf,
  cardProblems,
  cpfProblem,
  customerProblems,
  passesLuhn,
  type CardValues,
  type CustomerValues,
} from './subscribe-rules.js';
import { aCustomer, anAddress } from '../components/subscribe-test-support.js';

const customer = aCustomer;
const address = anAddress;

const NOW = new Date(2026, 10, 27);
const card = (overrides: Partial<CardValues> = {}): CardValues => ({
  holder: 'MARIA SILVA',
  number: '4242 4242 4242 4242',
  cvv: '123',
  month: '12',
  year: '2030',
  ...overrides,
});

describe('register CPF (spec §5)', () => {
  it.each(['', '   '])('requires the CPF (%j)', (cpf) => {
    expect(cpfProblem(cpf)).toBe('required');
  });

  it.each(['529.982.247-2', '111.111.111-11', '529.982.247-24', '529.982.247-15'])(
    'refuses fewer than 11 digits, all the same digit, and wrong check digits (%s)',
    (cpf) => {
      expect(cpfProblem(cpf)).toBe('invalid');
    },
  );

  it.each(['529.982.247-25', '52998224725'])(
    'accepts a CPF whose two check digits are right, masked or not (%s)',
    (cpf) => {
      expect(cpfProblem(cpf)).toBeUndefined();
    },
  );
});

describe('wizard customer (spec §5)', () => {
  it.each<[string, Partial<CustomerValues>, boolean, ReturnType<typeof customerProblems>]>([
    ['accepts a complete customer', {}, true, {}],
    ['requires the name', { name: '  ' }, true, { name: 'required' }],
    ['requires the e-mail', { email: '' }, true, { email: 'required' }],
    ['refuses an e-mail without a domain', { email: 'maria@' }, true, { email: 'invalid' }],
    ['refuses an e-mail without an @', { email: 'maria example.com' }, true, { email: 'invalid' }],
    [
      'requires the CPF or CNPJ where the edition asks for one',
      { document: '' },
      true,
      { document: 'required' },
    ],
    ['refuses a CPF with a wrong check digit', { document: '529.982.247-24' }, true, { document: 'invalid' }],
    [
      'refuses a CNPJ with a wrong check digit',
      { document: '11.222.333/0001-80' },
      true,
      { document: 'invalid' },
    ],
    ['accepts a valid CNPJ', { document: '11.222.333/0001-81' }, true, {}],
    ['asks no document in the US edition', { document: '' }, false, {}],
    ['takes the phone as optional', { phone: '' }, true, {}],
    ['accepts a Brazilian landline', { phone: '(11) 3456-7890' }, true, {}],
    ['refuses a phone too short for a landline', { phone: '(11) 9876-543' }, true, { phone: 'invalid' }],
    ['refuses a phone without a real area code', { phone: '(00) 98765-4321' }, true, { phone: 'invalid' }],
  ])('%s', (_, overrides, asksDocument, problems) => {
    expect(customerProblems(customer(overrides), asksDocument)).toEqual(problems);
  });
});

describe('wizard address (spec §5)', () => {
  it('accepts a complete address without a complement', () => {
    expect(addressProblems(address())).toEqual({});
  });

  it("requires the CEP and refuses one shorter than #####-### ('CEP inválido')", () => {
    expect(addressProblems(address({ cep: '' }))).toEqual({ cep: 'required' });
    expect(addressProblems(address({ cep: '01310-10' }))).toEqual({ cep: 'cepInvalid' });
    expect(addressProblems(address({ cep: '01310100' }))).toEqual({ cep: 'cepInvalid' });
  });

  it.each(['street', 'number', 'neighborhood', 'city', 'state'] as const)('requires %s', (field) => {
    expect(addressProblems(address({ [field]: ' ' }))).toEqual({ [field]: 'required' });
  });
});

describe('wizard card (spec §5)', () => {
  it.each<[string, Partial<CardValues>, ReturnType<typeof cardProblems>]>([
    ['accepts a valid card', {}, {}],
    ['requires the holder name', { holder: '' }, { holder: 'required' }],
    ['requires the number', { number: '' }, { number: 'required' }],
    ['refuses a number of 15 digits', { number: '4242 4242 4242 424' }, { number: 'cardInvalid' }],
    [
      'refuses a number whose check digit fails',
      { number: '4242 4242 4242 4241' },
      { number: 'cardInvalid' },
    ],
    ['requires the CVV', { cvv: '' }, { cvv: 'required' }],
    ['refuses a CVV of 2 digits', { cvv: '12' }, { cvv: 'invalid' }],
    ['refuses a CVV of 4 digits', { cvv: '1234' }, { cvv: 'invalid' }],
    ['requires the month', { month: '' }, { month: 'required' }],
    ['refuses a month of 1 digit', { month: '7' }, { month: 'invalid' }],
    ['refuses a month past 12', { month: '13' }, { month: 'invalid' }],
    ['refuses month 00', { month: '00' }, { month: 'invalid' }],
    ['requires the year', { year: '' }, { year: 'required' }],
    ['refuses a year of 2 digits', { year: '30' }, { year: 'invalid' }],
    ['refuses an expiry before the current month', { month: '10', year: '2026' }, { month: 'expired' }],
    ['takes an expiry in the current month', { month: '11', year: '2026' }, {}],
  ])('%s', (_, overrides, problems) => {
    expect(cardProblems(card(overrides), NOW)).toEqual(problems);
  });
});

describe('card helpers', () => {
  it.each([
    ['4242424242424242', true],
    ['5555555555554444', true],
    ['4242424242424241', false],
  ])('checks the Luhn digit of %s (%s)', (number, passes) => {
    expect(passesLuhn(number)).toBe(passes);
  });

  it.each([
    ['4242 42', 'Visa'],
    ['5555 55', 'Mastercard'],
    ['6363 68', 'Elo'],
    ['42', undefined],
  ])('names the brand from the first digits %j (card lookup): %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });
});
