// The independent checkers every PDF the engine produces must satisfy: poppler's pdfsig and
// pdftoppm, qpdf, and jsQR for QR codes. Each call works on its own temporary file.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';
// jsqr is CommonJS with a `default` property: as seen from ESM, the function is `.default`.
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, work: (path: string, dir: string) => Promise<T>): Promise<T> {
  return inTemporaryDirectory('rubrica-pdf-check-', async (dir) => {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    return await work(path, dir);
  });
}

export interface PdfsigSignature {
  fieldName: string;
  valid: boolean;
  validation: string;
  totalDocumentSigned: boolean;
  signatureType: string;
}

/** pdfsig's verdict on each signature, in document order. */
export async function pdfsig(pdf: Uint8Array): Promise<PdfsigSignature[]> {
  return withFile(pdf, async (path) => {
    // pdfsig exits non-zero when a certificate is untrusted; its report is what matters here.
    const { stdout } = await run('pdfsig', [path]).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    return stdout
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => {
        const field = (label: string) => new RegExp(`- ${label}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
        return {
          fieldName: field('Signature Field Name'),
          validation: field('Signature Validation'),
          valid: field('Signature Validation') === 'Signature is Valid.',
          totalDocumentSigned: /- Total document signed/.test(block),
          signatureType: field('Signature Type'),
        };
      });
  });
}

/** qpdf --check: exit 0 means no errors and no warnings. */
export async function qpdfCheck(pdf: Uint8Array): Promise<{ ok: boolean; output: string }> {
  return withFile(pdf, async (path) => {
    try {
      const { stdout, stderr } = await run('qpdf', ['--check', path]);
      return { ok: true, output: stdout + stderr };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
    }
  });
}

export interface RenderedPage {
  width: number;
  height: number;
  /** RGB at a pixel. */
  pixel(x: number, y: number): [number, number, number];
  /** RGB at a point given as fractions of the displayed page, from its top-left. */
  at(fx: number, fy: number): [number, number, number];
}

/** Renders one page (1-based) as a viewer shows it: crop box, rotation applied, 36 dpi. */
export async function renderPage(pdf: Uint8Array, page: number): Promise<RenderedPage> {
  const ppm = await pdftoppm(pdf, page, 36, 'ppm', ['-cropbox']);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 40));
  if (!header) throw new Error('pdftoppm did not write a P6 image');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const offset = header[0].length;
  const pixel = (x: number, y: number): [number, number, number] => {
    const i =
      offset + (Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))) * 3;
    return [ppm[i], ppm[i + 1], ppm[i + 2]];
  };
  return { width, height, pixel, at: (fx, fy) => pixel(Math.floor(fx * width), Math.floor(fy * height)) };
}

/** A colour "looks like" another within a rendering tolerance. */
export function near(
  actual: [number, number, number],
  expected: [number, number, number],
  tolerance = 40,
): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]) <= tolerance);
}

/** A JPEG of page 1, as pdftoppm writes it (a real JPEG for image stamping). */
export async function renderJpeg(pdf: Uint8Array): Promise<Uint8Array> {
  return pdftoppm(pdf, 1, 18, 'jpeg');
}

/** The text of every page as pdftotext extracts it (reading order, UTF-8). */
export async function pdftotext(pdf: Uint8Array): Promise<string> {
  return withFile(pdf, async (path) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-']);
    return stdout;
  });
}

/** One page (1-based) as a PNG, the way a phone camera would see a print: `dpi` resolution. */
export async function renderPng(pdf: Uint8Array, page: number, dpi = 150): Promise<Buffer> {
  return pdftoppm(pdf, page, dpi, 'png');
}

/** One page (1-based) as pdftoppm renders it at `dpi`, in `format`: the image file's bytes. */
async function pdftoppm(
  pdf: Uint8Array,
  page: number,
  dpi: number,
  format: 'ppm' | 'jpeg' | 'png',
  options: string[] = [],
): Promise<Buffer> {
  return withFile(pdf, async (path, dir) => {
    await run('pdftoppm', [
      '-r',
      String(dpi),
      ...(format === 'ppm' ? [] : [`-${format}`]),
      ...options,
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      path,
      join(dir, 'page'),
    ]);
    return readFile(join(dir, `page.${format === 'jpeg' ? 'jpg' : format}`));
  });
}

/** The text of the QR code a PNG shows, read by jsQR (an independent decoder), or undefined. */
export function decodeQrCode(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR.default(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

/** Every QR code a PNG shows (at most `max`): each one read is painted over before the next. */
export function decodeQrCodes(png: Buffer, max = 4): string[] {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data);
  const found: string[] = [];
  while (found.length < max) {
    const code = jsQR.default(pixels, image.width, image.height);
    // A painted-over code can still look like one with nothing in it: the real ones are done.
    if (!code?.data) break;
    found.push(code.data);
    const corners = Object.values(code.location);
    const xs = corners.map((point) => point.x);
    const ys = corners.map((point) => point.y);
    const [left, right] = [Math.max(0, Math.min(...xs) - 10), Math.min(image.width, Math.max(...xs) + 10)];
    const [top, bottom] = [Math.max(0, Math.min(...ys) - 10), Math.min(image.height, Math.max(...ys) + 10)];
    for (let y = Math.floor(top); y < bottom; y += 1) {
      pixels.fill(255, (y * image.width + Math.floor(left)) * 4, (y * image.width + Math.ceil(right)) * 4);
    }
  }
  return found;
}

/** poppler's pdfdetach: the embedded file of that name, or undefined when the PDF has none. */
export async function embeddedFile(pdf: Uint8Array, name: string): Promise<Buffer | undefined> {
  return withFile(pdf, async (path, dir) => {
    const { stdout } = await run('pdfdetach', ['-list', path]);
    const number = stdout
      .split('\n')
      .map((line) => /^(\d+):\s*(.*)$/.exec(line.trim()))
      .find((match) => match?.[2] === name)?.[1];
    if (!number) return undefined;
    const out = join(dir, 'embedded');
    await run('pdfdetach', ['-save', number, '-o', out, path]);
    return readFile(out);
  });
}
