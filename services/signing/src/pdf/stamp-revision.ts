import { createHash, randomUUID } from 'node:crypto';
import {
  PDF,
  PdfArray,
  PdfDict,
  PdfName,
  PdfNumber,
  PdfStream,
  PdfString,
  ops,
  type PDFEmbeddedPage,
  type PDFPage,
} from '@libpdf/core';
import { drawAppearance } from './draw-appearance.util.js';
import type { Drawing } from './drawing.types.js';
import { openPdf } from './open-pdf.util.js';
import { readPageGeometry, type PageGeometry } from './page-geometry.util.js';
import { pdfDate } from './pdf-date.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import { placeBox, type PlacedBox } from './place-box.util.js';
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

export interface StampResult {
  pdf: Uint8Array;
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
  const { pdf, signatures, fullRewrite } = await openPdf(source);
  validateDrawings(drawings, pdf.getPageCount());
  const requested = options.mode ?? 'auto';
  if (requested === 'content' && signatures.length > 0) {
    throw pdfError(
      PdfErrorCode.ContentAfterSignature,
      'The document is signed: later additions must go in as annotations.',
    );
  }
  const mode = requested === 'auto' ? (signatures.length > 0 ? 'annotations' : 'content') : requested;
  if (drawings.length === 0) return { pdf: fullRewrite ? await pdf.save() : source, mode, fullRewrite };

  const placements = drawings.map((drawing) => {
    const page = pdf.getPage(drawing.page - 1) as PDFPage;
    const geometry = readPageGeometry(pdf, page);
    const placed = placeBox(geometry, drawing);
    return { drawing, page, geometry, placed, key: appearanceKey(drawing, placed, geometry, mode) };
  });

  // Each distinct appearance is drawn once on a scratch page and embedded once: initials repeated
  // on every page of a long document cost one image, not one per page.
  const scratch = PDF.create();
  const scratchIndex = new Map<string, number>();
  for (const { drawing, placed, key } of placements) {
    if (scratchIndex.has(key)) continue;
    const scratchPage = scratch.addPage({ width: placed.width, height: placed.height });
    drawAppearance(scratch, scratchPage, drawing, placed.width, placed.height);
    scratchIndex.set(key, scratchIndex.size);
  }
  const scratchDoc = await PDF.load(await scratch.save());
  const appearances = new Map<string, PDFEmbeddedPage>();
  for (const [key, index] of scratchIndex) appearances.set(key, await pdf.embedPage(scratchDoc, index));

  const now = pdfDate(new Date());
  for (const { drawing, page, placed, key } of placements) {
    const appearance = appearances.get(key) as PDFEmbeddedPage;
    if (mode === 'content') paintIntoPage(pdf, page, appearance, placed, drawing.opacity);
    else addStampAnnotation(pdf, page, appearance, placed, drawing, now);
  }
  return { pdf: await pdf.save({ incremental: true }), mode, fullRewrite };
}

function paintIntoPage(
  pdf: PDF,
  page: PDFPage,
  appearance: PDFEmbeddedPage,
  placed: PlacedBox,
  opacity: number | undefined,
): void {
  keepInheritedResources(pdf, page);
  const name = page.registerXObject(appearance);
  const operators = [ops.pushGraphicsState()];
  if (opacity !== undefined && opacity < 1) {
    const state = pdf.createExtGState({ fillOpacity: opacity, strokeOpacity: opacity });
    operators.push(ops.setGraphicsState(page.registerExtGState(state)));
  }
  operators.push(ops.concatMatrix(...placed.matrix), ops.paintXObject(name), ops.popGraphicsState());
  page.drawOperators(operators);
}

/**
 * The library gives a page without its own /Resources a fresh empty dictionary, which would hide
 * the resources it inherits from the page tree (its fonts and images); give it a copy first.
 */
function keepInheritedResources(pdf: PDF, page: PDFPage): void {
  if (page.dict.has('Resources')) return;
  const resolve = (target: Parameters<PDF['getObject']>[0]) => pdf.getObject(target);
  let parent = page.dict.get('Parent', resolve);
  for (let depth = 0; parent instanceof PdfDict && depth < 64; depth += 1) {
    const inherited = parent.get('Resources', resolve);
    if (inherited instanceof PdfDict) {
      page.dict.set('Resources', inherited.clone());
      return;
    }
    parent = parent.get('Parent', resolve);
  }
}

function addStampAnnotation(
  pdf: PDF,
  page: PDFPage,
  appearance: PDFEmbeddedPage,
  placed: PlacedBox,
  drawing: Drawing,
  now: string,
): void {
  // The appearance is drawn upright; its /Matrix turns it with the page, and viewers fit the
  // turned box to /Rect (ISO 32000 12.5.5), so only the rotation part belongs here.
  const stream = pdf.getObject(appearance.ref);
  if (stream instanceof PdfStream) {
    const [a, b, c, d] = placed.matrix;
    stream.set('Matrix', new PdfArray([a, b, c, d, 0, 0].map((n) => PdfNumber.of(n))));
  }
  const annotation = PdfDict.of({
    Type: PdfName.of('Annot'),
    Subtype: PdfName.of('Stamp'),
    Rect: new PdfArray(placed.rect.map((n) => PdfNumber.of(n))),
    F: PdfNumber.of(annotationFlags),
    P: page.ref,
    NM: PdfString.fromString(`rubrica-${randomUUID()}`),
    M: PdfString.fromString(now),
    AP: PdfDict.of({ N: appearance.ref }),
  });
  if (drawing.kind === 'text') annotation.set('Contents', PdfString.fromString(drawing.text));
  if (drawing.opacity !== undefined && drawing.opacity < 1)
    annotation.set('CA', PdfNumber.of(drawing.opacity));
  const ref = pdf.register(annotation);

  const resolve = (target: Parameters<PDF['getObject']>[0]) => pdf.getObject(target);
  const annots = page.dict.get('Annots', resolve);
  if (annots instanceof PdfArray) annots.push(ref);
  else page.dict.set('Annots', new PdfArray([ref]));
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
