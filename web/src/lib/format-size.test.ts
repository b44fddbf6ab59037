import { describe, expect, it } from 'vitest';

import { formatSize } from './format-size.js';
import { formatStorageLimit } from './format-storage-limit.js';

describe('formatSize (use, on a 1024 base)', () => {
  it.each([
    [0, '0 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [3 * 1024 * 1024, '3 MB'],
    [999 * 1024 * 1024, '999 MB'],
    // 1000 MB and more read in GB.
    [1000 * 1024 * 1024, '0.98 GB'],
    [2 * 1024 * 1024 * 1024, '2 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatSize(bytes, 'en')).toBe(text);
  });

  it('uses the reader decimal separator', () => {
    expect(formatSize(1536, 'pt-BR')).toBe('1,5 KB');
  });
});

describe('formatStorageLimit (plan limits in MB, 1000 MB = 1 GB)', () => {
  it.each([
    [100 * 1024 * 1024, '100 MB'],
    [1000 * 1024 * 1024, '1 GB'],
    [5000 * 1024 * 1024, '5 GB'],
    // As billing states them (decimal bytes).
    [500_000_000, '500 MB'],
    [1_000_000_000, '1 GB'],
    [3_000_000_000, '3 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatStorageLimit(bytes, 'en')).toBe(text);
  });
});
