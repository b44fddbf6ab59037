import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../proxy/client-address.js';

/**
 * The origins our own pages are served from: the public URL, and the address this request was
 * made to (a development server proxying to the gateway, a second host name of the deployment).
 */
export function ownOrigins(req: IncomingMessage, publicUrl: string, trustedHops: number): string[] {
  const origins = [new URL(publicUrl).origin];
  const client = clientAddress(req, trustedHops);
  if (client.host) origins.push(`${client.proto}://${client.host}`);
  return origins;
}
