import { strToU8, zipSync } from 'fflate';

// Small but real documents of each accepted office format, built here so the tests need no files.

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A one-paragraph Word 2007+ document (the parts Word itself requires, nothing more). */
export function makeDocx(text: string): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
          `<w:body><w:p><w:r><w:t>${escapeXml(text)}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    }),
  );
}

/** A one-paragraph OpenDocument text; `mimetype` first and stored, as the format requires. */
export function makeOdt(text: string): Buffer {
  const mimetype = 'application/vnd.oasis.opendocument.text';
  return Buffer.from(
    zipSync({
      mimetype: [strToU8(mimetype), { level: 0 }],
      'META-INF/manifest.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?>' +
          '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
          `<manifest:file-entry manifest:full-path="/" manifest:media-type="${mimetype}"/>` +
          '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
          '</manifest:manifest>',
      ),
      'content.xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?>' +
          '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2">' +
          `<office:body><office:text><text:p>${escapeXml(text)}</text:p></office:text></office:body>` +
          '</office:document-content>',
      ),
    }),
  );
}

/** RTF is 7-bit text; the test texts are ASCII. */
export function makeRtf(text: string): Buffer {
  return Buffer.from(
    `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24 ${text}\\par}`,
    'latin1',
  );
}

export function makeHtml(text: string): Buffer {
  return Buffer.from(
    `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Documento</title></head>` +
      `<body><p>${escapeXml(text)}</p></body></html>`,
    'utf8',
  );
}
