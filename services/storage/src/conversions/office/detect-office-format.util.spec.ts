import { detectOfficeFormat } from './detect-office-format.util.js';

const ZIP = Buffer.from('PK\u0003\u0004rest-of-a-zip', 'latin1');
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const RTF = Buffer.from('{\\rtf1\\ansi hello}', 'latin1');

describe('detectOfficeFormat', () => {
  it.each([
    ['contract.docx', ZIP, 'MS Word 2007 XML'],
    ['CONTRACT.DOCX', ZIP, 'MS Word 2007 XML'],
    ['proposal.odt', ZIP, 'writer8'],
    ['legacy.doc', OLE, 'MS Word 97'],
    ['notes.rtf', RTF, 'Rich Text Format'],
    ['page.html', Buffer.from('<html><body>hi</body></html>'), 'HTML (StarWriter)'],
    ['page.htm', Buffer.from('<p>hi</p>'), 'HTML (StarWriter)'],
  ])('reads %s with its own import filter', (name, head, importFilter) => {
    expect(detectOfficeFormat(name, head)).toMatchObject({ ok: true, importFilter });
  });

  it.each([
    ['a Word 97 file named .docx', 'renamed.docx', OLE, 'MS Word 97'],
    ['a Word 2007 file named .doc', 'renamed.doc', ZIP, 'MS Word 2007 XML'],
    ['RTF saved as .doc', 'saved-as.doc', RTF, 'Rich Text Format'],
    [
      'RTF after a byte-order mark and blank lines',
      'bom.rtf',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\r\n'), RTF]),
      'Rich Text Format',
    ],
  ])('picks the filter from the content for %s', (_case, name, head, importFilter) => {
    expect(detectOfficeFormat(name, head)).toMatchObject({ ok: true, importFilter });
  });

  it.each([
    ['a .docx that is not a zip', 'broken.docx', Buffer.from('plain text'), 'DOCX'],
    ['an .odt that is not a zip', 'broken.odt', OLE, 'ODT'],
    ['a .doc of random text', 'broken.doc', Buffer.from('hello'), 'DOC'],
    ['an .rtf without the RTF header', 'broken.rtf', Buffer.from('hello'), 'RTF'],
    ['binary bytes named .html', 'binary.html', Buffer.from([0x3c, 0x00, 0x01]), 'HTML'],
    ['an empty .docx', 'empty.docx', Buffer.alloc(0), 'DOCX'],
  ])('calls %s damaged (conversion.failed)', (_case, name, head, label) => {
    expect(detectOfficeFormat(name, head)).toEqual({
      ok: false,
      code: 'conversion.failed',
      message: `The file is damaged or is not a ${label} document.`,
    });
  });

  it.each(['sheet.xlsx', 'slides.pptx', 'scan.pdf', 'photo.png', 'no-extension', 'archive.docx.zip'])(
    'refuses %s as an unsupported type',
    (name) => {
      expect(detectOfficeFormat(name, ZIP)).toMatchObject({ ok: false, code: 'conversion.unsupported_type' });
    },
  );
});
