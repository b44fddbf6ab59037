// The few DER shapes a CMS signature needs (X.690 8 and 10), written and read over plain bytes.
// What the engine signs is built here rather than through an ASN.1 object model: certificates,
// names and tokens are copied as the bytes they arrived as, which is what CMS requires of them, and
// a signature costs no parse of its certificate chain.

/** Universal tags used here (all single-byte identifier octets). */
export const DerTag = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  objectIdentifier: 0x06,
  ia5String: 0x16,
  utcTime: 0x17,
  sequence: 0x30,
  set: 0x31,
} as const;

/** One TLV read from `bytes`: its identifier octet, where its header and contents start, where it ends. */
export interface DerNode {
  tag: number;
  start: number;
  contentStart: number;
  end: number;
}

export class DerError extends Error {}

/** A TLV with the given identifier octet around `content` (definite, minimal length). */
export function tlv(tag: number, ...content: Uint8Array[]): Buffer {
  const length = content.reduce((sum, part) => sum + part.length, 0);
  return Buffer.concat([Buffer.from([tag]), lengthOctets(length), ...content]);
}

export const sequence = (...items: Uint8Array[]) => tlv(DerTag.sequence, ...items);
export const set = (...items: Uint8Array[]) => tlv(DerTag.set, ...items);
/** `[number]` constructed, context-specific. */
export const contextConstructed = (number: number, ...items: Uint8Array[]) => tlv(0xa0 | number, ...items);
export const octetString = (bytes: Uint8Array) => tlv(DerTag.octetString, bytes);
export const derNull = () => Buffer.from([DerTag.null, 0]);
export const ia5String = (text: string) => tlv(DerTag.ia5String, Buffer.from(text, 'latin1'));

/** A non-negative INTEGER from a small number. */
export function smallInteger(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest & 0xff);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  if (bytes[0] & 0x80) bytes.unshift(0);
  return tlv(DerTag.integer, Buffer.from(bytes));
}

/** A non-negative INTEGER from its big-endian magnitude (leading zeros dropped, a sign octet added when needed). */
export function unsignedInteger(magnitude: Uint8Array): Buffer {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start += 1;
  const trimmed = magnitude.subarray(start);
  return trimmed[0] & 0x80 ? tlv(DerTag.integer, Buffer.from([0]), trimmed) : tlv(DerTag.integer, trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  if (arcs.length < 2 || arcs.some((arc) => !Number.isSafeInteger(arc) || arc < 0)) {
    throw new DerError(`Not an object identifier: ${dotted}.`);
  }
  const octets: number[] = [];
  const base128 = (value: number) => {
    const group = [value & 0x7f];
    for (let rest = Math.floor(value / 128); rest > 0; rest = Math.floor(rest / 128)) {
      group.unshift((rest & 0x7f) | 0x80);
    }
    octets.push(...group);
  };
  base128(arcs[0] * 40 + arcs[1]);
  for (const arc of arcs.slice(2)) base128(arc);
  return tlv(DerTag.objectIdentifier, Buffer.from(octets));
}

/** UTCTime as YYMMDDHHMMSSZ (X.690 11.8), the time in UTC. */
export function utcTime(date: Date): Buffer {
  const two = (value: number) => String(value).padStart(2, '0');
  const text =
    two(date.getUTCFullYear() % 100) +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds()) +
    'Z';
  return tlv(DerTag.utcTime, Buffer.from(text, 'latin1'));
}

function lengthOctets(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/**
 * The TLV at `at`, which must end by `limit`. DER only: low tag numbers, definite lengths in their
 * shortest form (unless `shortestLength` is false: a certificate is copied as it was issued, and
 * some were issued with longer length forms); anything else is a DerError.
 */
export function readNode(bytes: Uint8Array, at = 0, limit = bytes.length, shortestLength = true): DerNode {
  if (at + 2 > limit) throw new DerError('Truncated DER.');
  const tag = bytes[at];
  if ((tag & 0x1f) === 0x1f) throw new DerError('High tag numbers are not used here.');
  const first = bytes[at + 1];
  let length = first;
  let contentStart = at + 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0) throw new DerError('Indefinite lengths are not DER.');
    if (count > 4 || at + 2 + count > limit) throw new DerError('Truncated DER.');
    length = 0;
    for (let i = 0; i < count; i += 1) length = length * 256 + bytes[at + 2 + i];
    if (shortestLength && (bytes[at + 2] === 0 || length < 0x80)) {
      throw new DerError('A length not in its shortest form.');
    }
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > limit) throw new DerError('Truncated DER.');
  return { tag, start: at, contentStart, end };
}

/** The TLVs that exactly fill a constructed node's contents. */
export function childrenOf(bytes: Uint8Array, node: DerNode, shortestLength = true): DerNode[] {
  const children: DerNode[] = [];
  for (let at = node.contentStart; at < node.end;) {
    const child = readNode(bytes, at, node.end, shortestLength);
    children.push(child);
    at = child.end;
  }
  return children;
}

/** `bytes` as exactly one DER element, every constructed element's contents fully made of elements. */
export function readWhole(bytes: Uint8Array): DerNode {
  const root = readNode(bytes);
  if (root.end !== bytes.length) throw new DerError('Bytes after the DER element.');
  const check = (node: DerNode, depth: number) => {
    if (depth > 64) throw new DerError('DER nested too deeply.');
    if (node.tag & 0x20) for (const child of childrenOf(bytes, node)) check(child, depth + 1);
  };
  check(root, 0);
  return root;
}

/** The contents of a node. */
export const contentOf = (bytes: Uint8Array, node: DerNode) => bytes.subarray(node.contentStart, node.end);
/** The node's whole encoding, header included. */
export const encodingOf = (bytes: Uint8Array, node: DerNode) => bytes.subarray(node.start, node.end);

/** An OBJECT IDENTIFIER node's dotted form. */
export function readObjectIdentifier(bytes: Uint8Array, node: DerNode): string {
  if (node.tag !== DerTag.objectIdentifier) throw new DerError('Not an object identifier.');
  const arcs: number[] = [];
  let value = 0;
  for (let at = node.contentStart; at < node.end; at += 1) {
    value = value * 128 + (bytes[at] & 0x7f);
    if (bytes[at] & 0x80) continue;
    if (arcs.length === 0)
      arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
    else arcs.push(value);
    value = 0;
  }
  return arcs.join('.');
}
