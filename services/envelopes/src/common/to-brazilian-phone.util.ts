import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
// The package's ES module form of the full metadata (see identity's to-e164-phone.util.ts).
import metadata from 'libphonenumber-js/metadata.full';

/**
 * The E.164 form (`+5511987654321`) of a Brazilian phone number, written with or without the
 * country code and with any mask (`(11) 98765-4321`); null when it is not a valid Brazilian
 * number (spec section 5: WhatsApp delivery needs a phone in the Brazilian format).
 */
export function toBrazilianPhone(value: string): string | null {
  const text = value.trim();
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'BR', metadata);
  return phone?.isValid() && phone.country === 'BR' ? phone.number : null;
}
