import { PdfArray, PdfDict, PdfRef, type PDF, type PdfObject } from '@libpdf/core';
import {
  REMOVED_CONTENT_KINDS,
  type RemovedContent,
  type RemovedContentKind,
} from '../../envelopes/domain/removed-content.js';

// Action types (ISO 32000 §12.6.4) that run code, leave the PDF or send data out of it.
const ACTION_KINDS: Readonly<Record<string, RemovedContentKind>> = {
  JavaScript: 'javascript',
  Launch: 'launch_action',
  SubmitForm: 'submit_form',
  ImportData: 'import_data',
  RichMediaExecute: 'rich_media',
};

// Annotations that carry a file or a player; they are removed whole.
const ANNOTATION_KINDS: Readonly<Record<string, RemovedContentKind>> = {
  FileAttachment: 'embedded_file',
  RichMedia: 'rich_media',
};

/**
 * Removes active content from a loaded PDF in place and tells what was removed: JavaScript (the
 * catalog's name tree, and every action and additional-action trigger anywhere in the object
 * graph: open action, document, pages, annotations, fields, outlines, `Next` chains), Launch,
 * SubmitForm and ImportData actions, embedded files (name tree, file attachment annotations,
 * associated files), rich media annotations and XFA form templates. Every object reachable from the catalog is
 * visited once; stream data is never decoded. A document with none of them is not touched (the
 * caller keeps its bytes as they are); otherwise a full save leaves the removed objects behind,
 * since only reachable objects are written.
 */
export function stripActiveContent(pdf: PDF): RemovedContent[] {
  const counts = new Map<RemovedContentKind, number>();
  const files = new Set<PdfObject>();
  const tally = (kind: RemovedContentKind, count = 1) => counts.set(kind, (counts.get(kind) ?? 0) + count);
  const resolve = (value: PdfObject | undefined): PdfObject | undefined =>
    value instanceof PdfRef ? (pdf.getObject(value) ?? undefined) : value;
  const dictOf = (value: PdfObject | undefined) => {
    const resolved = resolve(value);
    return resolved instanceof PdfDict ? resolved : undefined;
  };
  const arrayOf = (value: PdfObject | undefined) => {
    const resolved = resolve(value);
    return resolved instanceof PdfArray ? resolved : undefined;
  };
  const actionKind = (action: PdfDict): RemovedContentKind | undefined => {
    const type = dictNameValue(action, 'S');
    if (type && Object.hasOwn(ACTION_KINDS, type)) return ACTION_KINDS[type];
    // Rendition actions may carry a script of their own.
    return action.has('JS') ? 'javascript' : undefined;
  };
  // A dropped action takes its `Next` chain with it: count what that chain held.
  const dropChain = (action: PdfDict) =>
    visitOnce(action, (current) => {
      const kind = actionKind(current);
      if (kind) tally(kind);
      const next = resolve(current.get('Next'));
      if (next instanceof PdfDict) return [next];
      return next instanceof PdfArray ? [...next].flatMap((item) => asList(dictOf(item))) : [];
    });
  const countFile = (fileSpec: PdfObject | undefined) => {
    if (fileSpec === undefined || files.has(fileSpec)) return;
    files.add(fileSpec);
    tally('embedded_file');
  };

  const catalog = pdf.getCatalog();
  const names = dictOf(catalog.get('Names'));
  if (names) {
    const scripts = dictOf(names.get('JavaScript'));
    if (scripts) {
      tally('javascript', Math.max(1, nameTreeValues(scripts, dictOf, arrayOf).length));
      names.delete('JavaScript');
    }
    const embedded = dictOf(names.get('EmbeddedFiles'));
    if (embedded) {
      for (const fileSpec of nameTreeValues(embedded, dictOf, arrayOf)) countFile(fileSpec);
      names.delete('EmbeddedFiles');
    }
  }

  const form = dictOf(catalog.get('AcroForm'));
  if (form?.has('XFA')) {
    tally('xfa_form');
    form.delete('XFA');
  }

  const visitedRefs = new Set<PdfRef>();
  const visited = new Set<PdfObject>();
  const pending: PdfObject[] = [catalog];
  while (pending.length) {
    let value = pending.pop()!;
    if (value instanceof PdfRef) {
      if (visitedRefs.has(value)) continue;
      visitedRefs.add(value);
      const resolved = pdf.getObject(value);
      if (!resolved) continue;
      value = resolved;
    }
    if (visited.has(value)) continue;
    visited.add(value);
    if (value instanceof PdfArray) {
      pending.push(...value);
      continue;
    }
    if (!(value instanceof PdfDict)) continue;
    const dict = value;

    for (const key of ['OpenAction', 'A']) {
      const action = dictOf(dict.get(key));
      if (action && actionKind(action)) {
        dropChain(action);
        dict.delete(key);
      }
    }
    if (dict.has('S')) {
      const next = resolve(dict.get('Next'));
      if (next instanceof PdfDict && actionKind(next)) {
        dropChain(next);
        dict.delete('Next');
      } else if (next instanceof PdfArray) {
        removeItems(next, (item) => {
          const action = dictOf(item);
          if (!action || !actionKind(action)) return false;
          dropChain(action);
          return true;
        });
      }
    }
    const triggers = dictOf(dict.get('AA'));
    if (triggers) {
      for (const [name, trigger] of [...triggers]) {
        const action = dictOf(trigger);
        if (action && actionKind(action)) {
          dropChain(action);
          triggers.delete(name);
        }
      }
      if (triggers.size === 0) dict.delete('AA');
    }
    const annotations = arrayOf(dict.get('Annots'));
    if (annotations) {
      const popups = new Set<PdfObject>();
      removeItems(annotations, (item) => {
        const annotation = dictOf(item);
        const subtype = annotation && dictNameValue(annotation, 'Subtype');
        if (!annotation || !subtype || !Object.hasOwn(ANNOTATION_KINDS, subtype)) return false;
        const kind = ANNOTATION_KINDS[subtype]!;
        if (kind === 'embedded_file') countFile(annotation.get('FS'));
        else tally(kind);
        const popup = annotation.get('Popup');
        if (popup) popups.add(popup);
        return true;
      });
      // A removed annotation's pop-up would keep it (and its file) reachable.
      if (popups.size) removeItems(annotations, (item) => popups.has(item));
    }
    const associated = resolve(dict.get('AF'));
    if (associated) {
      for (const fileSpec of associated instanceof PdfArray ? associated : [associated]) countFile(fileSpec);
      dict.delete('AF');
    }
    for (const [, entry] of dict) pending.push(entry);
  }

  return REMOVED_CONTENT_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({
    kind,
    count: counts.get(kind)!,
  }));
}

