import { validateSendReadiness, type SendReadinessInput } from './send-readiness.js';

type Recipient = SendReadinessInput['recipients'][number];

/** A simple signer reached by e-mail. */
function signer(id: string, name: string, address: string): Recipient {
  return { id, name, type: 'signer', signatureType: 'simple', via: 'email', address };
}

const ready: SendReadinessInput = {
  documents: [{ name: 'contract.pdf', conversionStatus: null }],
  recipients: [signer('r1', 'Ana', 'a@example.com'), signer('r2', 'Bruno', 'a@example.com')],
  fields: [
    { type: 'text', recipientId: 'r1' },
    { type: 'signature', recipientId: 'r1' },
    { type: 'signature', recipientId: 'r2' },
  ],
  isPdfa: true,
};

/** `ready` with its two signers changed as given (Ana first, Bruno second). */
function withSigners(ana: Partial<Recipient>, bruno: Partial<Recipient> = {}): SendReadinessInput {
  const [first, second] = ready.recipients;
  return {
    ...ready,
    recipients: [
      { ...first!, ...ana },
      { ...second!, ...bruno },
    ],
  };
}

describe('validateSendReadiness', () => {
  it('accepts converted documents, reachable simple signers and PDF/A-conforming fields', () => {
    expect(validateSendReadiness(ready)).toEqual({});
  });

  it('needs at least one document', () => {
    expect(validateSendReadiness({ ...ready, documents: [] })).toEqual({
      documents: ['The envelope needs at least one document.'],
    });
  });

  it('refuses a document still converting, or whose conversion failed', () => {
    const errors = validateSendReadiness({
      ...ready,
      documents: [
        { name: 'a.docx', conversionStatus: 'converting' },
        { name: 'b.docx', conversionStatus: 'failed' },
      ],
    });
    expect(errors.documents).toEqual([
      '"a.docx" is still being converted to PDF; send it once it is ready.',
      '"b.docx" could not be converted to PDF; remove it to send the envelope.',
    ]);
  });

  it('refuses a text tag that did not become a field of the recipient it names, and not one that waits or became one', () => {
    const tag = { text: '{{signature;r2}}', page: 2 };
    const errors = validateSendReadiness({
      ...ready,
      documents: [
        {
          name: 'contract.pdf',
          conversionStatus: null,
          textTags: [
            { ...tag, field_id: 'f1', problem: null },
            { ...tag, field_id: null, problem: 'Only signers may receive this field.' },
            { ...tag, text: '{{signature;r7}}', field_id: null, problem: null },
          ],
        },
      ],
    });
    expect(errors).toEqual({
      'documents.0.text_tags.1': [
        'The tag {{signature;r2}} on page 2 of "contract.pdf" did not become a field: the recipient it names may not receive that field. Change the tag or the recipient.',
      ],
    });
  });

  it('accepts a qualified signer (the certificate flow signs for them) and refuses a WhatsApp delivery', () => {
    const errors = validateSendReadiness(
      withSigners({ signatureType: 'qualified' }, { via: 'whatsapp', address: '+5511912345678' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['recipients.1.addressees.0.via']);
  });

  it('refuses a qualified signer where the edition offers no qualified signature (US)', () => {
    const qualified = withSigners({ signatureType: 'qualified' });
    expect(validateSendReadiness({ ...qualified, qualifiedOffered: false })).toEqual({
      'recipients.0.signature_type': [
        'Qualified signatures are not offered in this edition; ask Ana for a simple signature.',
      ],
    });
    expect(validateSendReadiness({ ...qualified, qualifiedOffered: true })).toEqual({});
    expect(validateSendReadiness({ ...ready, qualifiedOffered: false })).toEqual({});
  });

  it('refuses, in PDF/A, a field other than a signature for a recipient after the first', () => {
    const errors = validateSendReadiness({
      ...ready,
      fields: [...ready.fields, { type: 'text', recipientId: 'r2' }, { type: 'date', recipientId: 'r2' }],
    });
    expect(errors).toEqual({
      fields: ['In PDF/A envelopes only the first recipient may receive fields other than signatures.'],
    });
    expect(
      validateSendReadiness({
        ...ready,
        isPdfa: false,
        fields: [...ready.fields, { type: 'text', recipientId: 'r2' }],
      }),
    ).toEqual({});
  });

  it('needs a signature field for each signer and in-person signer (an initial is not one)', () => {
    const errors = validateSendReadiness({
      ...ready,
      isPdfa: false,
      recipients: [
        { ...ready.recipients[0]!, type: 'in-person-signer', via: 'face-to-face' },
        { ...ready.recipients[1]!, type: 'approver', signatureType: null },
        signer('r3', 'Caio', 'c@example.com'),
      ],
      fields: [
        { type: 'text', recipientId: 'r1' },
        { type: 'initial', recipientId: 'r3' },
      ],
    });
    expect(errors).toEqual({
      'recipients.0.fields': ['Place a signature field for Ana.'],
      'recipients.2.fields': ['Place a signature field for Caio.'],
    });
  });

  it('needs the address of a role copied from a template', () => {
    const errors = validateSendReadiness({
      ...withSigners({ address: '' }, { via: 'whatsapp', address: ' ' }),
      whatsapp: 'allowed',
    });
    expect(errors).toEqual({
      'recipients.0.addressees.0.value': ["Give Ana's e-mail address before sending."],
      'recipients.1.addressees.0.value': ["Give Bruno's phone number before sending."],
    });
  });
});
