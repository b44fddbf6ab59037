/**
 * A bank boleto's two spellings (FEBRABAN "boleto de cobrança"): the 44-digit bar code a reader
 * scans and the 47-digit typeable line a person copies. They hold the same digits, rearranged:
 *
 *   bar code  BBBM D FFFF VVVVVVVVVV LLLLLLLLLLLLLLLLLLLLLLLLL
 *             bank+currency, general check digit, due factor, value in cents, 25-digit free field
 *   line      BBBM LLLLL x  LLLLLLLLLL y  LLLLLLLLLL z  D  FFFF VVVVVVVVVV
 *             each of the three first fields ends with its own modulo-10 digit (x, y, z)
 *
 * Providers answer one or the other (Pagar.me only the line); we keep both, and only numbers whose
 * check digits hold, so a payer is never handed digits a bank would refuse.
 */

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

/** Digits that do not make a valid bank boleto: `reason` says which check failed. */
export class InvalidBoletoNumbersError extends Error {
  constructor(readonly reason: string) {
    super(`invalid boleto numbers: ${reason}`);
    this.name = 'InvalidBoletoNumbersError';
  }
}

/** The general check digit of a 44-digit bar code (its fifth digit) holds. */
const checkBarcode = (barcode: string) => {
  const expected = modulo11(barcode.slice(0, 4) + barcode.slice(5));
  if (Number(barcode[4]) !== expected)
    throw new InvalidBoletoNumbersError(
      `general check digit is ${barcode[4]}, expected ${expected} (modulo 11)`,
    );
};

/**
 * The 44-digit bar code of a 47-digit typeable line (dots and spaces allowed): the rearrangement
 * above, after checking each field's modulo-10 digit and the general modulo-11 digit. Throws
 * InvalidBoletoNumbersError for anything else (a 48-digit utility bill line among them).
 */
export function barcodeOfLine(line: string): string {
  const digits = line.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(digits))
    throw new InvalidBoletoNumbersError(`a line has 47 digits, got "${line.slice(0, 60)}"`);
  const fields: Array<[number, number]> = [
    [0, 9],
    [10, 20],
    [21, 31],
  ];
  fields.forEach(([start, end], index) => {
    const expected = modulo10(digits.slice(start, end));
    if (Number(digits[end]) !== expected)
      throw new InvalidBoletoNumbersError(
        `field ${index + 1} check digit is ${digits[end]}, expected ${expected} (modulo 10)`,
      );
  });
  const barcode =
    digits.slice(0, 4) +
    digits[32] +
    digits.slice(33, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31);
  checkBarcode(barcode);
  return barcode;
}

/**
 * The typeable line of a 44-digit bar code, spelled as printed on the slip
 * (`BBBMC.CCCCX CCCCC.CCCCCY CCCCC.CCCCCZ D FFFFVVVVVVVVVV`); throws InvalidBoletoNumbersError
 * when the bar code's own check digit does not hold.
 */
export function lineOfBarcode(barcode: string): string {
  if (!/^\d{44}$/.test(barcode))
    throw new InvalidBoletoNumbersError(`a bar code has 44 digits, got "${barcode.slice(0, 60)}"`);
  checkBarcode(barcode);
  const free = barcode.slice(19);
  const block = (digits: string) => `${digits}${modulo10(digits)}`;
  const first = block(`${barcode.slice(0, 4)}${free.slice(0, 5)}`);
  const second = block(free.slice(5, 15));
  const third = block(free.slice(15, 25));
  return (
    `${first.slice(0, 5)}.${first.slice(5)} ${second.slice(0, 5)}.${second.slice(5)} ` +
    `${third.slice(0, 5)}.${third.slice(5)} ${barcode[4]} ${barcode.slice(5, 19)}`
  );
}
