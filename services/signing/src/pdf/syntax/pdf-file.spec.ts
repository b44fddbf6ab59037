import { PdfRef, isDict } from './pdf-objects.js';
import { BrokenXrefError, PdfFile } from './pdf-file.js';

/** A one-page file whose table entries end as `eol` says; `shift` moves object 3's entry off its header. */
function file(eol: (num: number) => string, shift = 0): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3  0   obj % a header written loosely\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >>\nendobj\n',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  const entry = (offset: number, gen: string, type: string, num: number) =>
    `${String(offset).padStart(10, '0')} ${gen} ${type}${eol(num)}`;
  body += `xref\n0 4\n${entry(0, '65535', 'f', 0)}`;
  offsets.forEach((offset, i) => (body += entry(offset + (i === 2 ? shift : 0), '00000', 'n', i + 1)));
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('PdfFile', () => {
  it.each([
    ['two-byte ends of line', () => ' \n'],
    ['one-byte ends of line (19-byte entries)', () => '\n'],
    ['both, mixed', (num: number) => (num % 2 ? '\r\n' : '\n')],
  ])('reads table entries with %s and objects whose headers are written loosely', (_, eol) => {
    const pdf = PdfFile.open(file(eol));
    const page = pdf.get(new PdfRef(3, 0));
    expect(isDict(page) && page.get('Parent')).toEqual(new PdfRef(2, 0));
    expect(pdf.size).toBe(4);
  });

  it('refuses an offset that does not land on its object header', () => {
    expect(() => PdfFile.open(file(() => ' \n', 2))).toThrow(BrokenXrefError);
  });
});
