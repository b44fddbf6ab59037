export const DEFAULT_CONTINUE = '/business/dashboard';

const BASE = new URL('https://rubrica.invalid');
/** Enough to see through double and triple encoding; anything still encoded after that is refused. */
const MAX_DECODINGS = 3;

/** A path a browser (or a router decoding it) could take for another host: `//host`, `/\host`. */
const looksLikeAnotherHost = (path: string): boolean => /^[/\\]{2}/.test(path);

// Browsers drop tabs and newlines from URLs and read backslashes as slashes.
const hasUnsafeCharacter = (value: string): boolean =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f || char === '\\';
  });

/**
 * Whether `path` stays harmless however many times it is percent-decoded (the SPA's router and
 * other readers decode it): no decoding may produce a backslash, a control character or a
 * leading `//`.
 */
function safeWhenDecoded(path: string): boolean {
  let current = path;
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (hasUnsafeCharacter(decoded) || looksLikeAnotherHost(decoded)) return false;
    // Dot segments that only appear once decoded (`/%2E%2E/`, `/.%2F/`) must not make a `//` either.
    if (looksLikeAnotherHost(new URL(decoded, BASE).pathname)) return false;
    current = decoded;
  }
  return false;
}

/**
 * Where to send the browser after sign-in: only a path of this site, as it stands after the URL
 * parser's normalisation (dot segments) and after percent-decoding. Anything that a browser could
 * read as another origin (`//evil`, `/\evil`, `/.//evil`, `/%2F%2Fevil`, `/%5Cevil`, `https://...`,
 * `javascript:`, control characters) falls back to the dashboard, so the login link cannot be used
 * as an open redirect.
 */
export function safeContinuePath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return DEFAULT_CONTINUE;
  if (!value.startsWith('/') || looksLikeAnotherHost(value) || hasUnsafeCharacter(value))
    return DEFAULT_CONTINUE;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return DEFAULT_CONTINUE;
  }
  if (resolved.origin !== BASE.origin) return DEFAULT_CONTINUE;
  // `/.//evil` resolves to the path `//evil`, which a Location header sends to host `evil`.
  if (looksLikeAnotherHost(resolved.pathname) || !safeWhenDecoded(resolved.pathname)) return DEFAULT_CONTINUE;
  return resolved.pathname + resolved.search + resolved.hash;
}
