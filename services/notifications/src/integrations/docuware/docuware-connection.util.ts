import type { OutboundPolicy } from '@rubrica/outbound';
import type { DocuwareConnection } from './docuware-client.js';

export interface DocuwareSettings {
  policy: OutboundPolicy;
  timeoutMs: number;
  /** The DocuWare sandbox's address (never set in production). */
  sandboxUrl?: string;
}

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/**
 * The connection for a customer's server address. The sandbox `make run` starts listens on
 * loopback, which the SSRF guard refuses: its exact origin (scheme, host and port), and only it,
 * may reach loopback outside production.
 */
export function docuwareConnectionFor(settings: DocuwareSettings, serverUrl: string): DocuwareConnection {
  const sandbox = settings.sandboxUrl ? originOf(settings.sandboxUrl) : undefined;
  if (!sandbox || originOf(serverUrl) !== sandbox)
    return { serverUrl, policy: settings.policy, timeoutMs: settings.timeoutMs };
  const port = Number(new URL(sandbox).port || (sandbox.startsWith('https:') ? 443 : 80));
  return {
    serverUrl,
    timeoutMs: settings.timeoutMs,
    policy: {
      ...settings.policy,
      allowedPorts: [...settings.policy.allowedPorts, port],
      allowedPrivateNetworks: [...settings.policy.allowedPrivateNetworks, '127.0.0.0/8', '::1/128'],
    },
  };
}
