import { assertBlobKey } from './blob-key.js';
import { blobKeys } from './blob-keys.js';

describe('the platform blob-key layouts', () => {
  it('keep the keys services have written so far', () => {
    expect(blobKeys.documentOriginal('o', 'e', 'd')).toBe('envelopes/o/e/documents/d/original.pdf');
    expect(blobKeys.documentSource('o', 'e', 'd', 'docx')).toBe('envelopes/o/e/documents/d/source.docx');
    expect(blobKeys.contentImage('o', 'e', 'd', 'i', 'png')).toBe('envelopes/o/e/documents/d/contents/i.png');
    expect(blobKeys.revision('o', 'e', 'd', 'r')).toBe('envelopes/o/e/documents/d/rev-r.pdf');
    expect(blobKeys.sealed('o', 'e', 'd', 'r')).toBe('envelopes/o/e/documents/d/sealed-r.pdf');
    expect(blobKeys.prepared('o', 'e', 'd', 't')).toBe('envelopes/o/e/documents/d/prepared-t.pdf');
    expect(blobKeys.signaturePage('o', 'e', 'r')).toBe('envelopes/o/e/signature-page-r.pdf');
    expect(blobKeys.recipientIdentifierPhoto('o', 'e', 'r')).toBe(
      'envelopes/o/e/recipients/r/identifiers/photo.jpg',
    );
    expect(blobKeys.userSignature('u', 'initials')).toBe('signature-profiles/users/u/initials.png');
    expect(blobKeys.recipientSignature('r', 'signature')).toBe(
      'signature-profiles/recipients/r/signature.png',
    );
    expect(blobKeys.avatar('u', 'i', 'webp')).toBe('avatars/u/i.webp');
    expect(blobKeys.organizationLogo('o', 'i')).toBe('organizations/o/logo-i');
    expect(blobKeys.storageItem('o', 'i')).toBe('storage/o/items/i.pdf');
  });

  it('put every object of an envelope under its prefix', () => {
    const prefix = blobKeys.envelope('o', 'e');
    expect(prefix).toBe('envelopes/o/e/');
    for (const key of [
      blobKeys.documentOriginal('o', 'e', 'd'),
      blobKeys.signaturePage('o', 'e', 'r'),
      blobKeys.recipientIdentifierPhoto('o', 'e', 'r'),
    ]) {
      expect(key.startsWith(prefix)).toBe(true);
      expect(() => assertBlobKey(key)).not.toThrow();
    }
  });
});
