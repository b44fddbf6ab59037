import { signPresignedUrl, verifyPresignedUrl } from './presigned-url.js';

const secret = 'presigned-url-spec-secret-0123456789';
const now = Date.UTC(2030, 0, 1);

function sign(key: string, method: 'GET' | 'PUT' = 'GET', expiresInSeconds = 60) {
  return signPresignedUrl({
    baseUrl: 'https://files.example/api/',
    key,
    method,
    expiresInSeconds,
    secret,
    now,
  });
}

describe('presigned URLs', () => {
  it('puts the key under the mount path with its expiry and signature', () => {
    const url = new URL(sign('envelopes/e1/doc 1.pdf'));
    expect(url.origin + url.pathname).toBe('https://files.example/api/blobs/envelopes/e1/doc%201.pdf');
    expect(url.searchParams.get('expires')).toBe(String(now / 1000 + 60));
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('verifies a URL for its method and returns the key, also from a bare request target', () => {
    const url = new URL(sign('envelopes/e1/doc 1.pdf'));
    expect(verifyPresignedUrl({ url: url.href.replace('/api', ''), method: 'GET', secret, now })).toBe(
      'envelopes/e1/doc 1.pdf',
    );
    expect(
      verifyPresignedUrl({
        url: `/blobs/envelopes/e1/doc%201.pdf${url.search}`,
        method: 'HEAD',
        secret,
        now,
      }),
    ).toBe('envelopes/e1/doc 1.pdf');
  });

  it('rejects another method, key, secret or expiry than the one signed', () => {
    const target = (url: string) => url.replace('https://files.example/api', '');
    const get = target(sign('a/b'));
    const rejects = (input: { url: string; method: string; secret?: string; now?: number }, code: string) =>
      expect(() => verifyPresignedUrl({ secret, now, ...input })).toThrow(
        expect.objectContaining({ code, status: 403 }),
      );
    rejects({ url: get, method: 'PUT' }, 'blob.url_invalid');
    rejects({ url: target(sign('a/b', 'PUT')), method: 'GET' }, 'blob.url_invalid');
    rejects({ url: get.replace('/a/b?', '/a/c?'), method: 'GET' }, 'blob.url_invalid');
    rejects(
      { url: get.replace(/expires=\d+/, `expires=${now / 1000 + 3600}`), method: 'GET' },
      'blob.url_invalid',
    );
    rejects({ url: get, method: 'GET', secret: 'another-secret-0123456789-abcdefghij' }, 'blob.url_invalid');
    rejects({ url: get, method: 'DELETE' }, 'blob.url_invalid');
    rejects({ url: get.split('?')[0], method: 'GET' }, 'blob.url_invalid');
    rejects({ url: get.replace('/blobs/', '/other/'), method: 'GET' }, 'blob.url_invalid');
    rejects({ url: get, method: 'GET', now: now + 61_000 }, 'blob.url_expired');
    expect(verifyPresignedUrl({ url: get, method: 'GET', secret, now: now + 60_000 })).toBe('a/b');
  });

  it('rejects a signed URL whose key is unsafe', () => {
    const target = (key: string) =>
      signPresignedUrl({
        baseUrl: 'http://x',
        key,
        method: 'GET',
        expiresInSeconds: 60,
        secret,
        now,
      }).replace('http://x', '');
    // URL parsing resolves the dot segments, so the signed key and the path no longer match.
    expect(() => verifyPresignedUrl({ url: target('a/../b'), method: 'GET', secret, now })).toThrow(
      expect.objectContaining({ code: 'blob.url_invalid' }),
    );
    expect(() => verifyPresignedUrl({ url: target('.uploads/x'), method: 'GET', secret, now })).toThrow(
      expect.objectContaining({ code: 'blob.invalid_key', status: 422 }),
    );
  });
});
