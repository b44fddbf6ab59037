import { DEFAULT_OUTBOUND_POLICY, type OutboundPolicy } from '@rubrica/outbound';

/** The SSRF guard's policy from this service's settings (the same for registering and delivering). */
export function outboundPolicyOf(settings: {
  OUTBOUND_ALLOWED_PRIVATE_NETWORKS: readonly string[];
  OUTBOUND_ALLOWED_PORTS: readonly number[];
}): OutboundPolicy {
  return {
    ...DEFAULT_OUTBOUND_POLICY,
    allowedPorts: settings.OUTBOUND_ALLOWED_PORTS,
    allowedPrivateNetworks: settings.OUTBOUND_ALLOWED_PRIVATE_NETWORKS,
  };
}
