import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The E.164 form (`+5511987654321`) of a Brazilian phone number typed with or without the
 * country code and with any mask (`(11) 98765-4321`); null when it is not a valid Brazilian
 * number (spec §5: WhatsApp delivery needs a phone in the Brazilian format). The full metadata
 * is used, as services/envelopes does, so both sides accept the same numbers.
 */
export const brazilianPhone = (value: string): string | null => {
  const text = value.trim();
  if (!text || !/^[\d\s()+.-]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'BR');
  return phone?.isValid() && phone.country === 'BR' ? phone.number : null;
};
