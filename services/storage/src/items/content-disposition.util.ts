/**
 * `attachment` with the name in both forms (RFC 6266): an ASCII fallback for old clients and the
 * UTF-8 name percent-encoded as RFC 8187 asks (which leaves `'`, `(`, `)` and `*` to encode).
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
