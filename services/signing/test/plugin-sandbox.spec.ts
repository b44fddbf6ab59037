// The sandbox signer plugin's protocol (envelopes spec §7, "Local plugin"), over real HTTP on a
// loopback port: hello, app registration, the authorisation page, login with the app key and the
// licence, certificates, PIN and RAW signatures a relying party can verify.
import { createHash, createHmac, verify, X509Certificate } from 'node:crypto';
import { loadPluginSandboxConfig } from '../src/plugin-sandbox/plugin-sandbox.config.js';
import {
  ensureSandboxCertificates,
  holderCpfOf,
  type SandboxCertificateSet,
} from '../src/plugin-sandbox/sandbox-certificates.js';
import { createSandboxPlugin, type SandboxPlugin } from '../src/plugin-sandbox/sandbox-plugin-server.js';
import { specTemporaryDirectory } from '@rubrica/testing';

const SPA = 'http://localhost:8080';
const LICENSE = 'rubrica-sandbox-signer-plugin';
const PIN = '1234';

const dataDir = specTemporaryDirectory('plugin-sandbox-');
let set: SandboxCertificateSet;
let plugin: SandboxPlugin;
let base: string;

beforeAll(async () => {
  set = await ensureSandboxCertificates(dataDir);
  plugin = createSandboxPlugin({
    certificates: set.certificates,
    license: LICENSE,
    pin: PIN,
    allowedOrigins: [SPA],
  });
  base = await plugin.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await plugin.close();
});

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; origin?: string | null; form?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.origin !== null) headers.Origin = options.origin ?? SPA;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

const proof = (key: string, nonce: string, challenge: string) =>
  createHmac('sha256', Buffer.from(key, 'base64')).update(`${nonce}:${challenge}`).digest('base64');

async function login(app: { Id: string; Key: string }, license = LICENSE): Promise<Reply> {
  const hello = (await call('GET', '/api/hello')).json<{ Nonce: string; Challenge: string }>();
  return call('POST', '/api/login', {
    body: {
      id: app.Id,
      nonce: hello.Nonce,
      signature: proof(app.Key, hello.Nonce, hello.Challenge),
      license,
    },
  });
}

/** Registers an app and allows it on the authorisation page, as the signer does in the frame. */
async function allowedApp(): Promise<{ Id: string; Key: string; AuthorizationUrl: string }> {
  const app = (await call('POST', '/api/app', { body: { Name: 'Rubrica' } })).json<{
    Id: string;
    Key: string;
    AuthorizationUrl: string;
  }>();
  const page = await call('GET', new URL(app.AuthorizationUrl).pathname, { origin: null });
  const confirm = /name="confirm" value="([^"]+)"/.exec(page.text)![1]!;
  await call('POST', new URL(app.AuthorizationUrl).pathname, {
    origin: null,
    form: { confirm, decision: 'allow' },
  });
  return app;
}

async function session(): Promise<string> {
  return (await login(await allowedApp())).json<{ Token: string }>().Token;
}

