/**
 * The national digits (area code and number, `11987654321`) of a phone the server holds in E.164
 * (`+5511987654321`), as the masked WhatsApp input shows them; anything else is kept as digits.
 */
export const nationalPhoneDigits = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  return value.trim().startsWith('+55') ? digits.slice(2) : digits;
};
