/**
 * Whether `digits` is a valid CPF (§5 "Register CPF": 11 digits, not all the same, two check
 * digits) or CNPJ (14 digits, two check digits).
 */
export function isValidTaxId(digits: string): boolean {
  if (!/^\d+$/.test(digits) || /^(\d)\1*$/.test(digits)) return false;
  if (digits.length === 11) return cpfCheck(digits, 9) && cpfCheck(digits, 10);
  if (digits.length === 14) return cnpjCheck(digits, 12) && cnpjCheck(digits, 13);
  return false;
}

function cpfCheck(digits: string, length: number): boolean {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return (rest === 10 ? 0 : rest) === Number(digits[length]);
}

function cnpjCheck(digits: string, length: number): boolean {
  const weights =
    length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return (rest < 2 ? 0 : 11 - rest) === Number(digits[length]);
}
