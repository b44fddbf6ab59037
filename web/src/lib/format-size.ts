const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

const round = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 2 : 1 }).format(value);

/**
 * A file size or the storage used, in Bytes, Kb, Mb, and GB from 1000 Mb on (workspace spec,
 * "Localisation" and §9: use is shown on a 1024 base).
 */
export const formatSize = (bytes: number, locale: string): string => {
  if (bytes < KB) return `${Math.max(0, Math.round(bytes))} Bytes`;
  if (bytes < MB) return `${round(bytes / KB, locale)} Kb`;
  if (bytes / MB < 1000) return `${round(bytes / MB, locale)} Mb`;
  return `${round(bytes / GB, locale)} GB`;
};
