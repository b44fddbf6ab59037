// Action tokens are long random values (ARCHITECTURE: at least 128 bits); recipient ids are uuids.
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;
const TOKEN_PARENTS = new Set(['recipients', 'envelopes']);

/**
 * The capability token a public API path carries (`p/envelopes/{token}/download`,
 * `p/envelopes/recipients/{token}/...`), so guessing or hammering one token can be limited
 * whatever address the requests come from.
 */
export function publicTokenOf(upstreamPath: string): string | undefined {
  const path = upstreamPath.split('?')[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    if (TOKEN_PARENTS.has(segments[i - 1]) && TOKEN_LIKE.test(segments[i])) return segments[i];
  }
  return undefined;
}
