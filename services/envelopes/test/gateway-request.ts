import { asGateway } from '@rubrica/testing';

/** The headers the gateway sets for a verified member of `organizationId` (not personal). */
export function memberHeaders(
  userId: string,
  organizationId: string,
  flags: string[] = ['send_envelopes'],
  owner = false,
): Record<string, string> {
  return {
    'x-user-id': userId,
    'x-organization-id': organizationId,
    'x-organization-owner': String(owner),
    'x-permissions': flags.join(','),
    'x-organization-personal': 'false',
  };
}

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
