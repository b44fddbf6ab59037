import { XMLParser } from 'fast-xml-parser';

/** One element of fast-xml-parser's ordered output: `{ [tag]: children, ':@'?: attributes }`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Spreadsheet namespaces differ by producer; local names are what the formats define.
  removeNSPrefix: true,
  // Cell text stays text: "00123" and "1e5" must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // No DOCTYPE entities: a spreadsheet's XML has no business declaring any.
  processEntities: true,
  htmlEntities: false,
});

/** Parses one XML part of a zipped spreadsheet into ordered nodes. */
export function parseXml(xml: string): XmlNode[] {
  if (/<!DOCTYPE/i.test(xml)) throw new Error('XML with a DOCTYPE');
  return parser.parse(xml) as XmlNode[];
}

/** The element's local name (`#text` for text). */
export function tagOf(node: XmlNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

export function attributeOf(node: XmlNode, name: string): string | undefined {
  const value = (node[':@'] as Record<string, unknown> | undefined)?.[name];
  return value === undefined ? undefined : String(value);
}

/** The first child element with this local name, searching depth-first along `path`. */
export function childAt(nodes: XmlNode[], path: string[]): XmlNode | undefined {
  let current: XmlNode | undefined;
  let level = nodes;
  for (const name of path) {
    current = level.find((node) => tagOf(node) === name);
    if (!current) return undefined;
    level = childrenOf(current);
  }
  return current;
}

/** All the text inside a node, in document order. */
export function textOf(node: XmlNode): string {
  if (tagOf(node) === '#text') return String(node['#text']);
  return childrenOf(node).map(textOf).join('');
}
