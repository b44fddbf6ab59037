import { z } from '@rubrica/config';

const email = z.email();

/** True for an address of the usual `local@domain.tld` shape (no display names, no spaces). */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && email.safeParse(value).success;
}
