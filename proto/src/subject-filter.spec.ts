import { subjectMatchesFilter } from './subject-filter.js';

describe('subjectMatchesFilter', () => {
  it('matches a trailing > against one or more tokens', () => {
    expect(subjectMatchesFilter('rubrica.envelopes.>', 'rubrica.envelopes.envelope.completed')).toBe(true);
    expect(subjectMatchesFilter('rubrica.envelopes.>', 'rubrica.envelopes.envelope')).toBe(true);
    expect(subjectMatchesFilter('rubrica.envelopes.>', 'rubrica.envelopes')).toBe(false);
    expect(subjectMatchesFilter('rubrica.envelopes.>', 'rubrica.billing.credits.consumed')).toBe(false);
  });

  it('matches * against exactly one token', () => {
    expect(subjectMatchesFilter('rubrica.envelopes.envelope.*', 'rubrica.envelopes.envelope.sent')).toBe(
      true,
    );
    expect(subjectMatchesFilter('rubrica.envelopes.envelope.*', 'rubrica.envelopes.envelope.sent.v2')).toBe(
      false,
    );
    expect(subjectMatchesFilter('rubrica.*.envelope.sent', 'rubrica.envelopes.envelope.sent')).toBe(true);
  });

  it('matches literal subjects only when every token is equal', () => {
    expect(subjectMatchesFilter('rubrica.a.b.c', 'rubrica.a.b.c')).toBe(true);
    expect(subjectMatchesFilter('rubrica.a.b.c', 'rubrica.a.b')).toBe(false);
    expect(subjectMatchesFilter('rubrica.a.b', 'rubrica.a.b.c')).toBe(false);
  });

  it('treats > before the last token as a literal that matches nothing', () => {
    expect(subjectMatchesFilter('rubrica.>.c', 'rubrica.a.c')).toBe(false);
  });

  it('rejects subjects with empty tokens', () => {
    expect(subjectMatchesFilter('rubrica.>', 'rubrica..a')).toBe(false);
  });
});
