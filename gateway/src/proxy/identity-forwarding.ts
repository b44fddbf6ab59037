import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { GATEWAY_IDENTITY_HEADER, IdentityTokenSigner } from '@rubrica/gateway-identity';
import type { ServiceName } from '../routes.js';
import { forwardedIdentityOf, upstreamRequestHeaders, type ForwardContext } from './forwarded-headers.js';

/**
 * The headers of one proxied call, with the caller's identity signed for the service it goes to
 * and for this request id (ARCHITECTURE.md, "Services trust only the gateway"). Anonymous calls
 * are signed too, so a service can tell the gateway's calls from anyone else's.
 */
export class IdentityForwarding {
  constructor(private readonly signer: IdentityTokenSigner) {}

  async headersFor(
    service: ServiceName,
    incoming: IncomingHttpHeaders,
    context: ForwardContext,
  ): Promise<OutgoingHttpHeaders> {
    const headers = upstreamRequestHeaders(incoming, context);
    headers[GATEWAY_IDENTITY_HEADER] = await this.signer.sign(forwardedIdentityOf(context), {
      audience: service,
      requestId: context.requestId,
    });
    return headers;
  }
}
