import type { IncomingMessage } from 'node:http';
import { csrfAllows, isStateChanging } from './csrf-check.js';

const TOKEN = 'k3J9x8d2Q1mZ7pW4v6bN0cY5tR8sL2aE1fG3hJ4kL5m';
const OWN = ['https://rubrica.example', 'http://localhost:5173'];

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('csrfAllows', () => {
  it('accepts the session token echoed from our own pages', () => {
    expect(csrfAllows(request({ 'x-csrf-token': TOKEN }), TOKEN, OWN)).toBe(true);
    expect(
      csrfAllows(
        request({
          'x-csrf-token': TOKEN,
          origin: 'https://rubrica.example',
          'sec-fetch-site': 'same-origin',
        }),
        TOKEN,
        OWN,
      ),
    ).toBe(true);
    expect(csrfAllows(request({ 'x-csrf-token': TOKEN, origin: 'http://localhost:5173' }), TOKEN, OWN)).toBe(
      true,
    );
  });

  it.each([
    ['no header', {}],
    ['an empty header', { 'x-csrf-token': '' }],
    ['another token', { 'x-csrf-token': TOKEN.replace('k', 'K') }],
    ['a prefix of the token', { 'x-csrf-token': TOKEN.slice(0, 10) }],
    ['a foreign Origin', { 'x-csrf-token': TOKEN, origin: 'https://evil.example' }],
    ['an opaque Origin', { 'x-csrf-token': TOKEN, origin: 'null' }],
    ['a cross-site fetch', { 'x-csrf-token': TOKEN, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', (_what, headers) => {
    expect(csrfAllows(request(headers), TOKEN, OWN)).toBe(false);
  });

  it('never accepts when the session has no token', () => {
    expect(csrfAllows(request({ 'x-csrf-token': '' }), '', OWN)).toBe(false);
  });
});

describe('isStateChanging', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'delete'])('%s changes state', (method) => {
    expect(isStateChanging(method)).toBe(true);
  });
  it.each(['GET', 'HEAD', 'OPTIONS', undefined])('%s does not', (method) => {
    expect(isStateChanging(method)).toBe(false);
  });
});
