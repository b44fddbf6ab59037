const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

const round = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 2 : 1 }).format(value);

/**
 * A file size or the storage used, on a 1024 base, in Bytes, KB, MB, and GB from 1000 MB on
 * (workspace spec, "Localisation" and §9). The spec writes the units "Kb" and "Mb"; they read
 * KB and MB here, as everywhere else in the product (upload limits, plan limits).
 */
export const formatSize = (bytes: number, locale: string): string => {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} Bytes`;
  if (bytes < MB) return `${round(bytes / KB, locale)} KB`;
  if (bytes / MB < 1000) return `${round(bytes / MB, locale)} MB`;
  return `${round(bytes / GB, locale)} GB`;
};
