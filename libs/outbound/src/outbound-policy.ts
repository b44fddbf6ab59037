import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';

/** Resolves a host name to every address it has (A and AAAA). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface OutboundPolicy {
  /** Ports a URL may name; the scheme's default port is always allowed. */
  allowedPorts: readonly number[];
  /**
   * Private ranges a self-hosted install may reach (`10.0.0.0/8`, `fd12::/16`): a DocuWare on
   * the office network. Empty on a hosted install. Loopback and metadata addresses stay refused.
   */
  allowedPrivateNetworks: readonly string[];
  resolve: Resolver;
}

export const defaultResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export const DEFAULT_OUTBOUND_POLICY: OutboundPolicy = {
  allowedPorts: [80, 443, 8080, 8443],
  allowedPrivateNetworks: [],
  resolve: defaultResolver,
};
