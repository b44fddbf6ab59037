// PDFs carrying each kind of active content, built object by object with pdf-lib so every case is
// visible here, and the checks a sanitized PDF must pass: an independent parser over every object
// of the file (all revisions), and poppler's `pdfinfo -js` and `pdfdetach -list`. Shared with the
// end-to-end journey (e2e/active-content.spec.ts).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  StandardFonts,
  type PDFContext,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';

const run = promisify(execFile);

export const ACTIVE_CONTENT_CASES = [
  'open-action-javascript',
  'names-javascript',
  'document-additional-actions',
  'page-additional-actions',
  'annotation-javascript',
  'launch-action',
  'submit-form-and-import-data',
  'embedded-files',
  'rich-media',
  'xfa-form',
] as const;
export type ActiveContentCase = (typeof ACTIVE_CONTENT_CASES)[number];

const script = (context: PDFContext, code: string) =>
  context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });

const addAnnotation = (page: PDFPage, annotation: PDFRef) => {
  const existing = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
  if (existing) existing.push(annotation);
  else page.node.set(PDFName.of('Annots'), page.doc.context.obj([annotation]));
};

// The catalog's name dictionary, shared by the cases that fill one of its trees.
const catalogNames = (document: PDFDocument) => {
  const existing = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  if (existing) return existing;
  const names = document.context.obj({});
  document.catalog.set(PDFName.of('Names'), names);
  return names;
};

/** A link annotation at height `y` that runs `action` when clicked. */
const addLink = (page: PDFPage, y: number, action: PDFObject) => {
  const { context } = page.doc;
  addAnnotation(
    page,
    context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [20, y, 120, y + 20], A: action })),
  );
};

const embeddedFile = (context: PDFContext, name: string, text: string) => {
  const stream = context.register(
    PDFRawStream.of(
      context.obj({ Type: 'EmbeddedFile', Subtype: 'text/plain' }) as PDFDict,
      Buffer.from(text),
    ),
  );
  return context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(name),
      UF: PDFString.of(name),
      EF: context.obj({ F: stream }),
    }),
  );
};

const builders: Record<ActiveContentCase, (document: PDFDocument, page: PDFPage) => void> = {
  'open-action-javascript': (document) => {
    const { context } = document;
    document.catalog.set(PDFName.of('OpenAction'), context.register(script(context, 'app.alert("open")')));
  },
  'names-javascript': (document) => {
    const { context } = document;
    const tree = context.obj({
      Names: [PDFString.of('greeting'), context.register(script(context, 'app.alert("names")'))],
    });
    catalogNames(document).set(PDFName.of('JavaScript'), context.register(tree));
  },
  'document-additional-actions': (document) => {
    const { context } = document;
    document.catalog.set(
      PDFName.of('AA'),
      context.obj({ WC: script(context, 'app.alert("close")'), WP: script(context, 'app.alert("print")') }),
    );
  },
  'page-additional-actions': (document, page) => {
    const { context } = document;
    page.node.set(PDFName.of('AA'), context.obj({ O: script(context, 'app.alert("page open")') }));
  },
  'annotation-javascript': (document, page) => {
    const { context } = document;
    // A link that runs a script, and a benign URI action whose Next is a script too.
    addLink(page, 20, script(context, 'app.alert("link")'));
    addLink(
      page,
      50,
      context.obj({
        S: 'URI',
        URI: PDFString.of('https://example.com/'),
        Next: script(context, 'app.alert("next")'),
      }),
    );
    // A text field whose widget runs scripts on focus and on keystrokes.
    const widget = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        FT: 'Tx',
        T: PDFString.of('amount'),
        Rect: [20, 80, 120, 100],
        AA: context.obj({ Fo: script(context, 'app.alert("focus")'), K: script(context, 'event.rc = true') }),
      }),
    );
    addAnnotation(page, widget);
    document.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [widget] }));
  },
  'launch-action': (document, page) => {
    addLink(page, 20, document.context.obj({ S: 'Launch', F: PDFString.of('calc.exe'), NewWindow: true }));
  },
  'submit-form-and-import-data': (document, page) => {
    const { context } = document;
    const target = context.obj({ FS: 'URL', F: PDFString.of('https://example.com/') });
    addLink(page, 20, context.obj({ S: 'SubmitForm', F: target }));
    addLink(page, 50, context.obj({ S: 'ImportData', F: PDFString.of('values.fdf') }));
  },
  'embedded-files': (document, page) => {
    const { context } = document;
    const tree = context.obj({
      Names: [PDFString.of('notes.txt'), embeddedFile(context, 'notes.txt', 'hidden')],
    });
    catalogNames(document).set(PDFName.of('EmbeddedFiles'), context.register(tree));
    const popup = context.register(
      context.obj({ Type: 'Annot', Subtype: 'Popup', Rect: [130, 20, 230, 80] }),
    );
    const attachment = context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [20, 20, 40, 40],
        FS: embeddedFile(context, 'payload.txt', 'attached'),
        Popup: popup,
      }),
    );
    (context.lookup(popup) as PDFDict).set(PDFName.of('Parent'), attachment);
    addAnnotation(page, attachment);
    addAnnotation(page, popup);
  },
  'rich-media': (document, page) => {
    const { context } = document;
    const asset = embeddedFile(context, 'movie.swf', 'FWS');
    addAnnotation(
      page,
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'RichMedia',
          Rect: [20, 20, 220, 170],
          RichMediaContent: context.obj({
            Assets: context.obj({ Names: [PDFString.of('movie.swf'), asset] }),
            Configurations: [],
          }),
        }),
      ),
    );
  },
  'xfa-form': (document) => {
    const { context } = document;
    const template = context.register(
      PDFRawStream.of(
        context.obj({}) as PDFDict,
        Buffer.from(
          '<template><subform><event activity="initialize"><script>app.alert(1)</script></event></subform></template>',
        ),
      ),
    );
    document.catalog.set(
      PDFName.of('AcroForm'),
      context.obj({ Fields: [], XFA: [PDFString.of('template'), template] }),
    );
  },
};

