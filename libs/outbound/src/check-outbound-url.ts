import { isIP } from 'node:net';
import { isAllowedAddress, parseNetworks } from './address-class.js';
import { OutboundErrorCode, outboundError } from './outbound.errors.js';
import type { OutboundPolicy } from './outbound-policy.js';

export interface CheckedTarget {
  url: URL;
  /** The one address the call connects to: checked here, never looked up again. */
  address: string;
  family: 4 | 6;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * Checks a URL a customer gave us before any call to it: http(s) only, an allowed port, no
 * credentials, and a host whose every address is one we may reach. The WHATWG parser has
 * already turned decimal, octal, hex and short IPv4 forms and every IPv6 notation into one
 * canonical address, so the address check sees what the connection would use. A name is
 * resolved once; the call then connects to the address checked here (no DNS rebinding).
 */
export async function checkOutboundUrl(
  raw: string,
  policy: OutboundPolicy,
  field = 'url',
): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw outboundError(OutboundErrorCode.UrlRefused, 'The URL is not valid.', field);
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (defaultPort === undefined) {
    throw outboundError(OutboundErrorCode.UrlRefused, 'Only http and https URLs can be called.', field);
  }
  if (url.username || url.password) {
    throw outboundError(
      OutboundErrorCode.UrlRefused,
      'The URL must not carry a user name or password.',
      field,
    );
  }
  const port = url.port === '' ? defaultPort : Number(url.port);
  if (port !== defaultPort && !policy.allowedPorts.includes(port)) {
    throw outboundError(OutboundErrorCode.UrlRefused, `Port ${port} cannot be called.`, field);
  }

  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowedPrivate = parseNetworks(policy.allowedPrivateNetworks);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await policy.resolve(host).catch(() => {
        throw outboundError(OutboundErrorCode.NameUnresolved, `The name ${host} does not resolve.`, field);
      });
  if (addresses.length === 0) {
    throw outboundError(OutboundErrorCode.NameUnresolved, `The name ${host} does not resolve.`, field);
  }
  // Every address must pass: a name with one public and one private address is refused, since
  // which one a later connection would use is not ours to choose.
  if (!addresses.every(({ address }) => isAllowedAddress(address, allowedPrivate))) {
    throw outboundError(
      OutboundErrorCode.AddressRefused,
      'The URL points to a private or reserved network address.',
      field,
    );
  }
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
