import {
  downstreamResponseHeaders,
  upstreamRequestHeaders,
  type ForwardContext,
} from './forwarded-headers.js';

const context: ForwardContext = {
  requestId: 'req-12345678',
  client: { ip: '192.0.2.1', forwardedFor: '192.0.2.1', proto: 'https', host: 'rubrica.example' },
  principal: { userId: 'u1', clientId: 'c1' },
  organization: { organizationId: 'o1', permissions: ['send_envelopes', 'manage_users'] },
  traceHeaders: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
};

describe('upstreamRequestHeaders', () => {
  it('replaces identity, forwarding and trace headers with the verified ones', () => {
    const headers = upstreamRequestHeaders(
      {
        host: 'gateway:8080',
        'x-user-id': 'admin',
        'x-organization': 'o1',
        'x-rubrica-anything': '1',
        'x-forwarded-for': '6.6.6.6',
        traceparent: '00-00000000000000000000000000000001-0000000000000001-01',
        cookie: 'session=abc',
        'content-length': '12',
      },
      context,
    );
    expect(headers).toEqual({
      cookie: 'session=abc',
      'content-length': '12',
      'x-request-id': 'req-12345678',
      'x-forwarded-for': '192.0.2.1',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'rubrica.example',
      traceparent: context.traceHeaders.traceparent,
      'x-user-id': 'u1',
      'x-client-id': 'c1',
      'x-organization-id': 'o1',
      'x-permissions': 'send_envelopes,manage_users',
    });
  });

  it("marks a sandbox app's requests, and never passes on a client's own sandbox claim", () => {
    const claimed = { 'x-rubrica-sandbox': 'true' };
    expect(upstreamRequestHeaders(claimed, context)['x-rubrica-sandbox']).toBeUndefined();
    const sandboxed = { ...context, principal: { userId: 'u1', clientId: 'c1', sandbox: true } };
    expect(upstreamRequestHeaders({}, sandboxed)['x-rubrica-sandbox']).toBe('true');
  });

  it('drops hop-by-hop headers, including those the Connection header names', () => {
    const headers = upstreamRequestHeaders(
      {
        connection: 'keep-alive, X-Hop',
        'x-hop': '1',
        'transfer-encoding': 'chunked',
        te: 'trailers',
        expect: '100-continue',
      },
      { ...context, principal: null, organization: undefined },
    );
    expect(Object.keys(headers).sort()).toEqual(
      ['traceparent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id'].sort(),
    );
  });
});

describe('upstreamRequestHeaders with a verified membership', () => {
  it('states ownership and the kind of workspace, and drops what the client claimed', () => {
    const headers = upstreamRequestHeaders(
      { 'x-organization-owner': 'true', 'x-organization-personal': 'true' },
      {
        ...context,
        organization: { organizationId: 'o1', permissions: [], isOwner: false, isPersonal: false },
      },
    );
    expect(headers['x-organization-owner']).toBe('false');
    expect(headers['x-organization-personal']).toBe('false');
    expect(headers['x-permissions']).toBe('');
  });

  it('never passes on ownership or workspace headers when no organization was verified', () => {
    const headers = upstreamRequestHeaders(
      { 'x-organization-owner': 'true', 'x-organization-personal': 'true' },
      { ...context, organization: undefined },
    );
    expect(headers['x-organization-owner']).toBeUndefined();
    expect(headers['x-organization-personal']).toBeUndefined();
  });

  it("keeps the gateway's own cookies from the services", () => {
    const hidden = new Set(['rubrica_session', 'rubrica_csrf']);
    expect(
      upstreamRequestHeaders(
        { cookie: 'rubrica_session=s; _session=op; rubrica_csrf=c; lang=pt-BR' },
        { ...context, hiddenCookies: hidden },
      ).cookie,
    ).toBe('_session=op; lang=pt-BR');
    expect(
      upstreamRequestHeaders({ cookie: 'rubrica_session=s' }, { ...context, hiddenCookies: hidden }).cookie,
    ).toBeUndefined();
  });
});

describe('downstreamResponseHeaders', () => {
  it('keeps end-to-end headers and sets the request id', () => {
    expect(
      downstreamResponseHeaders(
        {
          'content-type': 'application/pdf',
          'set-cookie': ['a=1', 'b=2'],
          connection: 'close',
          'keep-alive': 'timeout=5',
        },
        'req-12345678',
      ),
    ).toEqual({
      'content-type': 'application/pdf',
      'set-cookie': ['a=1', 'b=2'],
      'x-request-id': 'req-12345678',
    });
  });
});
