import { requestedOrganization } from './requested-organization.js';

describe('requestedOrganization', () => {
  const org = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

  it('takes X-Organization first', () => {
    expect(requestedOrganization('GET', '/api/envelopes?organization=other', { 'x-organization': org })).toBe(
      org,
    );
  });

  it('takes the organization query parameter on reads a browser starts by navigation', () => {
    expect(requestedOrganization('GET', `/api/envelopes/7/download?organization=${org}`, {})).toBe(org);
    expect(requestedOrganization('HEAD', `/api/envelopes/7/download?x=1&organization=${org}`, {})).toBe(org);
  });

  it('ignores the query parameter on state-changing requests', () => {
    expect(requestedOrganization('POST', `/api/envelopes?organization=${org}`, {})).toBeUndefined();
    expect(requestedOrganization('DELETE', `/api/envelopes/7?organization=${org}`, {})).toBeUndefined();
  });

  it('names none when neither is there or they are empty', () => {
    expect(requestedOrganization('GET', '/api/envelopes', {})).toBeUndefined();
    expect(
      requestedOrganization('GET', '/api/envelopes?organization=', { 'x-organization': '' }),
    ).toBeUndefined();
  });
});
