/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
