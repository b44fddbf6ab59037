import { describe, expect, it, vi } from 'vitest';

import { CardTokenizationError, pagarmeTokenizer, sandboxTokenizer } from './card-tokenizer.js';

const CARD = {
  holder: ' Maria Silva ',
  number: '4242 4242 4242 4242',
  cvv: '123',
  month: '07',
  year: '2030',
};

const stubFetch = (status: number, body: unknown) => {
  const fetcher = vi.fn(async (_request: Request) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
};

describe('card tokenization', () => {
  it("hands the card to the sandbox provider's tokens endpoint and answers its token", async () => {
    const fetcher = stubFetch(200, { token: 'card_abc', brand: 'visa', last4: '4242' });
    await expect(sandboxTokenizer()(CARD)).resolves.toEqual({
      token: 'card_abc',
      brand: 'visa',
      last4: '4242',
    });
    const [request] = fetcher.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/p/billing/sandbox/tokens');
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({
      holder_name: 'Maria Silva',
      number: '4242424242424242',
      exp_month: 7,
      exp_year: 2030,
      cvv: '123',
    });
    // No session headers travel to a provider.
    expect(request.headers.has('X-Organization')).toBe(false);
    expect(request.credentials).toBe('omit');
  });

  it("uses Pagar.me's public tokenization when configured", async () => {
    const fetcher = stubFetch(200, { id: 'token_xyz', card: { brand: 'Visa', last_four_digits: '4242' } });
    await expect(pagarmeTokenizer('pk_test_1')(CARD)).resolves.toEqual({
      token: 'token_xyz',
      brand: 'Visa',
      last4: '4242',
    });
    const [request] = fetcher.mock.calls[0]!;
    expect(request.url).toBe('https://api.pagar.me/core/v5/tokens?appId=pk_test_1');
    expect(await request.json()).toMatchObject({ type: 'card', card: { number: '4242424242424242' } });
  });

  it('tells a refused card from an unreachable provider', async () => {
    stubFetch(422, { message: 'invalid' });
    await expect(sandboxTokenizer()(CARD)).rejects.toEqual(new CardTokenizationError('card_invalid'));
    stubFetch(503, {});
    await expect(sandboxTokenizer()(CARD)).rejects.toMatchObject({ reason: 'unavailable' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(sandboxTokenizer()(CARD)).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
