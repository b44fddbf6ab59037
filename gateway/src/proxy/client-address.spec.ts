import type { IncomingMessage } from 'node:http';
import { clientAddress } from './client-address.js';

function requestFrom(peer: string, headers: Record<string, string> = {}): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: { host: 'gateway.test', ...headers },
  } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('believes only the socket when no proxy is trusted', () => {
    const address = clientAddress(
      requestFrom('::ffff:192.0.2.1', { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' }),
      0,
    );
    expect(address).toEqual({
      ip: '192.0.2.1',
      forwardedFor: '192.0.2.1',
      proto: 'http',
      host: 'gateway.test',
    });
  });

  it('takes the entry the trusted proxies wrote and drops what the client wrote before it', () => {
    const req = requestFrom('10.0.0.2', {
      'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'rubrica.example',
    });
    expect(clientAddress(req, 2)).toEqual({
      ip: '198.51.100.4',
      forwardedFor: '198.51.100.4, 10.0.0.1, 10.0.0.2',
      proto: 'https',
      host: 'rubrica.example',
    });
  });

  it('falls back to the first entry, then the peer, when the chain is shorter than expected', () => {
    expect(clientAddress(requestFrom('10.0.0.2', { 'x-forwarded-for': '198.51.100.4' }), 3).ip).toBe(
      '198.51.100.4',
    );
    expect(clientAddress(requestFrom('10.0.0.2'), 1).ip).toBe('10.0.0.2');
  });
});
