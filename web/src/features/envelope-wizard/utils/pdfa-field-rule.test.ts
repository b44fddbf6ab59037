import { describe, expect, it } from 'vitest';

import { blockedByPdfa } from './pdfa-field-rule.js';

const pdfa = { isPdfa: true, recipientCount: 2 };

describe('PDF/A field rule (envelopes spec §5)', () => {
  it('lets the first recipient of a PDF/A envelope receive any field', () => {
    expect(blockedByPdfa('field', 'text', { ...pdfa, recipientIndex: 0 })).toBe(false);
  });

  it('gives later recipients of a PDF/A envelope only signature fields', () => {
    expect(blockedByPdfa('field', 'signature', { ...pdfa, recipientIndex: 1 })).toBe(false);
    expect(blockedByPdfa('field', 'initial', { ...pdfa, recipientIndex: 1 })).toBe(true);
    expect(blockedByPdfa('field', 'date', { ...pdfa, recipientIndex: 1 })).toBe(true);
  });

  it('does not concern contents, single-recipient envelopes or envelopes without PDF/A', () => {
    expect(blockedByPdfa('content', 'text', { ...pdfa, recipientIndex: 1 })).toBe(false);
    expect(blockedByPdfa('field', 'text', { isPdfa: true, recipientCount: 1, recipientIndex: 0 })).toBe(
      false,
    );
    expect(blockedByPdfa('field', 'text', { isPdfa: false, recipientCount: 2, recipientIndex: 1 })).toBe(
      false,
    );
  });
});
