import ipaddr from 'ipaddr.js';

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

// Never reachable, whatever an install allows: "this host" and link-local, where cloud metadata
// services answer (169.254.169.254, fd00:ec2::254). Loopback is reachable only when an install
// lists it (a development machine calling its own sandboxes).
const ALWAYS_REFUSED: ReadonlyArray<[Parsed, number]> = [
  ipaddr.parseCIDR('0.0.0.0/8'),
  ipaddr.parseCIDR('169.254.0.0/16'),
  ipaddr.parseCIDR('::/128'),
  ipaddr.parseCIDR('fe80::/10'),
  ipaddr.parseCIDR('fd00:ec2::254/128'),
];

/**
 * The IPv4 address an IPv6 one stands for, in every form that carries one: IPv4-mapped
 * (`::ffff:7f00:1`), IPv4-compatible (`::127.0.0.1`), NAT64 (`64:ff9b::/96`, RFC 6052), and
 * 6to4 (`2002:AABB:CCDD::/48`). Such an address is judged as the IPv4 address it reaches.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const parts = address.parts;
  const fromLow = () => new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff]);
  // IPv4-compatible (`::a.b.c.d`); `::` and `::1` are IPv6's own unspecified and loopback.
  if (parts.slice(0, 6).every((part) => part === 0) && parts[6] !== 0) return fromLow();
  if (address.range() === 'rfc6052' || address.range() === 'rfc6145') return fromLow();
  if (address.range() === '6to4') {
    return new ipaddr.IPv4([parts[1]! >> 8, parts[1]! & 0xff, parts[2]! >> 8, parts[2]! & 0xff]);
  }
  return undefined;
}

function inAny(address: Parsed, networks: ReadonlyArray<[Parsed, number]>): boolean {
  return networks.some(
    ([network, bits]) => address.kind() === network.kind() && address.match(network, bits),
  );
}

/**
 * Whether an outbound call may connect to `literal`: only public unicast addresses, plus the
 * private networks an install allows. Everything ipaddr.js does not class as `unicast` is refused
 * (private, loopback, link-local, CGNAT, multicast, broadcast, reserved, unique-local, Teredo,
 * documentation and benchmarking ranges...).
 */
export function isAllowedAddress(literal: string, allowedPrivate: ReadonlyArray<[Parsed, number]>): boolean {
  if (!ipaddr.isValid(literal)) return false;
  let address: Parsed = ipaddr.parse(literal);
  if (address.kind() === 'ipv6') {
    const v4 = embeddedIpv4(address as ipaddr.IPv6);
    if (v4) address = v4;
  }
  if (inAny(address, ALWAYS_REFUSED)) return false;
  if (address.range() === 'unicast') return true;
  return inAny(address, allowedPrivate);
}

export function parseNetworks(cidrs: readonly string[]): Array<[Parsed, number]> {
  return cidrs.map((cidr) => ipaddr.parseCIDR(cidr));
}
