import * as oidc from 'openid-client';
import {
  organizationHeader,
  readAnswer,
  requestBody,
  type Answer,
  type ApiCaller,
  type CallOptions,
  type LooseJson,
} from './api-client.js';

/** An API client calling the gateway with `Authorization: Bearer <token>`. */
export class BearerClient implements ApiCaller {
  constructor(
    readonly baseUrl: string,
    public accessToken: string,
    public organization?: string,
  ) {}

  async api<T = LooseJson>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: `Bearer ${this.accessToken}`,
      ...options.headers,
    };
    organizationHeader(headers, options, this.organization);
    const body = requestBody(options, headers);
    const response = await fetch(new URL(`/api${path}`, this.baseUrl), { method, headers, body });
    return readAnswer<T>(response);
  }
}

export interface OAuthApp {
  /** The relying-party configuration discovered at the gateway's `/oidc`. */
  configuration: oidc.Configuration;
  /** A fresh client-credentials token (openid-client's grant at `/oidc/token`). */
  token(): Promise<string>;
  /** A client calling the API with a fresh token. */
  client(organization?: string): Promise<BearerClient>;
}

/**
 * A developer app as a third party runs it with the standard OAuth library: discovery at the
 * public issuer (`<gateway>/oidc`), client authentication with its id and secret, client
 * credentials grant. Plain http is allowed only because the stack runs on loopback.
 */
export async function oauthApp(gatewayUrl: string, clientId: string, secret: string): Promise<OAuthApp> {
  const configuration = await oidc.discovery(
    new URL('/oidc', gatewayUrl),
    clientId,
    secret,
    oidc.ClientSecretBasic(secret),
    { execute: [oidc.allowInsecureRequests] },
  );
  const token = async () => (await oidc.clientCredentialsGrant(configuration)).access_token;
  return {
    configuration,
    token,
    client: async (organization?: string) => new BearerClient(gatewayUrl, await token(), organization),
  };
}
