// A document opened for one appended revision: the catalog, the pages asked for (found through the
// page tree's /Count, never by reading every page), the AcroForm's fields, and a writer for what
// the revision adds. Files whose cross-reference cannot be trusted take the one-time full rewrite.
import type { ExistingSignature } from './list-signatures.util.js';
import { PdfErrorCode, pdfError } from './pdf.errors.js';
import {
  PdfName,
  PdfRef,
  decodeTextString,
  isDict,
  nameOf,
  type PdfDict,
  type PdfValue,
} from './syntax/pdf-objects.js';
import { BrokenXrefError, PdfFile } from './syntax/pdf-file.js';
import { PdfSyntaxError } from './syntax/pdf-parser.js';
import { RevisionWriter } from './syntax/revision-writer.js';

/** A page and what it inherits from the page tree. */
export interface PageNode {
  ref: PdfRef;
  dict: PdfDict;
  inherited: { Resources?: PdfValue; MediaBox?: PdfValue; CropBox?: PdfValue; Rotate?: PdfValue };
}

export interface FormField {
  fullName: string;
  dict: PdfDict;
  type: string | undefined;
}

export class AppendableDocument {
  readonly writer: RevisionWriter;
  readonly catalogRef: PdfRef;
  readonly pageCount: number;
  private fieldList: FormField[] | undefined;

  private constructor(
    readonly file: PdfFile,
    /** The input could not take an appended revision and, having no signature, was rewritten once. */
    readonly fullRewrite: boolean,
  ) {
    this.writer = new RevisionWriter(file);
    this.catalogRef = file.trailer.get('Root') as PdfRef;
    const pages = this.pagesRoot();
    const count = pages.get('Count');
    this.pageCount = typeof count === 'number' ? count : 0;
  }

  /** The source bytes the revision is appended to (the rewritten ones after a full rewrite). */
  get source(): Buffer {
    return this.file.bytes;
  }

  /**
   * Runs `work` on the document opened for appending. A file whose cross-reference or objects
   * cannot be read that way (stale or rebuilt cross-reference, damaged objects) takes the one-time
   * full rewrite when it carries no signature, and is refused when it does.
   */
  static async with<T>(
    source: Uint8Array,
    work: (document: AppendableDocument) => T | Promise<T>,
  ): Promise<T> {
    let document: AppendableDocument | undefined;
    try {
      document = AppendableDocument.checked(new AppendableDocument(PdfFile.open(source), false));
      return await work(document);
    } catch (error) {
      if (!isReadFailure(error)) throw error;
      // The library reads such files leniently and rewrites them; it is loaded only for them.
      const { rewriteForAppending } = await import('./rewrite-for-appending.js');
      const rewritten = await rewriteForAppending(source);
      try {
        document = AppendableDocument.checked(new AppendableDocument(PdfFile.open(rewritten), true));
        return await work(document);
      } catch (cause) {
        if (!isReadFailure(cause)) throw cause;
        throw pdfError(PdfErrorCode.Unreadable, 'The file is not a readable PDF.', {
          document: [cause instanceof Error ? cause.message : 'Unreadable PDF.'],
        });
      }
    }
  }

  private static checked(document: AppendableDocument): AppendableDocument {
    if (document.file.trailer.has('Encrypt')) {
      throw pdfError(PdfErrorCode.Unreadable, 'Encrypted PDFs cannot be signed.', {
        document: ['Remove the password protection and upload the file again.'],
      });
    }
    if (document.pageCount < 1) {
      throw pdfError(PdfErrorCode.Unreadable, 'The PDF has no pages.', {
        document: ['The PDF has no pages.'],
      });
    }
    return document;
  }

  catalog(): PdfDict {
    const catalog = this.writer.current(this.catalogRef);
    if (!isDict(catalog)) throw new BrokenXrefError('The catalog is not a dictionary.');
    return catalog;
  }

  private pagesRoot(): PdfDict {
    const pages = this.file.resolve(this.catalog().get('Pages'));
    if (!isDict(pages ?? undefined)) throw new BrokenXrefError('The catalog has no page tree.');
    return pages as PdfDict;
  }

