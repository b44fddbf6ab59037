import { commaList } from './comma-list.js';

describe('commaList', () => {
  it('reads trimmed, non-empty items and falls back when unset', () => {
    expect(commaList('a,b').parse(undefined)).toEqual(['a', 'b']);
    expect(commaList('').parse(' x , ,y,')).toEqual(['x', 'y']);
  });

  it('normalizes each item before dropping the empty ones', () => {
    const origins = commaList('', (origin) => origin.replace(/\/+$/, ''));
    expect(origins.parse('http://a/, /')).toEqual(['http://a']);
  });
});
