const EXPLICIT_SCHEME = /^(https?|ftp):\/\//i;
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

const parse = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/**
 * A new application's redirect address (organization spec §5): required; without an http, https
 * or ftp scheme it gets one in front; it must then be an http(s) URL with a domain. The spec
 * prepends http://; the server wants https outside this machine, so https is prepended there and
 * http only for localhost. Answers the address to send, or null when it is not valid; the server
 * has the last word (its field errors show under the field).
 */
export function redirectAddress(value: string): string | null {
  const text = value.trim();
  if (!text || /\s/.test(text)) return null;
  let candidate = text;
  if (!EXPLICIT_SCHEME.test(text)) {
    const host = parse(`http://${text}`)?.hostname ?? '';
    candidate = `${LOOPBACK.test(host) ? 'http' : 'https'}://${text}`;
  }
  const url = parse(candidate);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  const host = url.hostname;
  if (!LOOPBACK.test(host) && !/^[^.]+(\.[^.]+)+$/.test(host)) return null;
  return candidate;
}
