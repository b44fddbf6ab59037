import type { LookupAddress } from 'node:dns';
import { checkOutboundUrl, DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from '@rubrica/outbound';

/** A resolver with fixed answers, so name-based cases need no DNS server. */
function resolverOf(answers: Record<string, string[]>): OutboundPolicy['resolve'] {
  return async (hostname) => {
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

const policy: OutboundPolicy = {
  ...DEFAULT_OUTBOUND_POLICY,
  resolve: resolverOf({
    'hooks.example.com': ['93.184.216.34'],
    'v6.example.com': ['2606:2800:220:1:248:1893:25c8:1946'],
    'rebind.example.com': ['127.0.0.1'],
    'split.example.com': ['93.184.216.34', '10.0.0.7'],
    'internal.example.com': ['10.1.2.3'],
    'metadata.example.com': ['169.254.169.254'],
    'mapped.example.com': ['::ffff:127.0.0.1'],
    localhost: ['127.0.0.1', '::1'],
  }),
};

async function refusal(url: string, withPolicy = policy): Promise<string | undefined> {
  return checkOutboundUrl(url, withPolicy).then(
    () => undefined,
    (error: { code: string; status: number; errors?: Record<string, string[]> }) => {
      expect(error.status).toBe(422);
      expect(error.errors?.url?.length).toBe(1);
      return error.code;
    },
  );
}

describe('checkOutboundUrl, the SSRF guard', () => {
  it.each([
    ['public IPv4 literal', 'https://93.184.216.34/hook'],
    ['public name', 'https://hooks.example.com/rubrica'],
    ['public IPv6 name', 'https://v6.example.com/'],
    ['public IPv6 literal', 'https://[2606:2800:220:1:248:1893:25c8:1946]/'],
    ['an allowed extra port', 'https://hooks.example.com:8443/'],
  ])('lets through a %s', async (_case, url) => {
    expect(await refusal(url)).toBeUndefined();
  });

  it('connects to the address it checked', async () => {
    const target = await checkOutboundUrl('https://hooks.example.com/x', policy);
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4 });
  });

  // Every class of address an attacker can use to reach us or our cloud from a URL they give us.
  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, other address of 127/8', 'http://127.10.20.30/'],
    ['loopback, short form', 'http://127.1/'],
    ['loopback, decimal', 'http://2130706433/'],
    ['loopback, hex', 'http://0x7f000001/'],
    ['loopback, dotted hex', 'http://0x7f.0x0.0x0.0x1/'],
    ['loopback, octal', 'http://017700000001/'],
    ['loopback, dotted octal', 'http://0177.0.0.01/'],
    ['loopback, IPv6', 'http://[::1]/'],
    ['loopback, IPv6 long form', 'http://[0:0:0:0:0:0:0:1]/'],
    ['loopback, IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['loopback, IPv4-mapped IPv6 in hex', 'http://[::ffff:7f00:1]/'],
    ['loopback, IPv4-compatible IPv6', 'http://[::127.0.0.1]/'],
    ['loopback, NAT64', 'http://[64:ff9b::7f00:1]/'],
    ['loopback, IPv4-translated', 'http://[::ffff:0:7f00:1]/'],
    ['loopback, 6to4', 'http://[2002:7f00:1::1]/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unspecified, short', 'http://0/'],
    ['unspecified IPv6', 'http://[::]/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 192.168/16', 'http://192.168.0.10/'],
    ['private, IPv4-mapped IPv6', 'http://[::ffff:10.0.0.1]/'],
    ['CGNAT 100.64/10', 'http://100.64.1.1/'],
    ['link-local', 'http://169.254.10.10/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, decimal', 'http://2852039166/'],
    ['cloud metadata, IPv4-mapped hex', 'http://[::ffff:a9fe:a9fe]/'],
    ['cloud metadata, IPv6 (AWS)', 'http://[fd00:ec2::254]/'],
    ['unique-local IPv6', 'http://[fc00::1]/'],
    ['link-local IPv6', 'http://[fe80::1]/'],
    ['multicast', 'http://224.0.0.1/'],
    ['multicast IPv6', 'http://[ff02::1]/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['documentation range', 'http://192.0.2.1/'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/'],
    ['a name that resolves to loopback', 'http://localhost/'],
    ['a name that resolves to loopback (rebinding)', 'https://rebind.example.com/'],
    ['a name with one public and one private address', 'https://split.example.com/'],
    ['a name that resolves to a private address', 'https://internal.example.com/'],
    ['a name that resolves to the metadata address', 'https://metadata.example.com/'],
    ['a name that resolves to an IPv4-mapped loopback', 'https://mapped.example.com/'],
  ])('refuses %s', async (_case, url) => {
    expect(await refusal(url)).toBe('outbound.address_refused');
  });

  it.each([
    ['not a URL', 'hooks.example.com/x'],
    ['file scheme', 'file:///etc/passwd'],
    ['ftp scheme', 'ftp://hooks.example.com/'],
    ['gopher scheme', 'gopher://hooks.example.com:70/'],
    ['a port not allowed', 'http://hooks.example.com:22/'],
    ['a port not allowed (Redis)', 'http://hooks.example.com:6379/'],
    ['credentials in the URL', 'https://user:pass@hooks.example.com/'],
    ['the credentials trick', 'https://hooks.example.com@127.0.0.1/'],
  ])('refuses %s', async (_case, url) => {
    expect(await refusal(url)).toBe('outbound.url_refused');
  });

  it('refuses a name that does not resolve', async () => {
    expect(await refusal('https://nowhere.example.com/')).toBe('outbound.name_unresolved');
  });

  it('reaches a private network an install allows, but never link-local or metadata', async () => {
    const selfHosted = {
      ...policy,
      allowedPrivateNetworks: ['10.0.0.0/8', '169.254.0.0/16', 'fd00::/8', '0.0.0.0/8'],
    };
    expect(await refusal('https://internal.example.com/', selfHosted)).toBeUndefined();
    expect(await refusal('http://10.9.8.7/', selfHosted)).toBeUndefined();
    expect(await refusal('http://[fd12::1]/', selfHosted)).toBeUndefined();
    expect(await refusal('http://192.168.0.1/', selfHosted)).toBe('outbound.address_refused');
    expect(await refusal('http://127.0.0.1/', selfHosted)).toBe('outbound.address_refused');
    expect(await refusal('http://169.254.169.254/', selfHosted)).toBe('outbound.address_refused');
    expect(await refusal('http://[fd00:ec2::254]/', selfHosted)).toBe('outbound.address_refused');
    expect(await refusal('http://0.0.0.0/', selfHosted)).toBe('outbound.address_refused');
  });

  it('reaches loopback only where an install lists it', async () => {
    const development = { ...policy, allowedPrivateNetworks: ['127.0.0.0/8', '::1/128'] };
    expect(await refusal('http://localhost/', development)).toBeUndefined();
    expect(await refusal('http://[::ffff:127.0.0.1]/', development)).toBeUndefined();
    expect(await refusal('http://169.254.169.254/', development)).toBe('outbound.address_refused');
  });

  it('names the field that carried the URL', async () => {
    const error = await checkOutboundUrl('http://10.0.0.1/', policy, 'config.server_url').catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ errors: { 'config.server_url': [expect.any(String)] } });
  });
});
