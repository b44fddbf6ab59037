import { describe, expect, it } from 'vitest';

import { validateUploadFile } from './validate-upload-file.js';

const rules = { extensions: ['pdf', 'docx'], maxBytes: 25 * 1024 * 1024 };

describe('validateUploadFile', () => {
  it('accepts an allowed extension, in any case, at the size limit', () => {
    expect(validateUploadFile({ name: 'Contrato.PDF', size: rules.maxBytes }, rules)).toBeNull();
  });

  it('names the allowed extensions for another type', () => {
    expect(validateUploadFile({ name: 'foto.png', size: 10 }, rules)).toEqual({
      code: 'INVALID_FILE_TYPE',
      extensions: ['pdf', 'docx'],
    });
    expect(validateUploadFile({ name: 'sem-extensao', size: 10 }, rules)?.code).toBe('INVALID_FILE_TYPE');
  });

  it('gives the largest size in MB for a file one byte over it', () => {
    expect(validateUploadFile({ name: 'a.pdf', size: rules.maxBytes + 1 }, rules)).toEqual({
      code: 'INVALID_FILE_SIZE',
      maxMb: 25,
    });
  });
});
