/** What an appending call returns beside its own fields: the output, whole or as written. */
export interface AppendedOutput {
  /** The whole output (the source, then the appended revision), joined on first read. */
  readonly pdf: Uint8Array;
  /**
   * The same bytes as they were produced: the source as it was given (or as rewritten), then the
   * appended revision. Writing these to a stream in turn saves holding a second copy of the document.
   */
  readonly parts: readonly Uint8Array[];
}

export function withAppendedOutput<T extends object>(fields: T, parts: Uint8Array[]): T & AppendedOutput {
  let joined: Uint8Array | undefined;
  const output = { ...fields, parts } as T & { parts: readonly Uint8Array[] };
  return Object.defineProperty(output, 'pdf', {
    enumerable: true,
    get: () => (joined ??= parts.length === 1 ? parts[0] : Buffer.concat(parts)),
  }) as T & AppendedOutput;
}
