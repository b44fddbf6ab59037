import { assertBlobKey, assertBlobPrefix } from './blob-key.js';

describe('blob keys', () => {
  it.each(['doc.pdf', 'envelopes/0b7c/documents/1/original.pdf', 'a b/ç-ñ/文件 (1).pdf', 'x'.repeat(1024)])(
    'accepts %s',
    (key) => expect(() => assertBlobKey(key)).not.toThrow(),
  );

  it.each([
    ['', 'must be a non-empty string'],
    ['/etc/passwd', 'must be relative'],
    ['a/../../etc', '"." or ".."'],
    ['..', '"." or ".."'],
    ['a/./b', '"." or ".."'],
    ['a//b', 'empty segments'],
    ['a/', 'empty segments'],
    ['.uploads/x', 'must not start with "."'],
    ['a\\..\\b', 'backslashes'],
    ['a\nb', 'control characters'],
    ['é'.repeat(513), 'at most 1024 bytes'],
  ])('rejects %j as a 422 naming the rule', (key, rule) => {
    expect(() => assertBlobKey(key)).toThrow(
      expect.objectContaining({
        code: 'blob.invalid_key',
        status: 422,
        errors: { key: [expect.stringContaining(rule)] },
      }),
    );
  });

  it('accepts an empty prefix or one ending in "/", and refuses unsafe ones', () => {
    for (const prefix of ['', 'envelopes/', 'envelopes/0b', 'a/b/'])
      expect(() => assertBlobPrefix(prefix)).not.toThrow();
    for (const prefix of ['/', '../', 'a//', '/a', '.uploads/']) {
      expect(() => assertBlobPrefix(prefix)).toThrow(expect.objectContaining({ code: 'blob.invalid_key' }));
    }
  });
});
