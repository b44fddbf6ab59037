/** The engine's output as a Buffer over the same memory (it may be a view into a larger buffer). */
export function toPdfBuffer(pdf: Uint8Array): Buffer {
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
