import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';

/** Header carrying the request id of the HTTP request (or message) that caused the call. */
export const requestIdHeader = 'x-request-id';

export function toNatsHeaders(values: Record<string, string>): MsgHdrs {
  const result = natsHeaders();
  for (const [key, value] of Object.entries(values)) result.set(key, value);
  return result;
}

export function fromNatsHeaders(headers: MsgHdrs | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  if (!headers) return values;
  for (const key of headers.keys()) values[key.toLowerCase()] = headers.get(key);
  return values;
}
