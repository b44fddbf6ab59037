import { describe, expect, it } from 'vitest';

import {
  BLANK_RECIPIENT,
  fromRecipient,
  nextOrdered,
  recipientErrors,
  toRecipientInput,
  type RecipientDraft,
} from './recipient-rules.js';

const draft = (overrides: Partial<RecipientDraft> = {}): RecipientDraft => ({
  key: 'k',
  name: 'Ana',
  email: 'ana@example.com',
  ...BLANK_RECIPIENT,
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

describe('tag label', () => {
  it('takes what the server takes: a letter, then up to 39 letters, digits, - or _, not r1, r2 …', () => {
    const errors = recipientErrors([
      draft({ key: 'ok', email: 'a@example.com', tagLabel: ' Fiador_2 ' }),
      draft({ key: 'none', email: 'b@example.com', tagLabel: '' }),
      draft({ key: 'position', email: 'c@example.com', tagLabel: 'R12' }),
      draft({ key: 'digit', email: 'd@example.com', tagLabel: '2nd' }),
      draft({ key: 'space', email: 'e@example.com', tagLabel: 'a b' }),
      draft({ key: 'long', email: 'f@example.com', tagLabel: 'x'.repeat(41) }),
      draft({ key: 'longest', email: 'g@example.com', tagLabel: 'x'.repeat(40) }),
    ]);
    expect(errors.get('ok')).toBeUndefined();
    expect(errors.get('none')).toBeUndefined();
    expect(errors.get('longest')).toBeUndefined();
    for (const key of ['position', 'digit', 'space', 'long'])
      expect(errors.get(key)).toEqual({ tagLabel: 'tagLabelInvalid' });
  });

  it('sends the label lowercased, or null for none, and reads a saved one back', () => {
    expect(toRecipientInput(draft({ tagLabel: ' Comprador ' }), 0, false).tag_label).toBe('comprador');
    expect(toRecipientInput(draft(), 0, false).tag_label).toBeNull();
    const restored = fromRecipient(
      {
        id: 'r-1',
        type: 'signer',
        signature_type: 'simple',
        routing_order: null,
        tag_label: 'vendedor',
        state: 'waiting',
        notified_at: null,
        addressees: [{ via: 'email', value: 'ana@example.com', name: 'Ana', identifiers: [] }],
      },
      undefined,
    );
    expect(restored.tagLabel).toBe('vendedor');
  });
});

describe('WhatsApp delivery (spec §5)', () => {
  const whatsapp = (key: string, phone: string, overrides: Partial<RecipientDraft> = {}) =>
    draft({ key, via: 'whatsapp', email: '', phone, ...overrides });

  it('requires the phone instead of the e-mail', () => {
    expect(recipientErrors([whatsapp('a', '')]).get('a')).toEqual({ phone: 'phoneRequired' });
    expect(recipientErrors([whatsapp('a', '11987654321')]).get('a')).toBeUndefined();
  });

  it('accepts only valid Brazilian numbers', () => {
    const errors = recipientErrors([
      whatsapp('short', '1198765'),
      whatsapp('area', '00987654321'),
      whatsapp('foreign', '+1 202 555 0143'),
      whatsapp('masked', '(21) 99876-5432'),
      whatsapp('landline', '1132654321'),
    ]);
    expect(errors.get('short')).toEqual({ phone: 'phoneInvalid' });
    expect(errors.get('area')).toEqual({ phone: 'phoneInvalid' });
    expect(errors.get('foreign')).toEqual({ phone: 'phoneInvalid' });
    expect(errors.get('masked')).toBeUndefined();
    expect(errors.get('landline')).toBeUndefined();
  });

  it('refuses the same phone twice, however it was written', () => {
    const errors = recipientErrors([
      whatsapp('a', '11987654321'),
      whatsapp('b', '+55 (11) 98765-4321'),
      whatsapp('c', '11912345678'),
    ]);
    expect(errors.get('a')).toEqual({ phone: 'phoneTaken' });
    expect(errors.get('b')).toEqual({ phone: 'phoneTaken' });
    expect(errors.get('c')).toBeUndefined();
  });

  it('sends the phone in E.164 as a whatsapp addressee', () => {
    expect(toRecipientInput(whatsapp('a', '11987654321', { name: ' Ana ' }), 0, false).addressees).toEqual([
      { via: 'whatsapp', value: '+5511987654321', name: 'Ana', identifiers: [] },
    ]);
  });

  it('reaches an in-person signer face to face even if WhatsApp was chosen before', () => {
    const input = toRecipientInput(
      whatsapp('a', '', { type: 'in-person-signer', email: 'ana@example.com' }),
      0,
      false,
    );
    expect(input.addressees[0]).toMatchObject({ via: 'face-to-face', value: 'ana@example.com' });
    expect(
      recipientErrors([whatsapp('a', '', { type: 'in-person-signer', email: 'ana@example.com' })]).size,
    ).toBe(0);
  });

  it('reads a saved WhatsApp recipient back as its national digits', () => {
    const restored = fromRecipient(
      {
        id: 'r-1',
        type: 'signer',
        signature_type: 'simple',
        routing_order: null,
        tag_label: null,
        state: 'waiting',
        notified_at: null,
        addressees: [{ via: 'whatsapp', value: '+5511987654321', name: 'Ana', identifiers: [] }],
      },
      undefined,
    );
    expect(restored).toMatchObject({ via: 'whatsapp', phone: '11987654321', email: '' });
  });
});
