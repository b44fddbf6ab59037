// Writes PDF objects (ISO 32000-1 7.3) as Latin-1 text; stream data is written by the revision writer.
import { PdfName, PdfRaw, PdfRef, PdfStream, PdfString, type PdfValue } from './pdf-objects.js';

/** Numbers as PDF accepts them: integers as they are, reals in fixed notation (no exponent). */
export function formatNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const fixed = value.toFixed(6).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

// A name or string with nothing to escape is written as it is, without a loop over its characters.
const plainName = /^[!"$&'*-.0-;=?-Z\\^-z|~]*$/;
const plainString = /^[ -'*-[\]-~]*$/;

function formatName(value: string): string {
  if (plainName.test(value)) return `/${value}`;
  let out = '/';
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    const plain = c > 0x20 && c < 0x7f && !'()<>[]{}/%#'.includes(value[i]);
    out += plain ? value[i] : `#${c.toString(16).padStart(2, '0')}`;
  }
  return out;
}

function formatString(value: PdfString): string {
  const bytes = value.bytes;
  if (value.hex) return `<${Buffer.from(bytes).toString('hex')}>`;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (plainString.test(text)) return `(${text})`;
  let out = '(';
  for (const c of bytes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) out += `\\${String.fromCharCode(c)}`;
    else if (c < 0x20 || c > 0x7e) out += `\\${c.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(c);
  }
  return `${out})`;
}

/** A value as Latin-1 text. A stream cannot be written inline: only its dictionary is. */
export function serialize(value: PdfValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return formatNumber(value);
  if (value instanceof PdfName) return formatName(value.name);
  if (value instanceof PdfRef) return `${value.num} ${value.gen} R`;
  if (value instanceof PdfString) return formatString(value);
  if (value instanceof PdfRaw) return value.text;
  if (value instanceof PdfStream) return serialize(value.dict);
  if (Array.isArray(value)) return `[${value.map(serialize).join(' ')}]`;
  let out = '<<';
  for (const [key, item] of value) out += `${formatName(key)} ${serialize(item)}\n`;
  return `${out}>>`;
}
