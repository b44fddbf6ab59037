import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
// The package's ES module form of the full metadata: the '/max' entry imports the .json file
// directly, which ES module loaders without import attributes warn about or refuse.
import metadata from 'libphonenumber-js/metadata.full';

/**
 * The E.164 form (`+5511987654321`) of a phone written in international format (with its
 * country code), or null when it is not a valid number. The full metadata is used so that
 * "valid" means a number a carrier could assign, not merely one of plausible length.
 */
export function toE164Phone(value: string): string | null {
  const text = value.trim();
  if (!text.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(text, metadata);
  return phone?.isValid() ? phone.number : null;
}
