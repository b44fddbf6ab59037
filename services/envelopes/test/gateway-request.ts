import { asGateway } from '@rubrica/testing';

export interface GatewayRequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
}

/** A JSON (or multipart, with `form`) request to the envelopes app, signed as the gateway signs it. */
export async function gatewayRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: GatewayRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(`${baseUrl}${path}`, { method, headers: await asGateway('envelopes', headers), body });
}