describe('sandbox plugin: authorising an app', () => {
  it('answers hello with a nonce and a challenge', async () => {
    const hello = await call('GET', '/api/hello');
    expect(hello.status).toBe(200);
    expect(hello.json()).toEqual({ Nonce: expect.any(String), Challenge: expect.any(String) });
  });

  it('refuses login until the signer allows the app on its page, then gives a Bearer token', async () => {
    const registered = await call('POST', '/api/app', { body: { Name: 'Rubrica' } });
    const app = registered.json<{ Id: string; Key: string; AuthorizationUrl: string }>();
    expect(app.AuthorizationUrl).toBe(`${base}/authorize/${app.Id}`);
    expect(Buffer.from(app.Key, 'base64')).toHaveLength(32);

    const early = await login(app);
    expect(early.status).toBe(403);
    expect(early.json()).toMatchObject({ Code: 'app_not_authorised' });

    const page = await call('GET', `/authorize/${app.Id}`, { origin: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.text).toContain('Autorizar Rubrica?');
    expect(page.text).toContain(SPA);
    expect(page.text).toContain('>Permitir</button>');

    // A post without the page's one-time value (another site's form) changes nothing.
    const forged = await call('POST', `/authorize/${app.Id}`, {
      origin: null,
      form: { confirm: 'guess', decision: 'allow' },
    });
    expect(forged.status).toBe(403);
    expect((await login(app)).status).toBe(403);

    const confirm = /name="confirm" value="([^"]+)"/.exec(page.text)![1]!;
    const allowed = await call('POST', `/authorize/${app.Id}`, {
      origin: null,
      form: { confirm, decision: 'allow' },
    });
    expect(allowed.text).toContain('Rubrica autorizado');
    const logged = await login(app);
    expect(logged.status).toBe(200);
    expect(logged.json()).toEqual({ Token: expect.any(String), ExpiresAt: expect.any(String) });
  });

  it("speaks the browser's language on its pages", async () => {
    const app = (await call('POST', '/api/app', { body: { Name: 'Rubrica' } })).json<{ Id: string }>();
    const read = async (language: string) =>
      (await fetch(`${base}/authorize/${app.Id}`, { headers: { 'Accept-Language': language } })).text();
    expect(await read('en-US,en;q=0.9')).toContain('>Allow</button>');
    expect(await read('es-ES')).toContain('¿Autorizar Rubrica?');
    expect(await read('fr-FR,pt;q=0.5')).toContain('Autorizar Rubrica?');
    expect(await read('de-DE')).toContain('>Permitir</button>');
  });

  it('forgets a refused app', async () => {
    const app = (await call('POST', '/api/app', { body: { Name: 'Outro' } })).json<{
      Id: string;
      Key: string;
    }>();
    const page = await call('GET', `/authorize/${app.Id}`, { origin: null });
    const confirm = /name="confirm" value="([^"]+)"/.exec(page.text)![1]!;
    await call('POST', `/authorize/${app.Id}`, { origin: null, form: { confirm, decision: 'deny' } });
    const refused = await login(app);
    expect(refused.status).toBe(404);
    expect(refused.json()).toMatchObject({ Code: 'unknown_app' });
  });

  it('refuses a reused nonce, a wrong key, a wrong licence and an unknown app', async () => {
    const app = await allowedApp();
    const hello = (await call('GET', '/api/hello')).json<{ Nonce: string; Challenge: string }>();
    const body = {
      id: app.Id,
      nonce: hello.Nonce,
      signature: proof(app.Key, hello.Nonce, hello.Challenge),
      license: LICENSE,
    };
    expect((await call('POST', '/api/login', { body })).status).toBe(200);
    const reused = await call('POST', '/api/login', { body });
    expect([reused.status, reused.json().Code]).toEqual([401, 'invalid_nonce']);

    const again = (await call('GET', '/api/hello')).json<{ Nonce: string; Challenge: string }>();
    const wrongKey = await call('POST', '/api/login', {
      body: {
        ...body,
        nonce: again.Nonce,
        signature: proof(Buffer.alloc(32).toString('base64'), again.Nonce, again.Challenge),
      },
    });
    expect([wrongKey.status, wrongKey.json().Code]).toEqual([401, 'invalid_signature']);

    const wrongLicense = await login(app, 'another-license');
    expect([wrongLicense.status, wrongLicense.json().Code]).toEqual([403, 'invalid_license']);

    const unknown = await login({ Id: 'no-such-app', Key: app.Key });
    expect([unknown.status, unknown.json().Code]).toEqual([404, 'unknown_app']);
  });

  it('answers the SPA origin with CORS (preflight included) and refuses other sites', async () => {
    const preflight = await fetch(`${base}/api/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: SPA,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SPA);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');

    const hello = await call('GET', '/api/hello');
    expect(hello.headers.get('access-control-allow-origin')).toBe(SPA);

    const other = await call('POST', '/api/app', { origin: 'https://evil.example', body: { Name: 'x' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('sandbox plugin: certificates and signatures', () => {
  it('lists its certificates only to a logged-in app', async () => {
    const anonymous = await call('GET', '/api/certificate');
    expect([anonymous.status, anonymous.json().Code]).toEqual([401, 'unauthenticated']);
    const list = (await call('GET', '/api/certificate', { token: await session() })).json<unknown[]>();
    expect(list).toEqual(
      set.certificates.map((certificate) => ({
        Id: certificate.id,
        CommonName: certificate.commonName,
        Email: certificate.email,
        NotAfter: certificate.notAfter,
      })),
    );
    expect(list).toContainEqual(expect.objectContaining({ CommonName: 'ANA SANDBOX DA SILVA:52998224725' }));
  });

  it('gives an ICP-Brasil-style A1 certificate: holder CPF otherName, issued by its sandbox authority', async () => {
    const token = await session();
    const first = set.certificates[0]!;
    const answer = await call('GET', `/api/certificate/${first.id}`, { token });
    expect(answer.headers.get('content-type')).toBe('application/x-pem-file');
    const certificate = new X509Certificate(answer.text);
    const authority = new X509Certificate(set.authority.certificatePem);
    expect(certificate.verify(authority.publicKey)).toBe(true);
    expect(certificate.subject).toContain('O=ICP-Brasil');
    expect(certificate.subject).toContain('OU=RFB e-CPF A1');
    expect(certificate.subject).toContain('CN=ANA SANDBOX DA SILVA:52998224725');
    expect(certificate.subjectAltName).toContain('email:ana.sandbox@rubrica.example');
    expect(holderCpfOf(answer.text)).toBe('52998224725');
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now());
    expect((await call('GET', '/api/certificate/nope', { token })).status).toBe(404);
  });

  it('signs a SHA-256 in RAW format (PKCS#1 v1.5 over its DigestInfo) once the PIN is given', async () => {
    const token = await session();
    const certificate = set.certificates[1]!;
    const document = Buffer.from('the signed attributes of a PDF signature');
    const hash = createHash('sha256').update(document).digest('base64');
    const sign = { certificate_id: certificate.id, hash, format: 'RAW' };

    const locked = await call('POST', '/api/sign', { token, body: sign });
    expect([locked.status, locked.json().Code]).toEqual([403, 'pin_required']);
    const wrongPin = await call('POST', '/api/certificate/auth', {
      token,
      body: { certificate_id: certificate.id, pin: '9999' },
    });
    expect([wrongPin.status, wrongPin.json().Code]).toEqual([401, 'invalid_pin']);
    const unlocked = await call('POST', '/api/certificate/auth', {
      token,
      body: { certificate_id: certificate.id, pin: PIN },
    });
    expect(unlocked.status).toBe(204);

    const signed = await call('POST', '/api/sign', { token, body: sign });
    expect(signed.status).toBe(200);
    const lines = signed.text.trim().split('\n');
    expect(lines[0]).toBe('-----BEGIN PKCS1 SIGNATURE-----');
    expect(lines.at(-1)).toBe('-----END PKCS1 SIGNATURE-----');
    const signature = Buffer.from(lines.slice(1, -1).join(''), 'base64');
    expect(signature).toHaveLength(256);
    const publicKey = new X509Certificate(certificate.certificatePem).publicKey;
    expect(verify('sha256', document, publicKey, signature)).toBe(true);

    // The unlock belongs to the session that gave the PIN.
    const other = await call('POST', '/api/sign', { token: await session(), body: sign });
    expect(other.status).toBe(403);
  });

  it('refuses formats other than RAW and hashes that are not a base64 SHA-256', async () => {
    const token = await session();
    const id = set.certificates[0]!.id;
    await call('POST', '/api/certificate/auth', { token, body: { certificate_id: id, pin: PIN } });
    const hash = createHash('sha256').update('x').digest('base64');
    const cms = await call('POST', '/api/sign', { token, body: { certificate_id: id, hash, format: 'CMS' } });
    expect([cms.status, cms.json().Code]).toEqual([422, 'unsupported_format']);
    const short = await call('POST', '/api/sign', {
      token,
      body: { certificate_id: id, hash: Buffer.alloc(20).toString('base64'), format: 'RAW' },
    });
    expect([short.status, short.json().Code]).toEqual([422, 'invalid_hash']);
  });

  it('locks a certificate after 5 wrong PINs', async () => {
    const locking = createSandboxPlugin({
      certificates: set.certificates,
      license: LICENSE,
      pin: PIN,
      allowedOrigins: [SPA],
    });
    const saved = base;
    base = await locking.listen(0, '127.0.0.1');
    try {
      const token = await session();
      const id = set.certificates[0]!.id;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await call('POST', '/api/certificate/auth', {
          token,
          body: { certificate_id: id, pin: '0' },
        });
        expect(wrong.status).toBe(401);
      }
      const right = await call('POST', '/api/certificate/auth', {
        token,
        body: { certificate_id: id, pin: PIN },
      });
      expect([right.status, right.json().Code]).toEqual([423, 'certificate_locked']);
    } finally {
      base = saved;
      await locking.close();
    }
  });
});

describe('sandbox plugin: lifetimes and malformed calls', () => {
  /** Runs `work` against a plugin of its own, made with `overrides`. */
  async function withPlugin(
    overrides: { nonceTtlMs?: number; sessionTtlMs?: number },
    work: () => Promise<void>,
  ): Promise<void> {
    const own = createSandboxPlugin({
      certificates: set.certificates,
      license: LICENSE,
      pin: PIN,
      allowedOrigins: [SPA],
      ...overrides,
    });
    const saved = base;
    base = await own.listen(0, '127.0.0.1');
    try {
      await work();
    } finally {
      base = saved;
      await own.close();
    }
  }

  it('refuses a nonce past its lifetime', async () => {
    await withPlugin({ nonceTtlMs: 0 }, async () => {
      const app = await allowedApp();
      const late = await login(app);
      expect([late.status, late.json().Code]).toEqual([401, 'invalid_nonce']);
    });
  });

  it('refuses a Bearer token past its lifetime', async () => {
    await withPlugin({ sessionTtlMs: 0 }, async () => {
      const token = await session();
      const expired = await call('GET', '/api/certificate', { token });
      expect([expired.status, expired.json().Code]).toEqual([401, 'unauthenticated']);
    });
  });

  it('refuses a body that is not a JSON object, one too large, and unknown calls', async () => {
    const broken = await fetch(`${base}/api/app`, {
      method: 'POST',
      headers: { Origin: SPA, 'Content-Type': 'application/json' },
      body: '[1, 2',
    });
    expect([broken.status, ((await broken.json()) as { Code: string }).Code]).toEqual([400, 'invalid_json']);
    const large = await call('POST', '/api/app', { body: { Name: 'x'.repeat(70 * 1024) } });
    expect([large.status, large.json().Code]).toEqual([413, 'too_large']);
    const unknown = await call('GET', '/api/nothing');
    expect([unknown.status, unknown.json().Code]).toEqual([404, 'not_found']);
  });
});

describe('sandbox plugin: keeping and configuring', () => {
  it('keeps its certificates between runs', async () => {
    const again = await ensureSandboxCertificates(dataDir);
    expect(again.certificates.map((certificate) => certificate.id)).toEqual(
      set.certificates.map((certificate) => certificate.id),
    );
  });

  it('listens on loopback by default, with the sandbox licence, the demo PIN and the local SPA origins', () => {
    const config = loadPluginSandboxConfig({});
    expect(config).toMatchObject({
      PORT: 17300,
      PLUGIN_SANDBOX_HOST: '127.0.0.1',
      PLUGIN_SANDBOX_LICENSE: 'rubrica-sandbox-signer-plugin',
      PLUGIN_SANDBOX_PIN: '1234',
      PLUGIN_SANDBOX_ALLOWED_ORIGINS: ['http://localhost:8080', 'http://127.0.0.1:8080'],
    });
    expect(
      loadPluginSandboxConfig({ PLUGIN_SANDBOX_ALLOWED_ORIGINS: 'https://app.example/, http://x:1' })
        .PLUGIN_SANDBOX_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example', 'http://x:1']);
  });
});
