const BINARY_MB = 1024 * 1024;
const DECIMAL_MB = 1000 * 1000;

/**
 * The plan's storage limit. Plans give it in MB and 1000 MB read as 1 GB (workspace spec §9).
 * Billing states plan limits in decimal bytes (500 MB = 500 000 000); the storage service's own
 * default counts MB of 1024 × 1024 bytes: either way the plan's round figure is shown.
 */
export const formatStorageLimit = (bytes: number, locale: string): string => {
  const megabytes = bytes % BINARY_MB === 0 ? bytes / BINARY_MB : bytes / DECIMAL_MB;
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return megabytes >= 1000 ? `${number(megabytes / 1000)} GB` : `${number(megabytes)} MB`;
};
