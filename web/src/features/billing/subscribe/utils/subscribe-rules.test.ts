import { describe, expect, it } from 'vitest';

import {
  addressProblems,
  cardBrandOf,
  cardProblems,
  cpfProblem,
  customerProblems,
  passesLuhn,
  type CardValues,
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
  it('accepts a complete customer', () => {
    expect(customerProblems(customer(), true)).toEqual({});
  });

  it('requires the name', () => {
    expect(customerProblems(customer({ name: '  ' }), true)).toEqual({ name: 'required' });
  });

  it('requires the e-mail and a valid one', () => {
    expect(customerProblems(customer({ email: '' }), true)).toEqual({ email: 'required' });
    expect(customerProblems(customer({ email: 'maria@' }), true)).toEqual({ email: 'invalid' });
    expect(customerProblems(customer({ email: 'maria example.com' }), true)).toEqual({ email: 'invalid' });
  });

  it('requires a valid CPF or CNPJ where the edition asks for one', () => {
    expect(customerProblems(customer({ document: '' }), true)).toEqual({ document: 'required' });
    expect(customerProblems(customer({ document: '529.982.247-24' }), true)).toEqual({ document: 'invalid' });
    expect(customerProblems(customer({ document: '11.222.333/0001-80' }), true)).toEqual({
      document: 'invalid',
    });
    expect(customerProblems(customer({ document: '11.222.333/0001-81' }), true)).toEqual({});
  });

  it('asks no document in the US edition', () => {
    expect(customerProblems(customer({ document: '' }), false)).toEqual({});
  });

  it('takes the phone as optional, but a given one must be a Brazilian landline or mobile', () => {
    expect(customerProblems(customer({ phone: '' }), true)).toEqual({});
    expect(customerProblems(customer({ phone: '(11) 3456-7890' }), true)).toEqual({});
    expect(customerProblems(customer({ phone: '(11) 9876-543' }), true)).toEqual({ phone: 'invalid' });
    expect(customerProblems(customer({ phone: '(00) 98765-4321' }), true)).toEqual({ phone: 'invalid' });
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
  it('accepts a valid card', () => {
    expect(cardProblems(card(), NOW)).toEqual({});
  });

  it('requires the holder name', () => {
    expect(cardProblems(card({ holder: '' }), NOW)).toEqual({ holder: 'required' });
  });

  it('requires the number, with 16 digits that pass the check digit', () => {
    expect(cardProblems(card({ number: '' }), NOW)).toEqual({ number: 'required' });
    expect(cardProblems(card({ number: '4242 4242 4242 424' }), NOW)).toEqual({ number: 'cardInvalid' });
    expect(cardProblems(card({ number: '4242 4242 4242 4241' }), NOW)).toEqual({ number: 'cardInvalid' });
  });

  it('requires a CVV of 3 digits', () => {
    expect(cardProblems(card({ cvv: '' }), NOW)).toEqual({ cvv: 'required' });
    expect(cardProblems(card({ cvv: '12' }), NOW)).toEqual({ cvv: 'invalid' });
    expect(cardProblems(card({ cvv: '1234' }), NOW)).toEqual({ cvv: 'invalid' });
  });

  it('requires a month of 2 digits, at most 12', () => {
    expect(cardProblems(card({ month: '' }), NOW)).toEqual({ month: 'required' });
    expect(cardProblems(card({ month: '7' }), NOW)).toEqual({ month: 'invalid' });
    expect(cardProblems(card({ month: '13' }), NOW)).toEqual({ month: 'invalid' });
    expect(cardProblems(card({ month: '00' }), NOW)).toEqual({ month: 'invalid' });
  });

  it('requires a year of 4 digits', () => {
    expect(cardProblems(card({ year: '' }), NOW)).toEqual({ year: 'required' });
    expect(cardProblems(card({ year: '30' }), NOW)).toEqual({ year: 'invalid' });
  });

  it('refuses an expiry before the current month, and takes the current one', () => {
    expect(cardProblems(card({ month: '10', year: '2026' }), NOW)).toEqual({ month: 'expired' });
    expect(cardProblems(card({ month: '11', year: '2026' }), NOW)).toEqual({});
  });
});

describe('card helpers', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand from the first digits (card lookup)', () => {
    expect(cardBrandOf('4242 42')).toBe('Visa');
    expect(cardBrandOf('5555 55')).toBe('Mastercard');
    expect(cardBrandOf('6363 68')).toBe('Elo');
    expect(cardBrandOf('42')).toBeUndefined();
  });
});
