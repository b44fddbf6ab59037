import { createHash, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { AppendableDocument, type PageNode } from './appendable-document.js';
import { withAppendedOutput, type AppendedOutput } from './appended-output.util.js';
import { BoundedCache } from './bounded-cache.util.js';
import { drawAppearance, type QrModules } from './appearance/draw-appearance.js';
import type { Drawing } from './drawing.types.js';
import { pageGeometry, type PageGeometry } from './page-geometry.util.js';
import { pdfDate } from './pdf-date.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { placeBox, type PlacedBox } from './place-box.util.js';
import {
  PdfRef,
  PdfStream,
  dict,
  isDict,
  name,
  textString,
  type PdfDict,
  type PdfValue,
} from './syntax/pdf-objects.js';
import { formatNumber } from './syntax/pdf-serializer.js';
import { validateDrawings } from './validate-drawings.util.js';

/**
 * `content` paints into the pages themselves (the working revision before any signature);
 * `annotations` adds locked stamp annotations (after a signature, the only change that keeps
 * earlier signatures reporting allowed changes); `auto` picks by whether the file is signed.
 */
export type StampMode = 'auto' | 'content' | 'annotations';

export interface StampOptions {
  mode?: StampMode;
}

export interface StampResult extends AppendedOutput {
  mode: 'content' | 'annotations';
  /** The input could not take an appended revision and had no signature, so it was rewritten once. */
  fullRewrite: boolean;
}

// Print, ReadOnly, Locked, LockedContents: shown and printed, never moved or edited in a viewer.
const annotationFlags = 4 | 64 | 128 | 512;

/**
 * Draws field values and contents onto the document as one appended revision: the input bytes are
 * an exact prefix of the output, which adds only the drawn objects and the pages they touch.
 */
export async function stampRevision(
  source: Uint8Array,
  drawings: readonly Drawing[],
  options: StampOptions = {},
): Promise<StampResult> {
  const qrModules = await loadQrModules(drawings);
  return AppendableDocument.with(source, (document) => {
    const mode = addDrawings(document, drawings, options.mode ?? 'auto', qrModules);
    const fields = { mode, fullRewrite: document.fullRewrite };
    if (!document.writer.changed) return withAppendedOutput(fields, [document.source]);
    return withAppendedOutput(fields, [document.source, document.writer.write().appended]);
  });
}

/** The QR code encoder is loaded only when a drawing needs it. */
export async function loadQrModules(drawings: readonly Drawing[]): Promise<QrModules | undefined> {
  if (!drawings.some((drawing) => drawing.kind === 'qr-code')) return undefined;
  const { qrCodeModules } = await import('./appearance/qr-code.js');
  return (value) => qrModules.get(value, () => qrCodeModules(value));
}

// A document's validation QR code is drawn once per signer: its modules are computed once.
const qrModules = new BoundedCache<string, ReturnType<QrModules>>(64);

/**
 * Adds the drawings to the revision being written: painted into the pages, or as locked stamp
 * annotations. Returns the mode used. Shared by stamps alone and stamps signed in the same revision.
 */
export function addDrawings(
  document: AppendableDocument,
  drawings: readonly Drawing[],
  requested: StampMode,
  qrModules: QrModules | undefined,
): 'content' | 'annotations' {
  validateDrawings(drawings, document.pageCount);
  const signed = document.signatures().length > 0;
  if (requested === 'content' && signed) {
    throw pdfError(
      PdfErrorCode.ContentAfterSignature,
      'The document is signed: later additions must go in as annotations.',
    );
  }
  const mode = requested === 'auto' ? (signed ? 'annotations' : 'content') : requested;
  if (drawings.length === 0) return mode;

  const pages = new Map<number, { node: PageNode; geometry: PageGeometry }>();
  const placements = drawings.map((drawing) => {
    let page = pages.get(drawing.page);
    if (!page) {
      const node = document.page(drawing.page - 1);
      const { inherited } = node;
      const geometry = pageGeometry({
        mediaBox: document.file.resolve(node.dict.get('MediaBox') ?? inherited.MediaBox),
        cropBox: document.file.resolve(node.dict.get('CropBox') ?? inherited.CropBox),
        rotate: document.file.resolve(node.dict.get('Rotate') ?? inherited.Rotate),
      });
      page = { node, geometry };
      pages.set(drawing.page, page);
    }
    const placed = placeBox(page.geometry, drawing);
    return { drawing, page, placed, key: appearanceKey(drawing, placed, page.geometry, mode) };
  });

  // Each distinct appearance is drawn once and written once as a Form XObject: initials repeated
  // on every page of a long document cost one image, not one per page.
  const fonts = new Map<string, PdfRef>();
  const forms = new Map<string, PdfRef>();
  for (const { drawing, placed, key } of placements) {
    if (forms.has(key)) continue;
    const turn = mode === 'annotations' ? placed.matrix.slice(0, 4) : undefined;
    forms.set(key, writeAppearance(document, drawing, placed, fonts, turn, qrModules));
  }

  const now = pdfDate(new Date());
  for (const { drawing, page, placed, key } of placements) {
    const form = forms.get(key) as PdfRef;
    if (mode === 'content') paintIntoPage(document, page.node, form, placed, drawing.opacity);
    else addStampAnnotation(document, page.node, form, placed, drawing, now);
  }
  return mode;
}

function writeAppearance(
  document: AppendableDocument,
  drawing: Drawing,
  placed: PlacedBox,
  fonts: Map<string, PdfRef>,
  turn: number[] | undefined,
  qrModules: QrModules | undefined,
): PdfRef {
  const { writer } = document;
  const appearance = drawAppearance(drawing, placed.width, placed.height, qrModules);
  const resources: PdfDict = new Map();
  if (appearance.fonts.size > 0) {
    const fontDict: PdfDict = new Map();
    for (const [resourceName, font] of appearance.fonts) {
      let ref = fonts.get(font);
      if (!ref) {
        ref = writer.add(
          dict({
            Type: name('Font'),
            Subtype: name('Type1'),
            BaseFont: name(font),
            Encoding: name('WinAnsiEncoding'),
          }),
        );
        fonts.set(font, ref);
      }
      fontDict.set(resourceName, ref);
    }
    resources.set('Font', fontDict);
  }
  if (appearance.images.size > 0) {
    const xobjects: PdfDict = new Map();
    for (const [resourceName, image] of appearance.images) {
      const imageDict = new Map(image.image.dict);
      if (image.smask) imageDict.set('SMask', writer.add(image.smask));
      xobjects.set(resourceName, writer.add(new PdfStream(imageDict, image.image.data)));
    }
    resources.set('XObject', xobjects);
  }
  const form = dict({
    Type: name('XObject'),
    Subtype: name('Form'),
    BBox: [0, 0, placed.width, placed.height],
    Resources: resources,
    Filter: name('FlateDecode'),
    // In annotation mode the appearance is drawn upright and its /Matrix turns it with the page;
    // viewers fit the turned box to /Rect (ISO 32000 12.5.5), so only the rotation part belongs here.
    ...(turn ? { Matrix: [...turn, 0, 0] } : {}),
  });
  return writer.add(new PdfStream(form, deflateSync(Buffer.from(appearance.content, 'latin1'))));
}

/** A resource name the dictionary does not use yet. */
function freshName(existing: PdfDict | undefined, prefix: string): string {
  for (let i = 1; ; i += 1) if (!existing?.has(`${prefix}${i}`)) return `${prefix}${i}`;
}

/** The page's own resources as an inline dictionary this revision may change (a shared or inherited one is copied). */
function editableResources(document: AppendableDocument, node: PageNode, pageDict: PdfDict): PdfDict {
  const own = pageDict.get('Resources');
  if (isDict(own)) return own;
  const resolved = document.file.resolve(own ?? node.inherited.Resources);
  const copy: PdfDict = new Map(isDict(resolved ?? undefined) ? (resolved as PdfDict) : []);
  pageDict.set('Resources', copy);
  return copy;
}

function editableSubdict(document: AppendableDocument, resources: PdfDict, key: string): PdfDict {
  const resolved = document.file.resolve(resources.get(key));
  const copy: PdfDict = new Map(isDict(resolved ?? undefined) ? (resolved as PdfDict) : []);
  resources.set(key, copy);
  return copy;
}

function paintIntoPage(
  document: AppendableDocument,
  node: PageNode,
  form: PdfRef,
  placed: PlacedBox,
  opacity: number | undefined,
): void {
  const { writer } = document;
  const pageDict = document.editPage(node);
  const resources = editableResources(document, node, pageDict);
  const xobjects = editableSubdict(document, resources, 'XObject');
  const formName = freshName(xobjects, 'RbX');
  xobjects.set(formName, form);
  const ops = ['q'];
  if (opacity !== undefined && opacity < 1) {
    const states = editableSubdict(document, resources, 'ExtGState');
    const stateName = freshName(states, 'RbGS');
    states.set(stateName, writer.add(dict({ Type: name('ExtGState'), ca: opacity, CA: opacity })));
    ops.push(`/${stateName} gs`);
  }
  ops.push(`${placed.matrix.map((v) => formatNumber(v)).join(' ')} cm`, `/${formName} Do`, 'Q');

  // The page's own content may leave the graphics state changed: it is wrapped in q ... Q once,
  // and every drawing of this revision on the page goes in one stream after it.
  let edit = contentsEdits.get(pageDict);
  if (!edit) {
    const raw = pageDict.get('Contents');
    const contents = document.file.resolve(raw);
    const existing: PdfValue[] = Array.isArray(contents) ? contents : raw instanceof PdfRef ? [raw] : [];
    edit = { ref: writer.add(null), ops: existing.length > 0 ? ['Q'] : [] };
    const opening = existing.length > 0 ? [writer.add(contentStream(['q']))] : [];
    pageDict.set('Contents', [...opening, ...existing, edit.ref]);
    contentsEdits.set(pageDict, edit);
  }
  edit.ops.push(...ops);
  writer.set(edit.ref, contentStream(edit.ops));
}

const contentsEdits = new WeakMap<PdfDict, { ref: PdfRef; ops: string[] }>();

function contentStream(ops: string[]): PdfStream {
  return new PdfStream(dict({}), Buffer.from(`${ops.join('\n')}\n`, 'latin1'));
}

function addStampAnnotation(
  document: AppendableDocument,
  node: PageNode,
  form: PdfRef,
  placed: PlacedBox,
  drawing: Drawing,
  now: string,
): void {
  const annotation = dict({
    Type: name('Annot'),
    Subtype: name('Stamp'),
    Rect: [...placed.rect],
    F: annotationFlags,
    P: node.ref,
    NM: textString(`rubrica-${randomUUID()}`),
    M: textString(now),
    AP: dict({ N: form }),
    ...(drawing.kind === 'text' ? { Contents: textString(drawing.text) } : {}),
    ...(drawing.opacity !== undefined && drawing.opacity < 1 ? { CA: drawing.opacity } : {}),
  });
  document.addAnnotation(node, document.writer.add(annotation));
}

function appearanceKey(drawing: Drawing, placed: PlacedBox, geometry: PageGeometry, mode: string): string {
  const { page: _page, x: _x, y: _y, opacity: _opacity, ...look } = drawing;
  const hash = createHash('sha256');
  if (look.kind === 'image') {
    const { image, ...rest } = look;
    hash.update(JSON.stringify(rest)).update(image);
  } else {
    hash.update(JSON.stringify(look));
  }
  // In annotation mode the appearance carries the page's rotation in its /Matrix.
  const turn = mode === 'annotations' ? geometry.rotation : 0;
  return `${hash.digest('hex')}:${placed.width.toFixed(3)}x${placed.height.toFixed(3)}:${turn}`;
}
