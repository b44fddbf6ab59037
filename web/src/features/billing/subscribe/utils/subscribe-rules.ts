import { isValidPhoneNumber } from 'libphonenumber-js';

import { isValidCpf, isValidCpfOrCnpj } from '../../../../lib/is-valid-cpf.js';
import { digitsOf } from './subscribe-masks.js';

/** Why a field is refused; each has its message in `billingSubscribe.errors`. */
export type Problem = 'required' | 'invalid' | 'cepInvalid' | 'cardInvalid' | 'expired';
export type Problems<Field extends string> = Partial<Record<Field, Problem>>;

export interface CustomerValues {
  name: string;
  email: string;
  document: string;
  phone: string;
}

export interface AddressValues {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface CardValues {
  holder: string;
  number: string;
  cvv: string;
  month: string;
  year: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string) => value.trim() === '';

/** Spec §5 "Register CPF": required, 11 digits, not all the same digit, two check digits. */
export const cpfProblem = (cpf: string): Problem | undefined =>
  blank(cpf) ? 'required' : isValidCpf(cpf) ? undefined : 'invalid';

/**
 * Spec §5 "Wizard customer": name required; e-mail required and valid; CPF or CNPJ required and
 * valid where the edition asks for it (the US edition has none); phone optional, a Brazilian
 * landline or mobile when given.
 */
export const customerProblems = (
  values: CustomerValues,
  documentRequired: boolean,
): Problems<keyof CustomerValues> => {
  const problems: Problems<keyof CustomerValues> = {};
  if (blank(values.name)) problems.name = 'required';
  if (blank(values.email)) problems.email = 'required';
  else if (!EMAIL.test(values.email.trim())) problems.email = 'invalid';
  if (documentRequired) {
    if (blank(values.document)) problems.document = 'required';
    else if (!isValidCpfOrCnpj(values.document)) problems.document = 'invalid';
  }
  const phone = digitsOf(values.phone);
  if (phone && !(/^\d{10,11}$/.test(phone) && isValidPhoneNumber(phone, 'BR'))) problems.phone = 'invalid';
  return problems;
};

/**
 * Spec §5 "Wizard address": CEP required and complete (at least 9 characters of #####-###, else
 * 'CEP inválido'); street, number, neighbourhood, city and state required; complement optional.
 */
export const addressProblems = (values: AddressValues): Problems<keyof AddressValues> => {
  const problems: Problems<keyof AddressValues> = {};
  if (blank(values.cep)) problems.cep = 'required';
  else if (values.cep.trim().length < 9 || digitsOf(values.cep).length !== 8) problems.cep = 'cepInvalid';
  for (const field of ['street', 'number', 'neighborhood', 'city', 'state'] as const) {
    if (blank(values[field])) problems[field] = 'required';
  }
  return problems;
};

/** The Luhn check digit of a card number (spec §5 "card number ... valid"). */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * Spec §5 "Wizard card": holder required; number required, 16 digits and valid; CVV required, 3
 * digits; month required, 2 digits, at most 12; year required, 4 digits; and (§5 "General") the
 * expiry not before the current month.
 */
export const cardProblems = (values: CardValues, now = new Date()): Problems<keyof CardValues> => {
  const problems: Problems<keyof CardValues> = {};
  if (blank(values.holder)) problems.holder = 'required';
  const number = digitsOf(values.number);
  if (!number) problems.number = 'required';
  else if (number.length !== 16 || !passesLuhn(number)) problems.number = 'cardInvalid';
  if (blank(values.cvv)) problems.cvv = 'required';
  else if (!/^\d{3}$/.test(values.cvv.trim())) problems.cvv = 'invalid';
  const month = values.month.trim();
  const year = values.year.trim();
  if (!month) problems.month = 'required';
  else if (!/^\d{2}$/.test(month) || Number(month) < 1 || Number(month) > 12) problems.month = 'invalid';
  if (!year) problems.year = 'required';
  else if (!/^\d{4}$/.test(year)) problems.year = 'invalid';
  if (!problems.month && !problems.year) {
    const expiry = Number(year) * 12 + Number(month) - 1;
    if (expiry < now.getFullYear() * 12 + now.getMonth()) problems.month = 'expired';
  }
  return problems;
};

/** The brand a card number's first digits name (the Brazilian edition's card lookup). */
export const cardBrandOf = (value: string): string | undefined => {
  const digits = digitsOf(value);
  if (digits.length < 4) return undefined;
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits))
    return 'Elo';
  if (/^(606282|3841)/.test(digits)) return 'Hipercard';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return undefined;
};

export const isValid = (problems: Problems<string>): boolean => Object.keys(problems).length === 0;
