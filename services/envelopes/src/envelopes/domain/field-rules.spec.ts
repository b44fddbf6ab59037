import { EnvelopeDomainError } from './envelope-domain.error.js';
import type { EnvelopeState, FieldType, RecipientState, RecipientType } from './envelope-vocabulary.js';
import {
  assertMayFillField,
  isFieldReadOnly,
  validateFieldPlacement,
  validateRecipientSigningOptions,
} from './field-rules.js';

function fillCode(input: Parameters<typeof assertMayFillField>[0]): string | null {
  try {
    assertMayFillField(input);
    return null;
  } catch (error) {
    return (error as EnvelopeDomainError).code;
  }
}

describe('filling fields (section 4)', () => {
  const base = {
    envelopeState: 'in-transit' as EnvelopeState,
    fieldRecipientId: 'r1',
    actorRecipientId: 'r1',
    ownerState: 'waiting' as RecipientState,
  };

  it('lets a waiting recipient fill their own field', () => {
    expect(fillCode(base)).toBeNull();
  });

  it("refuses another recipient's field", () => {
    expect(fillCode({ ...base, actorRecipientId: 'r2' })).toBe('field.not_owner');
  });

  it.each<RecipientState>(['done', 'refused', 'failed', 'suspended'])(
    'freezes the fields of a %s recipient',
    (state) => {
      expect(fillCode({ ...base, ownerState: state })).toBe('field.read_only');
    },
  );

  it.each<EnvelopeState>(['draft', 'processing', 'completed', 'cancelled', 'rejected', 'expired', 'halted'])(
    'freezes fields while the envelope is %s',
    (state) => {
      expect(isFieldReadOnly(state, 'waiting')).toBe(true);
      expect(fillCode({ ...base, envelopeState: state })).toBe('field.read_only');
    },
  );
});

describe('field placement (section 5)', () => {
  const place = (
    fieldType: FieldType,
    recipientType: RecipientType,
    extra: Partial<Parameters<typeof validateFieldPlacement>[0]> = {},
  ) =>
    validateFieldPlacement({
      fieldType,
      recipientType,
      recipientIndex: 0,
      recipientCount: 1,
      isPdfa: false,
      ...extra,
    });

  it.each<FieldType>(['signature', 'initial', 'text', 'checkbox', 'dropdown'])(
    'gives %s fields only to signers',
    (fieldType) => {
      expect(place(fieldType, 'signer')).toEqual({});
      expect(place(fieldType, 'in-person-signer')).toEqual({});
      expect(place(fieldType, 'approver')).toEqual({ type: ['Only signers may receive this field.'] });
      expect(place(fieldType, 'carbon-copy')).toHaveProperty('type');
    },
  );

  it('lets approvers get date and comment fields', () => {
    expect(place('date', 'approver')).toEqual({});
    expect(place('comments', 'approver')).toEqual({});
  });

  it('gives non-first recipients of a PDF/A envelope only signature fields', () => {
    const pdfa = { isPdfa: true, recipientCount: 2 };
    expect(place('text', 'signer', { ...pdfa, recipientIndex: 0 })).toEqual({});
    expect(place('signature', 'signer', { ...pdfa, recipientIndex: 1 })).toEqual({});
    expect(place('text', 'signer', { ...pdfa, recipientIndex: 1 })).toHaveProperty('type');
    expect(place('text', 'signer', { recipientCount: 2, recipientIndex: 1 })).toEqual({});
  });
});

describe('signing options (section 5)', () => {
  it('accepts a qualified signer asked for a photo', () => {
    expect(
      validateRecipientSigningOptions({ type: 'signer', signatureType: 'qualified', requiresPhoto: true }),
    ).toEqual({});
  });

  it('refuses a signature type other than simple for an approver', () => {
    expect(
      validateRecipientSigningOptions({ type: 'approver', signatureType: 'qualified', requiresPhoto: false }),
    ).toEqual({
      signature_type: ['Only signers have a signature type.'],
    });
  });

  it('refuses a photo requirement for a viewer', () => {
    expect(
      validateRecipientSigningOptions({ type: 'carbon-copy', signatureType: null, requiresPhoto: true }),
    ).toEqual({
      identifiers: ['Only signers may be asked for a photo.'],
    });
  });
});