  /** Page `index` (0-based), walking down the page tree by each node's /Count. */
  page(index: number): PageNode {
    const inherited: PageNode['inherited'] = {};
    const inherit = (node: PdfDict) => {
      for (const key of ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const) {
        if (node.has(key)) inherited[key] = node.get(key);
      }
    };
    let node = this.pagesRoot();
    let remaining = index;
    for (let depth = 0; depth < 64; depth += 1) {
      inherit(node);
      const kids = this.file.resolve(node.get('Kids'));
      if (!Array.isArray(kids)) break;
      // A node with as many pages as kids holds one page under each kid: go straight to it without
      // reading its siblings (a flat tree of 200 pages reads 1 page, not 200).
      const nodeCount = this.file.resolve(node.get('Count'));
      if (nodeCount === kids.length && kids[remaining] instanceof PdfRef) {
        const kid = kids[remaining] as PdfRef;
        const child = this.writer.current(kid);
        if (isDict(child) && nameOf(child.get('Type')) !== 'Pages' && !child.has('Kids')) {
          return { ref: kid, dict: child, inherited };
        }
      }
      let descended = false;
      for (const kid of kids) {
        if (!(kid instanceof PdfRef)) continue;
        const child = this.writer.current(kid);
        if (!isDict(child)) continue;
        const isTree = nameOf(child.get('Type')) === 'Pages' || (child.has('Kids') && !child.has('Contents'));
        if (isTree) {
          const count = this.file.resolve(child.get('Count'));
          const size = typeof count === 'number' ? count : 0;
          if (remaining < size) {
            node = child;
            descended = true;
            break;
          }
          remaining -= size;
        } else if (remaining === 0) {
          return { ref: kid, dict: child, inherited };
        } else remaining -= 1;
      }
      if (!descended) break;
    }
    throw new BrokenXrefError(`Page ${index + 1} is missing from the page tree.`);
  }

  /** The AcroForm's terminal fields with their fully qualified names (ISO 32000-1 12.7.3.2). */
  fields(): FormField[] {
    if (this.fieldList) return this.fieldList;
    const list: FormField[] = [];
    const form = this.file.resolve(this.catalog().get('AcroForm'));
    const roots = isDict(form ?? undefined) ? this.file.resolve((form as PdfDict).get('Fields')) : undefined;
    const seen = new Set<number>();
    const walk = (
      items: PdfValue | undefined,
      prefix: string,
      inheritedType: string | undefined,
      depth: number,
    ) => {
      if (!Array.isArray(items) || depth > 32) return;
      for (const item of items) {
        if (item instanceof PdfRef) {
          if (seen.has(item.num)) continue;
          seen.add(item.num);
        }
        const field = this.file.resolve(item);
        if (!isDict(field ?? undefined)) continue;
        const fieldDict = field as PdfDict;
        const partial = decodeTextString(fieldDict.get('T'));
        const fullName = partial === undefined ? prefix : prefix ? `${prefix}.${partial}` : partial;
        const type = nameOf(fieldDict.get('FT')) ?? inheritedType;
        const kids = this.file.resolve(fieldDict.get('Kids'));
        const namedKids =
          Array.isArray(kids) &&
          kids.some(
            (kid) =>
              isDict(this.file.resolve(kid) ?? undefined) && (this.file.resolve(kid) as PdfDict).has('T'),
          );
        if (namedKids) walk(kids, fullName, type, depth + 1);
        else if (partial !== undefined) list.push({ fullName, dict: fieldDict, type });
      }
    };
    walk(roots, '', undefined, 0);
    this.fieldList = list;
    return list;
  }

  /** Signed signature fields (document timestamps included), in field order. */
  signatures(): ExistingSignature[] {
    const result: ExistingSignature[] = [];
    for (const field of this.fields()) {
      if (field.type !== 'Sig') continue;
      const value = this.file.resolve(field.dict.get('V'));
      if (!isDict(value ?? undefined)) continue;
      const signature = value as PdfDict;
      const range = this.file.resolve(signature.get('ByteRange'));
      const subFilter = this.file.resolve(signature.get('SubFilter'));
      result.push({
        fieldName: field.fullName,
        subFilter: subFilter instanceof PdfName ? subFilter.name : null,
        byteRange: Array.isArray(range) ? range.map((n) => (typeof n === 'number' ? n : Number.NaN)) : [],
      });
    }
    return result;
  }

  /**
   * A page's dictionary as this revision will write it: copied once, then changed in place by
   * every drawing and field that touches the page.
   */
  editPage(page: PageNode): PdfDict {
    const current = this.writer.current(page.ref);
    if (current !== page.dict && isDict(current) && this.edited.has(page.ref.num)) return current;
    const copy: PdfDict = new Map(isDict(current) ? current : page.dict);
    this.writer.set(page.ref, copy);
    this.edited.add(page.ref.num);
    return copy;
  }

  private readonly edited = new Set<number>();

  /** Appends `ref` to a page's /Annots (the array object itself when the page refers to one). */
  addAnnotation(page: PageNode, ref: PdfRef): void {
    const pageDict = this.editPage(page);
    const annots = pageDict.get('Annots');
    if (annots instanceof PdfRef) {
      const array = this.writer.current(annots);
      if (Array.isArray(array)) {
        this.writer.set(annots, [...array, ref]);
        return;
      }
    }
    pageDict.set('Annots', Array.isArray(annots) ? [...annots, ref] : [ref]);
  }
}

function isReadFailure(error: unknown): boolean {
  return error instanceof BrokenXrefError || error instanceof PdfSyntaxError;
}
