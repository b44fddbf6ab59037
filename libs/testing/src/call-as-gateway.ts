import { asGateway } from './gateway-identity-headers.js';

// Specs read answer bodies field by field; a loose type keeps them readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LooseJson = any;

export interface ServiceAnswer<T = LooseJson> {
  status: number;
  headers: Headers;
  /** Parsed when the answer is JSON, the bytes of a PDF, otherwise the text. */
  body: T;
  bytes: Buffer;
}

export interface ServiceCallOptions {
  headers?: Record<string, string>;
  json?: unknown;
  /** A multipart body instead of `json`. */
  form?: FormData;
}

/**
 * A request to a service as the gateway would send it (its identity signed for `service`): JSON or
 * multipart, the answer parsed as its content type says.
 */
export async function callAsGateway<T = LooseJson>(
  service: string,
  baseUrl: string,
  method: string,
  path: string,
  options: ServiceCallOptions = {},
): Promise<ServiceAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: await asGateway(service, headers),
    body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const text = bytes.toString('utf8');
  let parsed: unknown = text;
  if (type.startsWith('application/pdf')) parsed = bytes;
  else if (type.includes('json') && text) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed as T, bytes };
}
