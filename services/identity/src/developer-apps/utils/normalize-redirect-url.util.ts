const EXPLICIT_SCHEME = /^(https?|ftp):\/\//i;
// A registrable-looking domain (labels, then a TLD of letters) or a dotted IPv4 address.
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/** This machine: the only place a redirect may go over plain http (RFC 8252 §7.3, RFC 9700 §2.1). */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}

function parse(candidate: string): URL | null {
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

/**
 * A developer app's redirect address as the spec validates it (organization-and-commercial §5),
 * tightened for OAuth: without an http, https or ftp scheme it gets `https://` in front (`http://`
 * for localhost, as the spec's prefix); the result must be an https URL with a domain, or an http
 * one on this machine (localhost, 127.x, [::1]) for apps in development; no credentials and no
 * fragment (OAuth forbids one in a redirect URI). Returns the normalized URL, or null when invalid.
 */
export function normalizeRedirectUrl(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  let candidate = text;
  if (!EXPLICIT_SCHEME.test(text)) {
    const host = parse(`http://${text}`)?.hostname;
    candidate = `${host !== undefined && isLoopback(host) ? 'http' : 'https'}://${text}`;
  }
  const url = parse(candidate);
  if (!url) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash || candidate.includes('#')) return null;
  const host = url.hostname;
  if (url.protocol === 'http:' && !isLoopback(host)) return null;
  if (!isLoopback(host) && !DOMAIN.test(host) && !IPV4.test(host)) return null;
  return url.toString();
}
