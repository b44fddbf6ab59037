/**
 * The plugin may wrap a signature in armour lines (`-----BEGIN …-----` / `-----END …-----`);
 * what is submitted is the bare base64 between them, without line breaks.
 */
export const stripArmour = (signature: string): string =>
  signature
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('-----'))
    .join('');
