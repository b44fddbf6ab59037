/**
 * Spec §5, CPF: 11 digits, not all the same digit, and two mod-11 check digits. Punctuation of the
 * 000.000.000-00 mask is ignored.
 */
export const isValidCpf = (value: string): boolean => {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  const check = (length: number) => {
    const sum = numbers
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === numbers[9] && check(10) === numbers[10];
};

/** The CPF mask, 000.000.000-00, applied as the digits are typed. */
export const maskCpf = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  return digits
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
};

/** CNPJ: 14 digits, not all the same digit, and two mod-11 check digits (weights 2 to 9, cycling). */
export const isValidCnpj = (value: string): boolean => {
  const digits = value.replace(/[.\-/\s]/g, '');
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  const check = (length: number) => {
    const sum = numbers
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (((length - 1 - index) % 8) + 2), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === numbers[12] && check(13) === numbers[13];
};

/** A CPF (000.000.000-00) while 11 digits or fewer are typed; a CNPJ (00.000.000/0000-00) beyond. */
export const maskCpfCnpj = (value: string): string => {
  const digits = value.replace(/\D/g, '').slice(0, 14);
  if (digits.length <= 11) return maskCpf(digits);
  return digits
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{2})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3/$4')
    .replace(/\/(\d{4})(\d{1,2})$/, '/$1-$2');
};

/** Either document, by its number of digits. */
export const isValidCpfOrCnpj = (value: string): boolean => {
  const digits = value.replace(/\D/g, '');
  return digits.length === 14 ? isValidCnpj(digits) : isValidCpf(value);
};
