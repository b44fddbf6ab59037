import { createHash } from 'node:crypto';
import { specTemporaryDirectory } from '@rubrica/testing';
import { ensureDevelopmentCertificate, inspectPdf, PdfErrorCode, signPdf } from '../src/pdf/index.js';
import { makeTestPdf, makeTurnedCroppedPdf } from './pdf-fixtures.js';

const dir = specTemporaryDirectory('rubrica-pdf-inspect-');

describe('inspectPdf', () => {
  it('reports hashes of the exact bytes and each page as displayed', async () => {
    const bytes = await makeTurnedCroppedPdf();
    const inspection = await inspectPdf(bytes);

    expect(inspection.size).toBe(bytes.length);
    expect(inspection.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(inspection.sha1).toBe(createHash('sha1').update(bytes).digest('hex'));
    expect(inspection.encrypted).toBe(false);
    expect(inspection.pageCount).toBe(4);
    expect(inspection.pages.map((p) => [p.number, p.rotation, p.width, p.height])).toEqual([
      [1, 0, 400, 500],
      [2, 90, 500, 400],
      [3, 180, 400, 500],
      [4, 270, 500, 400],
    ]);
    expect(inspection.pages[0].cropBox).toEqual({ x: 50, y: 100, width: 400, height: 500 });
    expect(inspection.signatures).toEqual([]);
  });

  it('lists existing signatures with the byte ranges they cover', async () => {
    const { credentials } = await ensureDevelopmentCertificate(dir);
    const once = (await signPdf(await makeTestPdf(), { signer: credentials, name: 'Primeiro' })).pdf;
    const twice = (await signPdf(once, { signer: credentials, name: 'Segundo' })).pdf;
    const { signatures } = await inspectPdf(twice);

    expect(signatures.map((s) => [s.fieldName, s.subFilter, s.coversWholeFile])).toEqual([
      ['Primeiro', 'ETSI.CAdES.detached', false],
      ['Segundo', 'ETSI.CAdES.detached', true],
    ]);
    const [start, firstLength, secondStart, secondLength] = signatures[0].byteRange;
    expect(start).toBe(0);
    expect(secondStart + secondLength).toBe(once.length);
    expect(firstLength).toBeLessThan(secondStart);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(inspectPdf(Buffer.from('hello'))).rejects.toMatchObject({ code: PdfErrorCode.Unreadable });
  });
});
