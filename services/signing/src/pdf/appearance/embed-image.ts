// PNG and JPEG images as PDF image XObjects (ISO 32000-1 8.9.5), with node:zlib only. JPEG data is
// embedded as it is (DCTDecode). An opaque PNG keeps its compressed rows (FlateDecode with the PNG
// predictor); a PNG with alpha or transparency is decoded once and split into colour + /SMask.
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { BoundedCache, bytesKey } from '../bounded-cache.util.js';
import { PdfErrorCode, pdfError } from '../pdf.errors.js';
import { PdfStream, PdfString, dict, name, type PdfValue } from '../syntax/pdf-objects.js';
import { unpredictPng } from '../syntax/pdf-file.js';

export interface EmbeddableImage {
  width: number;
  height: number;
  /** The image XObject; `smask`, when present, must be added first and referred to from it. */
  image: PdfStream;
  smask?: PdfStream;
}

const invalid = (detail: string) =>
  pdfError(PdfErrorCode.InvalidDrawing, 'The image is not a readable PNG or JPEG.', { image: [detail] });

// Image XObjects are immutable once built: the same signature or initials image embedded into
// document after document is decoded and compressed once per worker.
const embedded = new BoundedCache<string, EmbeddableImage>(32);
const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

export function embedImage(bytes: Uint8Array): EmbeddableImage {
  return embedded.get(bytesKey(bytes, digest), () => embedUncached(bytes));
}

function embedUncached(bytes: Uint8Array): EmbeddableImage {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47) return embedPng(data);
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) return embedJpeg(data);
  throw invalid('Not a PNG or JPEG file.');
}

function embedJpeg(data: Buffer): EmbeddableImage {
  let at = 2;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) throw invalid('Corrupt JPEG marker.');
    const marker = data[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = data.readUInt16BE(at + 5);
      const width = data.readUInt16BE(at + 7);
      const components = data[at + 9];
      const colorSpace = components === 1 ? 'DeviceGray' : components === 4 ? 'DeviceCMYK' : 'DeviceRGB';
      if (!width || !height) throw invalid('A JPEG without dimensions.');
      // Adobe writes CMYK JPEGs inverted.
      const extra: Record<string, PdfValue> = components === 4 ? { Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : {};
      const image = imageXObject(width, height, name(colorSpace), 8, 'DCTDecode', data, extra);
      return { width, height, image };
    }
    at += 2 + length;
  }
  throw invalid('A JPEG without a frame header.');
}

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colorType: number;
  interlaced: boolean;
}

function embedPng(data: Buffer): EmbeddableImage {
  let header: PngHeader | undefined;
  let palette: Buffer | undefined;
  let transparency: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colorType: body[9],
        interlaced: body[12] === 1,
      };
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') transparency = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || idat.length === 0 || !header.width || !header.height)
    throw invalid('A PNG without image data.');
  const { width, height, depth, colorType } = header;
  if (![1, 2, 4, 8, 16].includes(depth) || ![0, 2, 3, 4, 6].includes(colorType))
    throw invalid('Unsupported PNG format.');
  if (colorType === 3 && !palette) throw invalid('A palette PNG without a palette.');
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colorType] as number;
  const colorChannels = colorType === 2 || colorType === 6 ? 3 : 1;
  const colorSpace: PdfValue =
    colorType === 3
      ? [
          name('Indexed'),
          name('DeviceRGB'),
          (palette as Buffer).length / 3 - 1,
          new PdfString(palette as Buffer, true),
        ]
      : name(colorChannels === 3 ? 'DeviceRGB' : 'DeviceGray');
  const hasAlpha = colorType === 4 || colorType === 6 || transparency !== undefined;
  const compressed = Buffer.concat(idat);

  if (!hasAlpha && !header.interlaced) {
    const image = imageXObject(width, height, colorSpace, depth, 'FlateDecode', compressed, {
      DecodeParms: dict({ Predictor: 15, Colors: channels, BitsPerComponent: depth, Columns: width }),
    });
    return { width, height, image };
  }

  // Decode to samples, then split colour from alpha (8 bits each, palette expanded to RGB).
  let raw: Buffer;
  try {
    raw = inflateSync(compressed);
  } catch {
    throw invalid('Corrupt PNG data.');
  }
  const pixels = width * height;
  if (depth === 8 && !header.interlaced && (colorType === 6 || colorType === 4)) {
    return splitAlpha8(raw, width, height, channels);
  }
  const samples = decodeSamples(raw, header, channels);
  const outChannels = colorType === 3 ? 3 : colorChannels;
  const color = Buffer.alloc(pixels * outChannels);
  const alpha = Buffer.alloc(pixels, 255);
  const scale = depth === 16 ? 1 / 257 : depth < 8 && colorType !== 3 ? 255 / ((1 << depth) - 1) : 1;
  const transparentKey =
    transparency && colorType !== 3 ? readTransparentKey(transparency, colorType) : undefined;
  for (let p = 0; p < pixels; p += 1) {
    const s = p * channels;
    if (colorType === 3) {
      const index = samples[s];
      (palette as Buffer).copy(color, p * 3, index * 3, index * 3 + 3);
      if (transparency && index < transparency.length) alpha[p] = transparency[index];
      continue;
    }
    for (let c = 0; c < colorChannels; c += 1)
      color[p * outChannels + c] = Math.round(samples[s + c] * scale);
    if (colorType === 4 || colorType === 6) alpha[p] = Math.round(samples[s + colorChannels] * scale);
    else if (transparentKey && transparentKey.every((value, c) => samples[s + c] === value)) alpha[p] = 0;
  }
  return imagePair(width, height, outChannels === 3 ? 'DeviceRGB' : 'DeviceGray', color, alpha);
}

