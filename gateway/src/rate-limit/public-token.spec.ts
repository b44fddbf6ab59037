import { publicTokenOf } from './public-token.js';

describe('publicTokenOf', () => {
  const token = 'Zx9_k2LmQ8rT4vB7nW1pYs';

  it('finds the token after recipients/ or envelopes/', () => {
    expect(publicTokenOf(`/p/envelopes/recipients/${token}`)).toBe(token);
    expect(publicTokenOf(`/p/envelopes/recipients/${token}/fields/3?x=1`)).toBe(token);
    expect(publicTokenOf(`/p/envelopes/${token}/download`)).toBe(token);
    expect(
      publicTokenOf('/p/envelopes/recipients/5f0c1e9a-1b2c-4d3e-8f90-a1b2c3d4e5f6/reset-processing'),
    ).toBe('5f0c1e9a-1b2c-4d3e-8f90-a1b2c3d4e5f6');
  });

  it('ignores short or non-token segments', () => {
    expect(publicTokenOf('/p/envelopes/documents/validate')).toBeUndefined();
    expect(publicTokenOf('/p/envelopes/recipients/short')).toBeUndefined();
    expect(publicTokenOf('/p/signature-profiles/a/b')).toBeUndefined();
  });
});
