const EXPLICIT_SCHEME = /^(https?|ftp):\/\//i;
// A registrable-looking domain (labels, then a TLD of letters) or a dotted IPv4 address.
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;

/**
 * A developer app's redirect address as the spec validates it (organization-and-commercial §5):
 * without an http, https or ftp scheme it gets `http://` in front; the result must be an http(s)
 * URL with a domain (or localhost, for apps in development), no credentials and no fragment
 * (OAuth forbids one in a redirect URI). Returns the normalized URL, or null when invalid.
 */
export function normalizeRedirectUrl(value: string): string | null {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return null;
  const candidate = EXPLICIT_SCHEME.test(text) ? text : `http://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.hash || candidate.includes('#')) return null;
  const host = url.hostname;
  if (host !== 'localhost' && !DOMAIN.test(host) && !IPV4.test(host)) return null;
  return url.toString();
}
