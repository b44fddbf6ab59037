import { randomBytes } from 'node:crypto';

/**
 * A name no other test file will pick (`orders_m3x9k2_4f1a2b3c`), made only of lowercase letters,
 * digits and underscores so it is valid as a database, stream, consumer or subject token.
 */
export function uniqueName(prefix: string): string {
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .slice(0, 30);
  return `${safePrefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}
