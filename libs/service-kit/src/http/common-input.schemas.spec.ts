import { pageQuery, requiredText, searchQuery } from './common-input.schemas.js';

describe('common input schemas', () => {
  it('requiredText trims, and reads null, a missing key and blanks as "required"', () => {
    const name = requiredText('name', 5);
    expect(name.parse('  Ana ')).toBe('Ana');
    for (const value of [undefined, null, '   ']) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe('The name field is required.');
    }
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('The name must be a string.');
    expect(name.safeParse('Joaquim').error?.issues[0]?.message).toBe(
      'The name may not be greater than 5 characters.',
    );
  });

  it('pageQuery reads anything but a positive integer as the first page', () => {
    expect(pageQuery.parse('3')).toBe(3);
    expect(pageQuery.parse(['2', '9'])).toBe(2);
    for (const value of [undefined, '0', '-1', '1.5', 'abc']) expect(pageQuery.parse(value)).toBe(1);
  });

  it('searchQuery trims, caps at 255 characters and drops blanks', () => {
    expect(searchQuery.parse('  ana ')).toBe('ana');
    expect(searchQuery.parse(['x', 'y'])).toBe('x');
    expect(searchQuery.parse('   ')).toBeUndefined();
    expect(searchQuery.parse('a'.repeat(300))).toHaveLength(255);
  });
});