/**
 * One 300 × 500 pt page drawing a 1×1 image whose stream data is `data`: a clean file whose data
 * may spell anything (active-content names by chance, a keyword split across read chunks).
 */
export async function imagePdf(data: Buffer, options: { useObjectStreams: boolean }): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 500]);
  const image = document.context.stream(data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 1,
    Height: 1,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  page.node.set(PDFName.of('Filler'), document.context.register(image));
  return Buffer.from(await document.save(options));
}

/** A one-page PDF with some text and the active content of each case named. */
export async function activeContentPdf(cases: readonly ActiveContentCase[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText(`Active content: ${cases.join(', ')}`, { x: 40, y: 780, size: 12, font });
  for (const name of cases) builders[name](document, page);
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/**
 * The same file encrypted by qpdf (AES-256): with an empty `user` password it opens without one
 * and only the owner password restricts it (`restricted` withholds every permission).
 */
export async function encryptWithQpdf(
  pdf: Buffer,
  { user, owner, restricted = false }: { user: string; owner: string; restricted?: boolean },
): Promise<Buffer> {
  return withTempFiles(async (dir) => {
    await writeFile(join(dir, 'in.pdf'), pdf);
    const limits = restricted
      ? ['--print=none', '--modify=none', '--extract=n', '--annotate=n', '--form=n', '--assemble=n']
      : [];
    await run('qpdf', [
      '--encrypt',
      user,
      owner,
      '256',
      ...limits,
      '--',
      join(dir, 'in.pdf'),
      join(dir, 'out.pdf'),
    ]);
    return readFile(join(dir, 'out.pdf'));
  });
}

/**
 * Active content an independent parser finds in any object of the file, including objects of
 * earlier revisions that nothing refers to any more: one line per finding, empty when clean.
 */
export async function findActiveContent(pdf: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const findings: string[] = [];
  const name = (dict: PDFDict, key: string) => {
    const value = dict.get(PDFName.of(key));
    return value instanceof PDFName ? value.asString() : undefined;
  };
  const inspect = (where: string, value: PDFObject | undefined, depth = 0): void => {
    if (!value || depth > 32) return;
    if (value instanceof PDFArray) {
      for (const item of value.asArray()) inspect(where, item, depth + 1);
      return;
    }
    const dict = value instanceof PDFDict ? value : value instanceof PDFRawStream ? value.dict : undefined;
    if (!dict) return;
    const action = name(dict, 'S');
    if (
      action &&
      ['/JavaScript', '/Launch', '/SubmitForm', '/ImportData', '/RichMediaExecute'].includes(action)
    )
      findings.push(`${where}: ${action} action`);
    if (dict.has(PDFName.of('JS'))) findings.push(`${where}: /JS`);
    const type = name(dict, 'Type');
    if (type === '/EmbeddedFile') findings.push(`${where}: embedded file stream`);
    const subtype = name(dict, 'Subtype');
    if (subtype === '/FileAttachment' || subtype === '/RichMedia')
      findings.push(`${where}: ${subtype} annotation`);
    for (const key of ['EF', 'EmbeddedFiles', 'JavaScript', 'AF', 'RichMediaContent', 'XFA'])
      if (dict.has(PDFName.of(key))) findings.push(`${where}: /${key}`);
    for (const [, entry] of dict.entries()) if (!(entry instanceof PDFRef)) inspect(where, entry, depth + 1);
  };
  for (const [ref, object] of document.context.enumerateIndirectObjects()) inspect(ref.toString(), object);
  return findings;
}

/** What poppler reports: the scripts `pdfinfo -js` prints and the count `pdfdetach -list` gives. */
export async function popplerActiveContent(
  pdf: Uint8Array,
): Promise<{ javascript: string; embeddedFiles: number }> {
  return withTempFiles(async (dir) => {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const info = await run('pdfinfo', ['-js', file]);
    const detach = await run('pdfdetach', ['-list', file]);
    // With -js pdfinfo prints only the scripts it finds (names, pages, annotations, fields).
    const javascript = info.stdout.trim();
    const count = /^(\d+) embedded files?/m.exec(detach.stdout);
    if (!count) throw new Error(`pdfdetach printed no count: ${detach.stdout}`);
    return { javascript, embeddedFiles: Number(count[1]) };
  });
}

async function withTempFiles<T>(work: (dir: string) => Promise<T>): Promise<T> {
  return inTemporaryDirectory('active-content-', async (dir) => {
    return await work(dir);
  });
}