function readTransparentKey(chunk: Buffer, colorType: number): number[] | undefined {
  if (colorType === 0 && chunk.length >= 2) return [chunk.readUInt16BE(0)];
  if (colorType === 2 && chunk.length >= 6)
    return [chunk.readUInt16BE(0), chunk.readUInt16BE(2), chunk.readUInt16BE(4)];
  return undefined;
}

/** The common signature image (8-bit RGBA or grey + alpha, not interlaced): colour and alpha split row by row. */
function splitAlpha8(raw: Buffer, width: number, height: number, channels: number): EmbeddableImage {
  const rowBytes = width * channels;
  if (raw.length < height * (rowBytes + 1)) throw invalid('Truncated PNG data.');
  const rows = unpredictPng(raw, rowBytes, channels);
  const colorChannels = channels - 1;
  const color = Buffer.alloc(width * height * colorChannels);
  const alpha = Buffer.alloc(width * height);
  if (channels === 4) {
    for (let p = 0, s = 0, c = 0; p < alpha.length; p += 1, s += 4, c += 3) {
      color[c] = rows[s];
      color[c + 1] = rows[s + 1];
      color[c + 2] = rows[s + 2];
      alpha[p] = rows[s + 3];
    }
  } else {
    for (let p = 0, s = 0; p < alpha.length; p += 1, s += 2) {
      color[p] = rows[s];
      alpha[p] = rows[s + 1];
    }
  }
  return imagePair(width, height, colorChannels === 3 ? 'DeviceRGB' : 'DeviceGray', color, alpha);
}

function imagePair(
  width: number,
  height: number,
  colorSpace: string,
  color: Buffer,
  alpha: Buffer,
): EmbeddableImage {
  const xobject = (space: string, data: Buffer) =>
    imageXObject(width, height, name(space), 8, 'FlateDecode', deflateSync(data));
  return { width, height, image: xobject(colorSpace, color), smask: xobject('DeviceGray', alpha) };
}

/** Every sample of every pixel, row-major, as numbers (16-bit kept whole), interlacing undone. */
function decodeSamples(raw: Buffer, header: PngHeader, channels: number): Uint16Array {
  const { width, height, depth } = header;
  const samples = new Uint16Array(width * height * channels);
  const pixelBytes = Math.max(1, (channels * depth) >> 3);
  const passes = header.interlaced
    ? [
        [0, 0, 8, 8],
        [4, 0, 8, 8],
        [0, 4, 4, 8],
        [2, 0, 4, 4],
        [0, 2, 2, 4],
        [1, 0, 2, 2],
        [0, 1, 1, 2],
      ]
    : [[0, 0, 1, 1]];
  let offset = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const passWidth = Math.ceil((width - x0) / dx);
    const passHeight = Math.ceil((height - y0) / dy);
    if (passWidth <= 0 || passHeight <= 0) continue;
    const rowBytes = Math.ceil((passWidth * channels * depth) / 8);
    const size = passHeight * (rowBytes + 1);
    if (offset + size > raw.length) throw invalid('Truncated PNG data.');
    const rows = unpredictPng(raw.subarray(offset, offset + size), rowBytes, pixelBytes);
    offset += size;
    for (let y = 0; y < passHeight; y += 1) {
      for (let x = 0; x < passWidth; x += 1) {
        const target = ((y0 + y * dy) * width + (x0 + x * dx)) * channels;
        for (let c = 0; c < channels; c += 1) {
          const index = x * channels + c;
          let value: number;
          if (depth === 8) value = rows[y * rowBytes + index];
          else if (depth === 16) value = rows.readUInt16BE(y * rowBytes + index * 2);
          else {
            const bit = index * depth;
            value = (rows[y * rowBytes + (bit >> 3)] >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
          }
          samples[target + c] = value;
        }
      }
    }
  }
  return samples;
}

function imageXObject(
  width: number,
  height: number,
  colorSpace: PdfValue,
  bitsPerComponent: number,
  filter: string,
  data: Buffer,
  extra: Record<string, PdfValue> = {},
): PdfStream {
  return new PdfStream(
    dict({
      Type: name('XObject'),
      Subtype: name('Image'),
      Width: width,
      Height: height,
      ColorSpace: colorSpace,
      BitsPerComponent: bitsPerComponent,
      Filter: name(filter),
      ...extra,
    }),
    data,
  );
}
