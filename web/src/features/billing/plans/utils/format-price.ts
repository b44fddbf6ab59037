/** A price in cents as money in the interface language (organization spec §9: cents / 100, BRL). */
export const formatPrice = (cents: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
    cents / 100,
  );