function dictNameValue(dict: PdfDict, key: string): string | undefined {
  return dict.getName(key)?.value;
}

/**
 * Visits `start`, then what each visit answers, depth first: each dictionary once, since a
 * crafted PDF may link its chains and trees in a loop.
 */
function visitOnce(start: PdfDict, visit: (node: PdfDict) => PdfDict[]): void {
  const seen = new Set<PdfDict>();
  const pending = [start];
  while (pending.length) {
    const node = pending.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    pending.push(...visit(node));
  }
}

function asList<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}

/** Removes, last first, the items `drop` picks (it sees each once, in order). */
function removeItems(array: PdfArray, drop: (item: PdfObject) => boolean): void {
  const indexes = array.toArray().flatMap((item, index) => (drop(item) ? [index] : []));
  for (const index of indexes.reverse()) array.remove(index);
}

/** The values of a name tree's leaves (ISO 32000 §7.9.6), each node visited once. */
function nameTreeValues(
  root: PdfDict,
  dictOf: (value: PdfObject | undefined) => PdfDict | undefined,
  arrayOf: (value: PdfObject | undefined) => PdfArray | undefined,
): PdfObject[] {
  const values: PdfObject[] = [];
  visitOnce(root, (node) => {
    const pairs = arrayOf(node.get('Names'))?.toArray() ?? [];
    for (let index = 1; index < pairs.length; index += 2) values.push(pairs[index]!);
    return [...(arrayOf(node.get('Kids')) ?? [])].flatMap((kid) => asList(dictOf(kid)));
  });
  return values;
}
