import { describe, expect, it } from 'vitest';

import { nextOrdered, recipientErrors, toRecipientInput, type RecipientDraft } from './recipient-rules.js';

const draft = (overrides: Partial<RecipientDraft> = {}): RecipientDraft => ({
  key: 'k',
  name: 'Ana',
  email: 'ana@example.com',
  type: 'signer',
  signatureType: 'simple',
  requiresPhoto: false,
  isSelf: false,
  ...overrides,
});

describe('signature order (spec §4)', () => {
  it('is off with one recipient or none, whatever was asked', () => {
    expect(nextOrdered(true, 2, 1)).toBe(false);
    expect(nextOrdered(true, 1, 0)).toBe(false);
  });
  it('turns on when the list grows from one to two or more', () => {
    expect(nextOrdered(false, 1, 2)).toBe(true);
    expect(nextOrdered(false, 0, 3)).toBe(true);
  });
  it("keeps the sender's choice otherwise", () => {
    expect(nextOrdered(false, 2, 3)).toBe(false);
    expect(nextOrdered(true, 3, 2)).toBe(true);
  });
});

describe('recipient payload (spec §7)', () => {
  it('gives signers their signature type and photo identifier, and others neither', () => {
    expect(
      toRecipientInput(draft({ requiresPhoto: true, signatureType: 'qualified' }), 0, false),
    ).toMatchObject({
      signature_type: 'qualified',
      addressees: [{ identifiers: [{ code: 'PHOTO', is_required: true }] }],
      routing_order: null,
    });
    expect(
      toRecipientInput(draft({ type: 'approver', requiresPhoto: true, signatureType: 'qualified' }), 1, true),
    ).toMatchObject({
      signature_type: null,
      addressees: [{ identifiers: [] }],
      routing_order: 2,
    });
  });
});

describe('delivery', () => {
  it('reaches in-person signers face to face and the others by e-mail', () => {
    expect(toRecipientInput(draft({ type: 'in-person-signer' }), 0, false).addressees[0]!.via).toBe(
      'face-to-face',
    );
    expect(toRecipientInput(draft({ type: 'approver' }), 0, false).addressees[0]!.via).toBe('email');
  });
});

describe('recipient validation (spec §5)', () => {
  it('flags a missing name, a missing or malformed e-mail and a repeated e-mail', () => {
    const errors = recipientErrors([
      draft({ key: 'a', name: ' ' }),
      draft({ key: 'b', email: '' }),
      draft({ key: 'c', email: 'ana@' }),
      draft({ key: 'd', email: 'x@example.com' }),
      draft({ key: 'e', email: 'X@Example.com ' }),
    ]);
    expect(errors.get('a')).toEqual({ name: 'nameRequired' });
    expect(errors.get('b')).toEqual({ email: 'emailRequired' });
    expect(errors.get('c')).toEqual({ email: 'emailInvalid' });
    expect(errors.get('d')).toEqual({ email: 'emailTaken' });
    expect(errors.get('e')).toEqual({ email: 'emailTaken' });
  });
});
