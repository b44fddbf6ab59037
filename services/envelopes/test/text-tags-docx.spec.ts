import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
import { outboxPayloads } from './envelopes-database.js';
import { timestampNow } from '@rubrica/proto';
import { strToU8, zipSync } from 'fflate';
import { ApplyDocumentConversionUseCase } from '../src/documents/use-cases/apply-document-conversion/apply-document-conversion.use-case.js';
import { call, fileForm, useDraftingApp } from './drafting-support.js';

const run = promisify(execFile);

const { app, sender } = useDraftingApp('text_tags_docx', {
  env: { ENVELOPE_ALLOWED_FILE_TYPES: 'pdf, docx' },
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** A run of text; `style` is WordprocessingML run properties (`<w:b/>`, a size …). */
const textRun = (text: string, style = '') =>
  `<w:r>${style ? `<w:rPr>${style}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

/**
 * A word-processor contract whose tags are split over runs of different styles, the way an editor
 * stores a tag typed across a change of bold, size or spacing.
 */
function taggedDocx(): Buffer {
  const paragraphs = [
    [textRun('Contratante: '), textRun('{{sig'), textRun('nature;', '<w:b/>'), textRun('r1}}')],
    [
      textRun('Rubrica: '),
      textRun('{{initials;', '<w:sz w:val="28"/>'),
      textRun('r1}}', '<w:spacing w:val="20"/>'),
    ],
    [textRun('Aceito os termos '), textRun('{{checkbox;r1;title=Aceite}}', '<w:i/>')],
  ];
  const body = paragraphs.map((runs) => `<w:p>${runs.join('')}</w:p>`).join('');
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`,
  };
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(parts).map(([name, xml]) => [name, strToU8(xml)]))),
  );
}

/** The PDF LibreOffice makes of a DOCX, as the storage service's converter runs it. */
async function convertWithLibreOffice(docx: Buffer): Promise<Buffer> {
  return inTemporaryDirectory('text-tags-docx-', async (dir) => {
    await writeFile(join(dir, 'contrato.docx'), docx);
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        dir,
        join(dir, 'contrato.docx'),
      ],
      { env: { HOME: dir, PATH: '/usr/local/bin:/usr/bin:/bin' }, timeout: 180_000 },
    );
    return await readFile(join(dir, 'contrato.pdf'));
  });
}

describe('text tags in a DOCX converted to PDF', () => {
  it('become fields when the converted PDF arrives, though the editor split them over runs', async () => {
    const envelopeId = (
      await call(app.url, 'POST', '/envelopes', { headers: sender.headers, json: { title: 'DOCX' } })
    ).body.id;
    const signer = await call(app.url, 'POST', `/envelopes/${envelopeId}/recipients`, {
      headers: sender.headers,
      json: { type: 'signer', addressees: [{ via: 'email', value: 'ana@example.com', name: 'Ana' }] },
    });
    const docx = taggedDocx();
    const upload = await call(app.url, 'POST', `/envelopes/${envelopeId}/documents`, {
      headers: sender.headers,
      form: fileForm(docx, 'contrato.docx', 'file', 'application/octet-stream'),
    });
    expect(upload.body.conversion_status).toBe('converting');

    // The storage service's part: convert, store the PDF where asked, answer.
    const [request] = (
      await outboxPayloads<Record<string, string>>(
        app.dataSource,
        'rubrica.envelopes.document.conversion_requested',
      )
    ).filter((payload) => payload.documentId === upload.body.id);
    const pdf = await convertWithLibreOffice(docx);
    const stored = await app.blobs.put(request!.targetBlobKey!, pdf, {
      size: pdf.length,
      contentType: 'application/pdf',
    });
    await app.dataSource.transaction((manager) =>
      app.app.get(ApplyDocumentConversionUseCase).converted(manager, {
        envelopeId,
        organizationId: sender.organizationId,
        occurredAt: timestampNow(),
        documentId: upload.body.id,
        requestId: request!.requestId!,
        blobKey: request!.targetBlobKey!,
        sha256: stored.sha256,
        sizeBytes: BigInt(pdf.length),
        pageCount: 1,
      } as Parameters<ApplyDocumentConversionUseCase['converted']>[1]),
    );

    const envelope = await call(app.url, 'GET', `/envelopes/${envelopeId}?extended=1`, {
      headers: sender.headers,
    });
    const [document] = envelope.body.documents;
    expect(document.text_tags.map((tag: { text: string }) => tag.text)).toEqual([
      '{{signature;r1}}',
      '{{initials;r1}}',
      '{{checkbox;r1;title=Aceite}}',
    ]);
    const fields = document.fields as Array<{
      type: string;
      recipient_id: string;
      title: string | null;
      widgets: Array<Record<string, number>>;
    }>;
    expect(fields.map((field) => [field.type, field.recipient_id]).sort()).toEqual([
      ['checkbox', signer.body.id],
      ['initial', signer.body.id],
      ['signature', signer.body.id],
    ]);
    expect(fields.find((field) => field.type === 'checkbox')!.title).toBe('Aceite');
    // One line under the other, down the page, each after its line's words: the fields stand on
    // their lines, the checkbox as tall as its line, signature and initials taller to sign in.
    const widgets = ['signature', 'initial', 'checkbox'].map(
      (type) => fields.find((field) => field.type === type)!.widgets[0]!,
    );
    const bottoms = widgets.map((widget) => widget.y_axis! + widget.height!);
    expect(bottoms[0]).toBeLessThan(bottoms[1]!);
    expect(bottoms[1]).toBeLessThan(bottoms[2]!);
    for (const widget of widgets) expect(widget.x_axis).toBeGreaterThan(0.15);
    expect(widgets[2]!.height).toBeLessThan(0.03);
    expect(widgets[0]!.height).toBeGreaterThan(widgets[1]!.height!);
    expect(widgets[1]!.height).toBeGreaterThan(widgets[2]!.height!);
  }, 240_000);
});
