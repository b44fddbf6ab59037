import { randomInt } from 'node:crypto';

/** A boleto as the payer sees it: the typeable line, the 44-digit bar code and its due date. */
export interface BoletoNumbers {
  line: string;
  barcode: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** FEBRABAN's base date for the due-date factor; the factor wrapped to 1000 on 2025-02-22. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** Modulo 10 check digit (the line's three first fields): weights 2, 1, 2... from the right. */
export function modulo10(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const product = Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 check digit of the bar code: weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function modulo11(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1)
    sum += Number(digits[digits.length - 1 - index]) * (2 + (index % 8));
  const digit = 11 - (sum % 11);
  return digit === 0 || digit > 9 ? 1 : digit;
}

/** Days from the base date, four digits, starting again at 1000 after 9999. */
export function dueFactor(dueAt: Date): string {
  const days = Math.floor(
    (Date.UTC(dueAt.getUTCFullYear(), dueAt.getUTCMonth(), dueAt.getUTCDate()) - FACTOR_BASE) / DAY_MS,
  );
  const factor = days > 9999 ? ((days - 10000) % 9000) + 1000 : days;
  return String(factor).padStart(4, '0');
}

/**
 * The numbers of a sandbox boleto, laid out as a bank's (FEBRABAN): bank 000 (no bank), currency
 * 9, the due-date factor, the amount in cents over ten digits and a random 25-digit free field,
 * with the bar code's modulo-11 digit and each line field's modulo-10 digit, so a reader of boletos
 * accepts it. `free` is for tests; by default it is random.
 */
export function sandboxBoleto(amountCents: number, dueAt: Date, free?: string): BoletoNumbers {
  const field = free ?? Array.from({ length: 25 }, () => randomInt(10)).join('');
  const head = '0009';
  const tail = `${dueFactor(dueAt)}${String(amountCents).padStart(10, '0')}`;
  const check = modulo11(`${head}${tail}${field}`);
  const barcode = `${head}${check}${tail}${field}`;
  const block = (digits: string) => `${digits}${modulo10(digits)}`;
  const first = block(`${head}${field.slice(0, 5)}`);
  const second = block(field.slice(5, 15));
  const third = block(field.slice(15, 25));
  const line =
    `${first.slice(0, 5)}.${first.slice(5)} ${second.slice(0, 5)}.${second.slice(5)} ` +
    `${third.slice(0, 5)}.${third.slice(5)} ${check} ${tail}`;
  return { line, barcode };
}
