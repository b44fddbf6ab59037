import { PdfString } from './pdf-objects.js';
import { PdfParser } from './pdf-parser.js';

/** The bytes of the literal string written at the start of `source`. */
function literal(source: string): string {
  const value = new PdfParser(Buffer.from(source, 'latin1')).value();
  expect(value).toBeInstanceOf(PdfString);
  return Buffer.from((value as PdfString).bytes).toString('latin1');
}

describe('PdfParser literal strings', () => {
  it.each([
    ['the named escapes', String.raw`(a\nb\rc\td\be\ff)`, 'a\nb\rc\td\be\ff'],
    ['escaped delimiters and backslash', String.raw`(\(x\) \\)`, '(x) \\'],
    ['octal codes of one to three digits', String.raw`(\101\60\0071)`, 'A0\x071'],
    ['an octal code above a byte, kept to its low byte', String.raw`(\777)`, '\xff'],
    ['a line continued after a backslash', '(ab\\\r\ncd\\\nef)', 'abcdef'],
    ['an unknown escape, as the letter alone', String.raw`(\q)`, 'q'],
    ['balanced parentheses inside', '(a (b) c)', 'a (b) c'],
  ])('reads %s', (_what, source, expected) => {
    expect(literal(source)).toBe(expected);
  });
});
