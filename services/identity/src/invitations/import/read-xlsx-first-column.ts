import { posix } from 'node:path';
import { attributeOf, childAt, childrenOf, parseXml, tagOf, textOf, type XmlNode } from './xml-nodes.js';
import { zipParts } from './zip-parts.js';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** A relationship target, relative to xl/ unless absolute (`/xl/worksheets/sheet1.xml`). */
function partName(target: string): string {
  return target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
}

/** Column letters of a cell reference (`AB12` → `AB`). */
function columnOf(reference: string | undefined): string | undefined {
  return reference?.match(/^[A-Z]+/i)?.[0]?.toUpperCase();
}

/** The text of a shared or inline string: its `t` runs, leaving out phonetic guides (`rPh`). */
function stringItemText(item: XmlNode): string {
  return childrenOf(item)
    .map((child) => {
      const tag = tagOf(child);
      if (tag === 't') return textOf(child);
      if (tag === 'r')
        return childrenOf(child)
          .filter((run) => tagOf(run) === 't')
          .map(textOf)
          .join('');
      return '';
    })
    .join('');
}

function cellText(cell: XmlNode, sharedStrings: readonly string[]): string {
  const type = attributeOf(cell, 't') ?? 'n';
  if (type === 'inlineStr') {
    const inline = childrenOf(cell).find((child) => tagOf(child) === 'is');
    return inline ? stringItemText(inline) : '';
  }
  const valueNode = childrenOf(cell).find((child) => tagOf(child) === 'v');
  const value = valueNode ? textOf(valueNode) : '';
  if (type === 's') return sharedStrings[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'TRUE' : 'FALSE';
  return value;
}

/**
 * Column A of the first sheet of an .xlsx (Office Open XML), rows 1..maxRows, '' where a row has
 * no value there. Only the workbook, its relationships, the shared strings and that one sheet are
 * inflated.
 */
export function readXlsxFirstColumn(bytes: Uint8Array, maxRows: number): string[] {
  const index = zipParts(bytes, new Set([WORKBOOK, WORKBOOK_RELS]));
  const workbook = index.get(WORKBOOK);
  const rels = index.get(WORKBOOK_RELS);
  if (!workbook || !rels) throw new Error('not an xlsx workbook');
  const sheets = childAt(parseXml(workbook), ['workbook', 'sheets']);
  const first = sheets && childrenOf(sheets).find((node) => tagOf(node) === 'sheet');
  const relationshipId = first && attributeOf(first, 'id');
  const relationships = childrenOf(childAt(parseXml(rels), ['Relationships']) ?? {}).filter(
    (node) => tagOf(node) === 'Relationship',
  );
  const sheetTarget = relationships.find((node) => attributeOf(node, 'Id') === relationshipId);
  if (!sheetTarget) return [];
  const sheetPart = partName(attributeOf(sheetTarget, 'Target') ?? '');
  const stringsTarget = relationships.find((node) => attributeOf(node, 'Type')?.endsWith('/sharedStrings'));
  const stringsPart = stringsTarget ? partName(attributeOf(stringsTarget, 'Target') ?? '') : undefined;

  const parts = zipParts(bytes, new Set([sheetPart, ...(stringsPart ? [stringsPart] : [])]));
  const sheet = parts.get(sheetPart);
  if (sheet === undefined) throw new Error('the first sheet is missing');
  const stringsXml = stringsPart ? parts.get(stringsPart) : undefined;
  const sharedStrings = stringsXml
    ? childrenOf(childAt(parseXml(stringsXml), ['sst']) ?? {})
        .filter((node) => tagOf(node) === 'si')
        .map(stringItemText)
    : [];

  const cells: string[] = [];
  const rows = childrenOf(childAt(parseXml(sheet), ['worksheet', 'sheetData']) ?? {});
  let rowNumber = 0;
  for (const row of rows) {
    if (tagOf(row) !== 'row') continue;
    rowNumber = Number(attributeOf(row, 'r') ?? rowNumber + 1);
    if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > maxRows) break;
    const rowCells = childrenOf(row).filter((node) => tagOf(node) === 'c');
    // Without references, cells are in column order from A.
    const inA = rowCells.find(
      (cell, position) => (columnOf(attributeOf(cell, 'r')) ?? (position === 0 ? 'A' : '')) === 'A',
    );
    if (!inA) continue;
    while (cells.length < rowNumber - 1) cells.push('');
    cells.push(cellText(inA, sharedStrings));
  }
  return cells;
}
