import { isRetryableCloudError } from './whatsapp-cloud-api.js';

describe('isRetryableCloudError', () => {
  it.each([
    [429, 130429, 'throughput limit'],
    [400, 131056, 'pair rate limit'],
    [400, 4, 'application request limit'],
    [500, 131000, 'something went wrong'],
    [503, 133004, 'server temporarily unavailable'],
    [401, 190, 'expired access token (an operator renews it)'],
    [502, undefined, 'a gateway error without a body'],
  ])('retries %i (code %s): %s', (status, code, _what) => {
    expect(isRetryableCloudError(status, code)).toBe(true);
  });

  it.each([
    [400, 100, 'invalid parameter'],
    [400, 131026, 'message undeliverable'],
    [400, 131030, 'recipient not in the allowed list'],
    [404, 132001, 'template does not exist'],
    [400, 132000, 'wrong number of parameters'],
    [403, 10, 'permission denied'],
  ])('does not retry %i (code %s): %s', (status, code, _what) => {
    expect(isRetryableCloudError(status, code)).toBe(false);
  });
});
