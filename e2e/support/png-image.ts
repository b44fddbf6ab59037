import { pngFile } from '@rubrica/testing/png-file';

/** A real (grey, RGB) PNG of the given size, for logo and avatar uploads. */
export function pngImage(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  return pngFile({ width, height }, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A multipart body with one file field. */
export function fileForm(field: string, bytes: Buffer, type: string, filename: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}
