import { defaultInitials } from './default-initials.util.js';

describe('defaultInitials (envelopes-and-signing §5)', () => {
  it("takes the first letter of each of the name's words, upper-cased", () => {
    expect(defaultInitials('ana maria souza')).toBe('AMS');
    expect(defaultInitials('  Érica   de Ávila ')).toBe('ÉDÁ');
  });

  it('gives the first two letters of a one-word name', () => {
    expect(defaultInitials('helena')).toBe('HE');
    expect(defaultInitials('Ó')).toBe('Ó');
  });

  it('never gives more than five initials, and nothing for an empty name', () => {
    expect(defaultInitials('a b c d e f g')).toBe('ABCDE');
    expect(defaultInitials('   ')).toBe('');
  });
});
