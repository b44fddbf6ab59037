import { describe, expect, it } from 'vitest';

import { mayCreateFolder } from './may-create-folder.js';
import { STORAGE_UPLOAD_MAX_BYTES, validateStorageUpload } from './validate-storage-upload.js';

const pdf = (size: number, name = 'a.pdf') => ({ name, size, type: 'application/pdf' });

describe('validateStorageUpload', () => {
  it('accepts a PDF up to 25 MB', () => {
    expect(validateStorageUpload(pdf(STORAGE_UPLOAD_MAX_BYTES))).toBeNull();
    expect(validateStorageUpload({ name: 'SCAN.PDF', size: 10, type: '' })).toBeNull();
  });

  it('refuses other types and files over 25 MB', () => {
    expect(validateStorageUpload({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe('type');
    expect(validateStorageUpload(pdf(STORAGE_UPLOAD_MAX_BYTES + 1))).toBe('size');
  });

  it('refuses a file the storage has no room for', () => {
    const usage = { used_bytes: 90, limit_bytes: 100 };
    expect(validateStorageUpload(pdf(10), usage)).toBeNull();
    expect(validateStorageUpload(pdf(11), usage)).toBe('quota');
    expect(validateStorageUpload(pdf(11), { used_bytes: 90, limit_bytes: null })).toBeNull();
  });
});

describe('mayCreateFolder', () => {
  it('allows folders down to depth 5 and no deeper', () => {
    expect(mayCreateFolder(0)).toBe(true);
    expect(mayCreateFolder(4)).toBe(true);
    expect(mayCreateFolder(5)).toBe(false);
  });
});
