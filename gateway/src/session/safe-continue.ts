export const DEFAULT_CONTINUE = '/business/dashboard';

/**
 * Where to send the browser after sign-in: only a path of this site. Anything that a browser could
 * read as another origin (`//evil.example`, `/\evil.example`, `https://...`, control characters)
 * falls back to the dashboard, so the login link cannot be used as an open redirect.
 */
export function safeContinuePath(value: string | null | undefined): string {
  if (!value || value.length > 2048) return DEFAULT_CONTINUE;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_CONTINUE;
  // Browsers drop tabs and newlines from URLs and read backslashes as slashes.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return DEFAULT_CONTINUE;
  }
  try {
    const base = new URL('https://rubrica.invalid');
    const resolved = new URL(value, base);
    if (resolved.origin !== base.origin) return DEFAULT_CONTINUE;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return DEFAULT_CONTINUE;
  }
}
