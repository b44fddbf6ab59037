import { randomInt } from 'node:crypto';
import { lineOfBarcode, modulo11 } from '../boleto-numbers.js';

/** A boleto as the payer sees it: the typeable line, the 44-digit bar code and its due date. */
export interface BoletoNumbers {
  line: string;
  barcode: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** FEBRABAN's base date for the due-date factor; the factor wrapped to 1000 on 2025-02-22. */
const FACTOR_BASE = Date.UTC(1997, 9, 7);

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
  const line = lineOfBarcode(barcode);
  return { line, barcode };
}
