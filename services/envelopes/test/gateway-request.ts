import { callAsGateway, type ServiceAnswer, type ServiceCallOptions } from '@rubrica/testing';

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

export type HttpAnswer = ServiceAnswer;

/** A JSON (or multipart, with `form`) request to the envelopes app, signed as the gateway signs it. */
export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: ServiceCallOptions = {},
): Promise<HttpAnswer> {
  return callAsGateway('envelopes', baseUrl, method, path, options);
}
