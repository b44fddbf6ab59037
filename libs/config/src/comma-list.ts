import { z } from 'zod';

/**
 * A comma-separated variable as its trimmed, non-empty items; `item` normalizes each trimmed one
 * (case, a trailing slash) before empty ones are dropped. Pipe the result to check the items.
 */
export const commaList = (fallback: string, item: (trimmed: string) => string = (trimmed) => trimmed) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((part) => item(part.trim()))
        .filter(Boolean),
    );
