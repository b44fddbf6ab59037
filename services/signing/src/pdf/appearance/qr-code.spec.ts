// jsqr is CommonJS with a `default` property: as seen from ESM, the function is `.default`.
import jsQR from 'jsqr';
import { qrCodeModules } from './qr-code.js';

/** The modules as an RGBA image (4 pixels a module, 4 modules of quiet zone), read by jsQR. */
function decode(value: string): { text: string | undefined; size: number } {
  const { size, data } = qrCodeModules(value);
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!data[y * size + x]) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
  }
  return { text: jsQR.default(pixels, side, side)?.data, size };
}

describe('QR code modules', () => {
  it('encode values an independent decoder reads back, at the smallest version that holds them', () => {
    const url = 'https://rubrica.example/verify/7Q2K-9XRT-WM4P';
    // 46 bytes: version 3-M holds 42, version 4 (33 modules) holds 62.
    expect(decode(url)).toEqual({ text: url, size: 33 });
    expect(decode('a')).toEqual({ text: 'a', size: 21 });
    const accented = 'Validação: código 7Q2K ✓';
    expect(decode(accented).text).toBe(accented);
    // Version 7 and above carry version information; several blocks are interleaved.
    const long = `https://rubrica.example/verify/${'7Q2K-9XRT-WM4P/'.repeat(12)}`;
    const read = decode(long);
    expect(read.text).toBe(long);
    expect(read.size).toBeGreaterThanOrEqual(45);
  });

  it('refuses a value longer than the largest symbol holds', () => {
    expect(qrCodeModules('x'.repeat(2331)).size).toBe(177);
    expect(() => qrCodeModules('x'.repeat(2332))).toThrow(
      expect.objectContaining({ code: 'pdf.invalid_drawing' }),
    );
  });
});
