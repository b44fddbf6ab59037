// Workspace spec §5: the contact phone is typed into the mask +## ## # ####-####.
const PHONE_MASK = '+## ## # ####-####';

/** The digits of `value` laid into the phone mask as far as they go (13 digits at most). */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  let result = '';
  let next = 0;
  for (const slot of PHONE_MASK) {
    if (next >= digits.length) break;
    if (slot === '#') result += digits[next++];
    else result += slot;
  }
  return result;
}
