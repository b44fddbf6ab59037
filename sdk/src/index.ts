// The Rubrica API from TypeScript: one typed function per operation of the API reference
// (src/gen, generated from openapi/openapi.json by `make openapi`), over a client that
// authenticates as a developer app (OAuth client credentials) or with a bearer token, names the
// organization the calls act in, and throws every refusal as a RubricaApiError.
import { createClient, createConfig, formDataBodySerializer, type Client } from './gen/client/index.js';
import type { DocumentsAddResponses, Error as ErrorBody } from './gen/types.gen.js';

export * from './gen/sdk.gen.js';
export type * from './gen/types.gen.js';
export type { Client } from './gen/client/index.js';
export type { ErrorBody };

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Space-separated API scopes (`envelopes:write documents:read`); all the app's when absent. */
  scope?: string;
}

export interface RubricaClientOptions {
  /** The Rubrica address, as in the browser: `https://sign.example.com`. */
  baseUrl: string;
  /** The organization the calls act in (sent as `X-Organization`). */
  organization?: string;
  /** A bearer token, or a function giving the current one. */
  accessToken?: string | (() => string | Promise<string>);
  /** A developer app's credentials: tokens come from `/oidc/token` and are renewed as they expire. */
  clientCredentials?: ClientCredentials;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
}

/** A refusal in the API's error shape: `message`, and per field `errors`, with a stable `code`. */
export class RubricaApiError extends Error {
  readonly code: string | undefined;
  readonly errors: Record<string, string[]>;
  readonly params: ErrorBody['params'];
  /** On 5xx: the id to quote to support. */
  readonly correlationId: string | undefined;

  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'RubricaApiError';
    this.code = body.code;
    this.errors = body.errors ?? {};
    this.params = body.params;
    this.correlationId = body.correlation_id;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

// A token is renewed this long before it expires, so a call never leaves with one about to lapse.
const RENEW_BEFORE_MS = 30_000;

/** Client-credentials tokens from the authorization server (RFC 6749 §4.4), kept until they lapse. */
function clientCredentialsTokens(baseUrl: string, credentials: ClientCredentials, fetcher: typeof fetch) {
  let current: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;
  const request = async (): Promise<string> => {
    const basic = Buffer.from(
      `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`,
    ).toString('base64');
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (credentials.scope) form.set('scope', credentials.scope);
    const response = await fetcher(new URL('/oidc/token', baseUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const answer = (await response.json()) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !answer.access_token)
      throw new RubricaApiError(response.status, {
        message: `The token request was refused${answer.error ? `: ${answer.error}` : ''}.`,
        code: answer.error,
      });
    current = {
      token: answer.access_token,
      renewAt: Date.now() + (answer.expires_in ?? 0) * 1000 - RENEW_BEFORE_MS,
    };
    return current.token;
  };
  return (): Promise<string> => {
    if (current && Date.now() < current.renewAt) return Promise.resolve(current.token);
    pending ??= request().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/**
 * A client for the generated calls: `await envelopesCreate({ client, body: { title: 'Contract' } })`
 * resolves to `{ data, response }` and throws a RubricaApiError on any refusal.
 */
export function createRubricaClient(options: RubricaClientOptions): Client {
  const fetcher = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const { accessToken, clientCredentials } = options;
  const token = clientCredentials
    ? clientCredentialsTokens(baseUrl, clientCredentials, fetcher)
    : typeof accessToken === 'function'
      ? accessToken
      : accessToken
        ? () => accessToken
        : undefined;

  const client = createClient(
    createConfig({ baseUrl: `${baseUrl}/api`, fetch: fetcher, throwOnError: true }),
  );
  client.interceptors.request.use(async (request) => {
    if (token) request.headers.set('authorization', `Bearer ${await token()}`);
    if (options.organization) request.headers.set('x-organization', options.organization);
    return request;
  });
  client.interceptors.error.use((error, response) =>
    isErrorBody(error)
      ? new RubricaApiError(response?.status ?? 0, error)
      : new RubricaApiError(response?.status ?? 0, {
          message: typeof error === 'string' && error ? error : 'The request failed.',
        }),
  );
  return client;
}

/**
 * Adds a file to a draft envelope (`POST /envelopes/{envelopeId}/documents` as a multipart form).
 * The generated `documentsAdd` sends the route's other body, a stored item's id.
 */
export async function uploadDocument(client: Client, envelopeId: string, file: File) {
  return client.post<DocumentsAddResponses, unknown, true>({
    url: '/envelopes/{envelopeId}/documents',
    path: { envelopeId },
    body: { file },
    ...formDataBodySerializer,
    headers: { 'Content-Type': null },
  });
}
