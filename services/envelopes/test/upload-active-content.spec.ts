// The upload's first reading of a PDF (readUploadedPdf) against a real blob folder: each kind of
// active content is removed before the first hash, checked by an independent parser over every
// object and by poppler; a clean file stays byte for byte; owner-password-only files are opened up.
import { createHash, randomBytes } from 'node:crypto';
import { PDF } from '@libpdf/core';
import { FsBlobStore } from '@rubrica/blob';
import { isAppError } from '@rubrica/errors';
import { specTemporaryDirectory } from '@rubrica/testing';
import { readUploadedPdf } from '../src/documents/read-uploaded-pdf.js';
import {
  activeContentPdf,
  encryptWithQpdf,
  findActiveContent,
  imagePdf,
  popplerActiveContent,
  type ActiveContentCase,
} from './active-content-support.js';
import { makePdf } from './drafting-support.js';

const blobs = new FsBlobStore(specTemporaryDirectory('upload-active-content-'));

let counter = 0;
async function upload(pdf: Buffer) {
  counter += 1;
  const key = `uploads/${counter}/original.pdf`;
  await blobs.put(key, pdf, { size: pdf.length });
  const read = await readUploadedPdf(blobs, key, pdf.length);
  const stored = Buffer.concat(await (await blobs.get(key)).toArray());
  return { read, stored };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('active content at upload', () => {
  it.each<[ActiveContentCase, object[], { javascript: boolean; embeddedFiles: number }]>([
    ['open-action-javascript', [{ kind: 'javascript', count: 1 }], { javascript: false, embeddedFiles: 0 }],
    ['names-javascript', [{ kind: 'javascript', count: 1 }], { javascript: true, embeddedFiles: 0 }],
    [
      'document-additional-actions',
      [{ kind: 'javascript', count: 2 }],
      { javascript: true, embeddedFiles: 0 },
    ],
    ['page-additional-actions', [{ kind: 'javascript', count: 1 }], { javascript: true, embeddedFiles: 0 }],
    ['annotation-javascript', [{ kind: 'javascript', count: 4 }], { javascript: true, embeddedFiles: 0 }],
    ['launch-action', [{ kind: 'launch_action', count: 1 }], { javascript: false, embeddedFiles: 0 }],
    [
      'submit-form-and-import-data',
      [
        { kind: 'submit_form', count: 1 },
        { kind: 'import_data', count: 1 },
      ],
      { javascript: false, embeddedFiles: 0 },
    ],
    ['embedded-files', [{ kind: 'embedded_file', count: 2 }], { javascript: false, embeddedFiles: 2 }],
    ['rich-media', [{ kind: 'rich_media', count: 1 }], { javascript: false, embeddedFiles: 0 }],
    ['xfa-form', [{ kind: 'xfa_form', count: 1 }], { javascript: false, embeddedFiles: 0 }],
  ])('removes %s, reports it and stores the clean file', async (name, removed, before) => {
    const pdf = await activeContentPdf([name]);
    expect((await findActiveContent(pdf)).length).toBeGreaterThan(0);
    const poppler = await popplerActiveContent(pdf);
    expect(poppler.javascript !== '').toBe(before.javascript);
    expect(poppler.embeddedFiles).toBe(before.embeddedFiles);

    const { read, stored } = await upload(pdf);
    expect(read.removed).toEqual(removed);
    expect(await findActiveContent(stored)).toEqual([]);
    expect(await popplerActiveContent(stored)).toEqual({ javascript: '', embeddedFiles: 0 });
    // The first hash is the clean file's, and the page survived.
    expect(read).toMatchObject({ sha256: sha256(stored), size: stored.length, count: 1 });
    expect((await PDF.load(stored)).getPages()[0]!.width).toBe(595);
  });

  it('keeps a benign action whose chain held a script', async () => {
    const { stored } = await upload(await activeContentPdf(['annotation-javascript']));
    const page = (await PDF.load(stored)).getPages()[0]!;
    const uris = page
      .getAnnotations()
      .map((annotation) => annotation.dict.getDict('A')?.getName('S')?.value)
      .filter(Boolean);
    expect(uris).toEqual(['URI']);
  });

  it('rewrites a PDF whose earlier revision still holds a script a later revision unlinked', async () => {
    const edited = await PDF.load(await activeContentPdf(['names-javascript']));
    edited.getCatalog().getDict('Names')!.delete('JavaScript');
    const pdf = Buffer.from(await edited.save({ incremental: true }));
    expect(await popplerActiveContent(pdf)).toEqual({ javascript: '', embeddedFiles: 0 });
    expect(await findActiveContent(pdf)).not.toEqual([]);

    const { read, stored } = await upload(pdf);
    expect(read.removed).toEqual([]);
    expect(await findActiveContent(stored)).toEqual([]);
    expect(read.sha256).toBe(sha256(stored));
  });

  it('leaves a clean PDF byte for byte: same hash, nothing removed', async () => {
    const pdf = await makePdf(2);
    const { read, stored } = await upload(pdf);
    expect(read.removed).toEqual([]);
    expect(stored.equals(pdf)).toBe(true);
    expect(read.sha256).toBe(sha256(pdf));
  });

  it('leaves byte for byte a clean PDF whose image data spells active-content names by chance', async () => {
    // Compressed data says "/JS" and "/Launch" somewhere in most files of a few megabytes.
    const data = Buffer.concat([
      randomBytes(512),
      Buffer.from('/JS /Launch /JavaScript stream\n'),
      randomBytes(512),
    ]);
    const pdf = await imagePdf(data, { useObjectStreams: false });

    const { read, stored } = await upload(pdf);
    expect(read.removed).toEqual([]);
    expect(stored.equals(pdf)).toBe(true);
  });

  it('opens up an owner-password-only PDF that withholds every permission, and removes its scripts', async () => {
    const pdf = await encryptWithQpdf(await activeContentPdf(['names-javascript', 'embedded-files']), {
      user: '',
      owner: 'bank-owner',
      restricted: true,
    });
    const { read, stored } = await upload(pdf);
    expect(read.removed).toEqual([
      { kind: 'javascript', count: 1 },
      { kind: 'embedded_file', count: 2 },
      { kind: 'password_restrictions', count: 1 },
    ]);
    const reopened = await PDF.load(stored);
    expect(reopened.isEncrypted).toBe(false);
    expect(await findActiveContent(stored)).toEqual([]);
    expect(await popplerActiveContent(stored)).toEqual({ javascript: '', embeddedFiles: 0 });
  });

  it('refuses a PDF that needs a password to open', async () => {
    const pdf = await encryptWithQpdf(await makePdf(), { user: 'reader', owner: 'owner' });
    const refusal = await upload(pdf).catch((error: unknown) => error);
    expect(isAppError(refusal) && refusal.code).toBe('document.encrypted');
  });
});
