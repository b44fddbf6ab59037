import { attributeOf, childAt, childrenOf, parseXml, tagOf, type XmlNode } from './xml-nodes.js';
import { zipParts } from './zip-parts.js';

const CONTENT = 'content.xml';
// Where rows may sit inside a table (ODF 1.3 §9.1.2).
const ROW_GROUPS = new Set(['table-header-rows', 'table-rows', 'table-row-group']);

/** A cell's text as shown: paragraphs joined by newlines, `text:s` spaces, tabs and line breaks kept. */
function displayedText(node: XmlNode): string {
  const tag = tagOf(node);
  if (tag === '#text') return String(node['#text']);
  if (tag === 's') return ' '.repeat(Math.min(Number(attributeOf(node, 'c') ?? 1) || 1, 1000));
  if (tag === 'tab') return '\t';
  if (tag === 'line-break') return '\n';
  if (tag === 'annotation') return '';
  return childrenOf(node).map(displayedText).join('');
}

function cellText(cell: XmlNode): string {
  const paragraphs = childrenOf(cell).filter((node) => tagOf(node) === 'p');
  if (paragraphs.length) return paragraphs.map(displayedText).join('\n');
  // A value without displayed text (some producers write only office:value).
  return attributeOf(cell, 'value') ?? attributeOf(cell, 'string-value') ?? '';
}

function* rowsOf(nodes: XmlNode[]): Generator<XmlNode> {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'table-row') yield node;
    else if (ROW_GROUPS.has(tag)) yield* rowsOf(childrenOf(node));
  }
}

/** Column A of the first table of an .ods (OpenDocument), rows 1..maxRows, '' where empty. */
export function readOdsFirstColumn(bytes: Uint8Array, maxRows: number): string[] {
  const content = zipParts(bytes, new Set([CONTENT])).get(CONTENT);
  if (content === undefined) throw new Error('not an OpenDocument spreadsheet');
  const spreadsheet = childAt(parseXml(content), ['document-content', 'body', 'spreadsheet']);
  const table = spreadsheet && childrenOf(spreadsheet).find((node) => tagOf(node) === 'table');
  if (!table) return [];
  const cells: string[] = [];
  for (const row of rowsOf(childrenOf(table))) {
    if (cells.length >= maxRows) break;
    const first = childrenOf(row).find((node) => /^(covered-)?table-cell$/.test(tagOf(node)));
    const text = first ? cellText(first) : '';
    // Empty rows are often written once with a huge repeat count (to the sheet's end).
    const repeat = Number(attributeOf(row, 'number-rows-repeated') ?? 1) || 1;
    for (let copy = 0; copy < repeat && cells.length < maxRows; copy += 1) cells.push(text);
  }
  while (cells.length && cells[cells.length - 1] === '') cells.pop();
  return cells;
}
