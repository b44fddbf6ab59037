/**
 * A Brazilian CPF as the spec validates it (workspace-and-personal §5): exactly 11 digits, not all
 * the same digit, and two check digits, each the mod-11 remainder rule over the digits before it.
 * Takes digits only: masks (000.000.000-00) are the client's business.
 */
export function isValidCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf)) return false;
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  return checkDigit(digits, 9) === digits[9] && checkDigit(digits, 10) === digits[10];
}

/** The check digit for the first `length` digits: weights length+1 down to 2. */
function checkDigit(digits: number[], length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += digits[index]! * (length + 1 - index);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}
