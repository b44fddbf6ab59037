// Glyph widths of the Standard 14 fonts the stamps use (Adobe's AFM metrics, in 1/1000 em), by
// WinAnsiEncoding code 32..255, two base-36 digits each: measuring text needs no font library.
import type { FontFamily } from '../drawing.types.js';

export type StandardFont =
  'Helvetica' | 'Helvetica-Bold' | 'Times-Roman' | 'Times-Bold' | 'Courier' | 'Courier-Bold';

const packed: Record<StandardFont, string> = {
  Helvetica:
    '7q7q9vfgfgopij5b9999atg87q997q7qfgfgfgfgfgfgfgfgfgfg7q7qg8g8g8fgs7ijijk2k2ijgzlmk27qdwijfgn5k2lmijlmk2ijgzk2ijq8ijijgz7q7q7qd1fg99fgfgdwfgfg7qfgfg6666dw66n5fgfgfgfg99dw7qfgdwk2dwdwdw9a789ag800fg0066fg99rsfgfg99rsij99rs00gz0000666699999qfgrs99rsdw99q800dwij7q99fgfgfgfg78fg99khaafgg899kh99b4g8999999fgex7q9999a5fgn6n6n6gzijijijijijijrsk2ijijijij7q7q7q7qk2k2lmlmlmlmlmg8lmk2k2k2k2ijijgzfgfgfgfgfgfgopdwfgfgfgfg7q7q7q7qfgfgfgfgfgfgfgg8gzfgfgfgfgdwfgdw',
  'Helvetica-Bold':
    '7q99d6fgfgopk26m9999atg87q997q7qfgfgfgfgfgfgfgfgfgfg9999g8g8g8gzr3k2k2k2k2ijgzlmk27qfgk2gzn5k2lmijlmk2ijgzk2ijq8ijijgz997q99g8fg99fggzfggzfg99gzgz7q7qfg7qopgzgzgzgzatfg99gzfglmfgfgdwat7satg800fg007qfgdwrsfgfg99rsij99rs00gz00007q7qdwdw9qfgrs99rsfg99q800dwij7q99fgfgfgfg7sfg99khaafgg899kh99b4g8999999gzfg7q9999a5fgn6n6n6gzk2k2k2k2k2k2rsk2ijijijij7q7q7q7qk2k2lmlmlmlmlmg8lmk2k2k2k2ijijgzfgfgfgfgfgfgopfgfgfgfgfg7q7q7q7qgzgzgzgzgzgzgzg8gzgzgzgzgzfggzfg',
  'Times-Roman':
    '6y99bcdwdwn5lm509999dwfo6y996y7qdwdwdwdwdwdwdwdwdwdw7q7qfofofoccplk2ijijk2gzfgk2k299atk2gzopk2k2fgk2ijfggzk2k2q8k2k2gz997q99d1dw99ccdwccdwcc99dwdw7q7qdw7qlmdwdwdwdw99at7qdwdwk2dwdwccdc5kdcf100dw0099dwccrsdwdw99rsfg99op00gz00009999cccc9qdwrs99r8at99k200cck26y99dwdwdwdw5kdw99l47odwfo99l499b4fo8c8c99dwcl6y998c8mdwkukukucck2k2k2k2k2k2opijgzgzgzgz99999999k2k2k2k2k2k2k2fok2k2k2k2k2k2fgdwccccccccccccijcccccccccc7q7q7q7qdwdwdwdwdwdwdwfodwdwdwdwdwdwdwdw',
  'Times-Bold':
    '6y99ffdwdwrsn57q9999dwfu6y996y7qdwdwdwdwdwdwdwdwdwdw9999fufufudwpuk2ijk2k2ijgzlmlmatdwlmijq8k2lmgzlmk2fgijk2k2rsk2k2ij997q99g5dw99dwfgccfgcc99dwfg7q99fg7qn5fgdwfgfgccat99fgdwk2dwdwccay64ayeg00dw0099dwdwrsdwdw99rsfg99rs00ij00009999dwdw9qdwrs99rsat99k200cck26y99dwdwdwdw64dw99kr8cdwfu99kr99b4fu8c8c99fgf06y998c96dwkukukudwk2k2k2k2k2k2rsk2ijijijijatatatatk2k2lmlmlmlmlmfulmk2k2k2k2k2gzfgdwdwdwdwdwdwk2cccccccccc7q7q7q7qdwfgdwdwdwdwdwfudwfgfgfgfgdwfgdw',
  Courier:
    'gogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogo00go00gogogogogogogogogogogo00go0000gogogogogogogogogogogogo00gogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogo',
  'Courier-Bold':
    'gogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogo00go00gogogogogogogogogogogo00go0000gogogogogogogogogogogogo00gogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogogo',
};

// WinAnsiEncoding 0x80..0x9f (ISO 32000-1 D.2); the rest of 0x20..0xff is Latin-1.
const windows1252 = '€\u0000‚ƒ„…†‡ˆ‰Š‹Œ\u0000Ž\u0000\u0000‘’“”•–—˜™š›œ\u0000žŸ';
const codeOf = new Map<string, number>();
for (let code = 0x20; code <= 0xff; code += 1) {
  if (code === 0x7f) continue;
  const char = code >= 0x80 && code < 0xa0 ? windows1252[code - 0x80] : String.fromCharCode(code);
  if (char !== '\u0000') codeOf.set(char, code);
}
const question = 0x3f;

const tables = new Map<StandardFont, Uint16Array>();
function widthsOf(font: StandardFont): Uint16Array {
  let table = tables.get(font);
  if (!table) {
    const text = packed[font];
    table = new Uint16Array(256);
    for (let code = 32; code < 256; code += 1) {
      table[code] = parseInt(text.slice((code - 32) * 2, (code - 32) * 2 + 2), 36);
    }
    tables.set(font, table);
  }
  return table;
}

/** Text as WinAnsi bytes; characters the encoding lacks become '?'. */
export function encodeWinAnsi(text: string): Buffer {
  const bytes = Buffer.alloc(text.length * 2);
  let length = 0;
  for (const char of text) bytes[length++] = codeOf.get(char) ?? question;
  return bytes.subarray(0, length);
}

/** Width of `text` in points at `size`. */
export function measureText(text: string, font: StandardFont, size: number): number {
  const widths = widthsOf(font);
  let total = 0;
  for (const char of text) total += widths[codeOf.get(char) ?? question];
  return (total * size) / 1000;
}

export function fontOf(family: FontFamily | undefined, bold: boolean | undefined): StandardFont {
  switch (family ?? 'helvetica') {
    case 'helvetica':
      return bold ? 'Helvetica-Bold' : 'Helvetica';
    case 'times':
      return bold ? 'Times-Bold' : 'Times-Roman';
    case 'courier':
      return bold ? 'Courier-Bold' : 'Courier';
  }
}
