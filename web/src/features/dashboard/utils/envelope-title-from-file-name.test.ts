import { describe, expect, it } from 'vitest';

import { envelopeTitleFromFileName } from './envelope-title-from-file-name.js';

describe('envelopeTitleFromFileName', () => {
  it('keeps a name of up to 50 characters before the extension as it is', () => {
    const name = `${'a'.repeat(50)}.pdf`;
    expect(envelopeTitleFromFileName(name)).toBe(name);
  });

  it('cuts a longer name to 50 characters, an ellipsis and the extension', () => {
    expect(envelopeTitleFromFileName(`${'b'.repeat(51)}.docx`)).toBe(`${'b'.repeat(50)}….docx`);
  });

  it('counts characters, not UTF-16 units, and copes with a name without extension', () => {
    expect(envelopeTitleFromFileName('ç'.repeat(60))).toBe(`${'ç'.repeat(50)}…`);
  });
});
