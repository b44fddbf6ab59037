import { creationTitle, validateEnvelopeDetails, validateUniqueAddresses } from './envelope-validation.js';

const now = new Date('2026-03-10T15:00:00Z');
const create = { now, requireTitle: true };

describe('envelope details (section 5)', () => {
  it('accepts a complete, valid envelope', () => {
    expect(
      validateEnvelopeDetails(
        {
          title: 't'.repeat(60),
          subject: 's'.repeat(60),
          message: 'm'.repeat(500),
          expireAt: new Date('2026-03-11T00:00:00Z'),
          actionReminderFrequency: 72,
        },
        create,
      ),
    ).toEqual({});
  });

  it('requires a title on creation and when cleared', () => {
    expect(validateEnvelopeDetails({}, create)).toEqual({ title: ['The title field is required.'] });
    expect(validateEnvelopeDetails({ title: ' ' }, { now, requireTitle: false }).title).toHaveLength(1);
    expect(validateEnvelopeDetails({}, { now, requireTitle: false })).toEqual({});
  });

  it('limits the title to 60 characters', () => {
    expect(validateEnvelopeDetails({ title: 't'.repeat(61) }, create).title).toEqual([
      'The title may not be greater than 60 characters.',
    ]);
  });

  it('limits the subject to 60 characters', () => {
    expect(Object.keys(validateEnvelopeDetails({ title: 'a', subject: 's'.repeat(61) }, create))).toEqual([
      'subject',
    ]);
  });

  it('limits the message to 500 characters', () => {
    expect(Object.keys(validateEnvelopeDetails({ title: 'a', message: 'm'.repeat(501) }, create))).toEqual([
      'message',
    ]);
  });

  it('refuses a deadline before tomorrow', () => {
    const laterToday = new Date('2026-03-10T23:59:00Z');
    expect(Object.keys(validateEnvelopeDetails({ title: 'a', expireAt: laterToday }, create))).toEqual([
      'expire_at',
    ]);
  });

  it('refuses a reminder without a deadline', () => {
    expect(validateEnvelopeDetails({ title: 'a', actionReminderFrequency: 24 }, create)).toEqual({
      action_reminder_frequency: ['A reminder needs a signature deadline.'],
    });
  });

  it.each([24, 72, 120])('accepts a reminder every %i hours', (hours) => {
    const expireAt = new Date('2026-04-01T00:00:00Z');
    expect(validateEnvelopeDetails({ title: 'a', expireAt, actionReminderFrequency: hours }, create)).toEqual(
      {},
    );
  });

  it.each([0, 12, 48, 168])('refuses a reminder every %i hours', (hours) => {
    const expireAt = new Date('2026-04-01T00:00:00Z');
    expect(validateEnvelopeDetails({ title: 'a', expireAt, actionReminderFrequency: hours }, create)).toEqual(
      {
        action_reminder_frequency: ['The reminder must be every 24, 72 or 120 hours.'],
      },
    );
  });
});

describe('creation title', () => {
  it('keeps a title within the limit', () => {
    expect(creationTitle('contract.pdf')).toBe('contract.pdf');
    expect(creationTitle(`${'a'.repeat(56)}.pdf`)).toBe(`${'a'.repeat(56)}.pdf`);
  });

  it('cuts a longer title to 50 characters, an ellipsis and the extension', () => {
    expect(creationTitle(`${'b'.repeat(70)}.docx`)).toBe(`${'b'.repeat(50)}….docx`);
  });

  it('cuts a long name without an extension to 50 characters and an ellipsis', () => {
    expect(creationTitle('c'.repeat(80))).toBe(`${'c'.repeat(50)}…`);
  });
});

describe('unique addresses', () => {
  it('accepts distinct e-mails and phones', () => {
    expect(
      validateUniqueAddresses([
        { via: 'email', value: 'a@example.com' },
        { via: 'email', value: 'b@example.com' },
        { via: 'whatsapp', value: '+55 (11) 91234-5678' },
      ]),
    ).toEqual({});
  });

  it('refuses the same e-mail twice, whatever its case', () => {
    expect(
      validateUniqueAddresses([
        { via: 'email', value: 'a@example.com' },
        { via: 'email', value: 'A@Example.com ' },
      ]),
    ).toEqual({
      'recipients.1.addressees.0.value': ['This address is already a recipient of the envelope.'],
    });
  });

  it('refuses the same WhatsApp number twice, whatever its mask', () => {
    expect(
      Object.keys(
        validateUniqueAddresses([
          { via: 'whatsapp', value: '+55 (11) 91234-5678' },
          { via: 'whatsapp', value: '5511912345678' },
        ]),
      ),
    ).toEqual(['recipients.1.addressees.0.value']);
  });
});
