import { describe, expect, it } from 'vitest';

import { envelopeTitleFromFileName } from './envelope-title-from-file-name.js';

describe('envelope title from a file name (spec §5)', () => {
  it('keeps a short name whole', () => {
    expect(envelopeTitleFromFileName('Contrato.pdf')).toBe('Contrato.pdf');
  });
  it('cuts a long name to 50 characters, an ellipsis and the extension', () => {
    expect(envelopeTitleFromFileName(`${'a'.repeat(60)}.docx`)).toBe(`${'a'.repeat(50)}….docx`);
  });
});
