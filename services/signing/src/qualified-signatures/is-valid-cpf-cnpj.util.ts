import { isValidCpf } from '@rubrica/service-kit';

/**
 * Digits-only CPF (11: not all the same digit, two mod-11 check digits, spec §5) or CNPJ (14: two
 * mod-11 check digits with weights 2..9 from the right, not all the same digit).
 */
export function isValidCpfCnpj(digits: string): boolean {
  if (/^(\d)\1*$/.test(digits)) return false;
  if (/^\d{11}$/.test(digits)) return isValidCpf(digits);
  if (/^\d{14}$/.test(digits)) {
    const check = (length: number) => {
      let sum = 0;
      for (let index = 0; index < length; index += 1) {
        sum += Number(digits[length - 1 - index]) * ((index % 8) + 2);
      }
      const rest = sum % 11;
      return rest < 2 ? 0 : 11 - rest;
    };
    return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
  }
  return false;
}
