/** A plausible e-mail address: something@domain.tld, no spaces (spec §5, edit recipient). */
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
