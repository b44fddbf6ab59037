import { createHash, randomBytes, verify, X509Certificate } from 'node:crypto';
import { createServer as createHttpServer, type Server } from 'node:http';
import { isAppError } from '@rubrica/errors';
import {
  createTestDatabase,
  resolveTestServices,
  startPrivateNatsServer,
  type PrivateNatsServer,
  type TestDatabase,
  freePort,
  specTemporaryDirectory,
} from '@rubrica/testing';
import { CertificateRevocation } from '../src/qualified-signatures/certificates/certificate-revocation.service.js';
import { parsePemChain } from '../src/qualified-signatures/certificates/parse-pem-chain.util.js';
import { readCertificate } from '../src/qualified-signatures/certificates/read-certificate.util.js';
import { PscCloudCertificateAdapter } from '../src/qualified-signatures/cloud-certificates/psc-cloud-certificate.adapter.js';
import { cloudCertificateSettings, loadSigningConfig } from '../src/signing.config.js';
import { startSigningHttp, type SigningHttpProcess } from './signing-http-harness.js';

const VALID = '529.982.247-25';
const REVOKED = '111.444.777-35';
const EXPIRED = '390.533.447-05';
const NONE = '153.509.460-56';

let database: TestDatabase;
let nats: PrivateNatsServer;
const blobRoot = specTemporaryDirectory('rubrica-cloud-certificates-');
let signing: SigningHttpProcess;
let adapter: PscCloudCertificateAdapter;

const settingsFor = (env: Record<string, string>) => cloudCertificateSettings(loadSigningConfig(env));

async function failureOf(work: Promise<unknown>): Promise<{ code: string; status: number; message: string }> {
  try {
    await work;
  } catch (error) {
    if (isAppError(error)) return { code: error.code, status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

beforeAll(async () => {
  const services = await resolveTestServices();
  database = await createTestDatabase('signing_cloud_certificates');
  nats = await startPrivateNatsServer('signing-cloud-certificates');
  // The HTTP process reaches its own sandbox over HTTP, as it does in sandbox mode.
  const port = await freePort();
  signing = await startSigningHttp(
    {
      CLOUD_CERTIFICATE_BASE_URL: `http://127.0.0.1:${port}/sandbox/psc`,
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      REDIS_URL: services.redisUrl,
      BLOB_FS_ROOT: blobRoot,
      CLOUD_CERTIFICATE_PROVIDER: 'sandbox',
    },
    port,
  );
  adapter = new PscCloudCertificateAdapter(
    settingsFor({ CLOUD_CERTIFICATE_BASE_URL: `${signing.url}/sandbox/psc` }),
  );
});

afterAll(async () => {
  await signing?.close();
  await nats?.stop();
  await database?.drop();
});

describe('the PSC adapter against the sandbox cloud certificate service', () => {
  it('authorizes a CPF with an OTP, finds its ICP-Brasil certificate and signs hashes with its key', async () => {
    const { accessToken, expiresInSeconds } = await adapter.authorize('52998224725', '123456');
    expect(accessToken.length).toBeGreaterThan(20);
    expect(expiresInSeconds).toBeGreaterThan(0);
    const certificates = await adapter.discoverCertificates(accessToken);
    expect(certificates).toHaveLength(1);
    const chain = parsePemChain(certificates[0].chainPem);
    expect(chain).toHaveLength(2); // the certificate, then the sandbox root
    const facts = readCertificate(chain[0]);
    expect(facts).toMatchObject({ cpfCnpj: '52998224725', canSign: true });
    expect(facts.subjectName).toContain('52998224725');
    expect(facts.crlUrls).toEqual([`${signing.url}/sandbox/psc/crl/sandbox-ac.crl`]);
    expect(new X509Certificate(chain[0]).verify(new X509Certificate(chain[1]).publicKey)).toBe(true);

    const data = randomBytes(100);
    const signatures = await adapter.signHashes(accessToken, certificates[0].alias, [
      { id: 'doc-1', sha256: createHash('sha256').update(data).digest() },
    ]);
    expect(verify('sha256', data, new X509Certificate(chain[0]).publicKey, signatures.get('doc-1')!)).toBe(
      true,
    );
  });

  it('keeps the same certificate and key for the same CPF', async () => {
    const first = await adapter.discoverCertificates(
      (await adapter.authorize('52998224725', 'abcdef')).accessToken,
    );
    const second = await adapter.discoverCertificates(
      (await adapter.authorize('52998224725', 'zyxwvu')).accessToken,
    );
    expect(second).toEqual(first);
  });

  it('sends hashes hex-encoded when the provider wants hex', async () => {
    const hex = new PscCloudCertificateAdapter(
      settingsFor({
        CLOUD_CERTIFICATE_BASE_URL: `${signing.url}/sandbox/psc`,
        CLOUD_CERTIFICATE_HASH_ENCODING: 'hex',
      }),
    );
    const { accessToken } = await hex.authorize('52998224725', '123456');
    const [certificate] = await hex.discoverCertificates(accessToken);
    const data = Buffer.from('hex-encoded hash');
    const signatures = await hex.signHashes(accessToken, certificate.alias, [
      { id: 'a', sha256: createHash('sha256').update(data).digest() },
    ]);
    const publicKey = new X509Certificate(parsePemChain(certificate.chainPem)[0]).publicKey;
    expect(verify('sha256', data, publicKey, signatures.get('a')!)).toBe(true);
  });

  it('issues a company certificate with the CNPJ for a CNPJ', async () => {
    const { accessToken } = await adapter.authorize('11222333000181', '123456');
    const [certificate] = await adapter.discoverCertificates(accessToken);
    expect(readCertificate(parsePemChain(certificate.chainPem)[0]).cpfCnpj).toBe('11222333000181');
  });

  it('refuses the OTP 000000 as invalid credentials', async () => {
    expect(await failureOf(adapter.authorize('52998224725', '000000'))).toMatchObject({
      code: 'signing.invalid_credentials',
      status: 422,
    });
  });

  it('reports a refused client as a provider error, not as the signer’s credentials', async () => {
    const wrongClient = new PscCloudCertificateAdapter(
      settingsFor({
        CLOUD_CERTIFICATE_BASE_URL: `${signing.url}/sandbox/psc`,
        CLOUD_CERTIFICATE_CLIENT_SECRET: 'not-the-secret',
      }),
    );
    expect((await failureOf(wrongClient.authorize('52998224725', '123456'))).code).toBe(
      'signing.certificate_provider_error',
    );
  });

  it('lists the revoked identity’s certificate on the sandbox revocation list, and will not sign with it', async () => {
    const revocation = new CertificateRevocation();
    const { accessToken } = await adapter.authorize(REVOKED.replace(/\D/g, ''), '123456');
    const [certificate] = await adapter.discoverCertificates(accessToken);
    const facts = readCertificate(parsePemChain(certificate.chainPem)[0]);
    expect(await revocation.isRevoked(facts)).toBe(true);
    const valid = await adapter.discoverCertificates(
      (await adapter.authorize('52998224725', '123456')).accessToken,
    );
    expect(await revocation.isRevoked(readCertificate(parsePemChain(valid[0].chainPem)[0]))).toBe(false);
    expect(
      (
        await failureOf(
          adapter.signHashes(accessToken, certificate.alias, [{ id: 'x', sha256: randomBytes(32) }]),
        )
      ).code,
    ).toBe('signing.certificate_provider_error');
  });

  it('gives the expired identity a certificate past its validity', async () => {
    const { accessToken } = await adapter.authorize(EXPIRED.replace(/\D/g, ''), '123456');
    const [certificate] = await adapter.discoverCertificates(accessToken);
    expect(readCertificate(parsePemChain(certificate.chainPem)[0]).notAfter.getTime()).toBeLessThan(
      Date.now(),
    );
  });

  it('gives the identity without certificates an empty list', async () => {
    const { accessToken } = await adapter.authorize(NONE.replace(/\D/g, ''), '123456');
    expect(await adapter.discoverCertificates(accessToken)).toEqual([]);
  });

  it('answers an expired token as an expired session', async () => {
    const { accessToken } = await adapter.authorize('52998224725', '123456');
    await signing.dataSource.query(
      `UPDATE cloud_sandbox_tokens SET expires_at = now() - interval '1 second' WHERE token_sha256 = $1`,
      [createHash('sha256').update(accessToken).digest('hex')],
    );
    expect((await failureOf(adapter.discoverCertificates(accessToken))).code).toBe(
      'signing.certificate_session_expired',
    );
    expect(
      (
        await failureOf(
          adapter.signHashes(accessToken, 'sandbox-52998224725', [{ id: 'x', sha256: randomBytes(32) }]),
        )
      ).code,
    ).toBe('signing.certificate_session_expired');
  });

  it('reports a provider that fails (5xx) or cannot be reached as unavailable, so the work is retried', async () => {
    const failing: Server = createHttpServer((_request, response) => {
      response.writeHead(502, { 'content-type': 'application/json' }).end('{"error":"bad_gateway"}');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const port = (failing.address() as { port: number }).port;
    try {
      const broken = new PscCloudCertificateAdapter(
        settingsFor({ CLOUD_CERTIFICATE_BASE_URL: `http://127.0.0.1:${port}` }),
      );
      expect(await failureOf(broken.authorize('52998224725', '123456'))).toMatchObject({
        code: 'signing.certificate_provider_unavailable',
        status: 503,
      });
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
    const unreachable = new PscCloudCertificateAdapter(
      settingsFor({ CLOUD_CERTIFICATE_BASE_URL: `http://127.0.0.1:${port}` }),
    );
    expect(await failureOf(unreachable.discoverCertificates('token'))).toMatchObject({
      code: 'signing.certificate_provider_unavailable',
      status: 503,
    });
  });
});

describe('POST /bird-id', () => {
  const post = (body: unknown) =>
    fetch(`${signing.url}/bird-id`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers an opaque session handle and the certificates; the provider token stays in the signing service', async () => {
    const response = await post({ cpf_cnpj: VALID, otp: '123456' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      access_token: string;
      certificates: {
        alias: string;
        validity: { not_before: string; not_after: string };
        was_revoked: boolean;
        has_valid_date: boolean;
      }[];
    };
    expect(body.certificates).toEqual([
      {
        alias: 'sandbox-52998224725',
        validity: { not_before: expect.any(String), not_after: expect.any(String) },
        was_revoked: false,
        has_valid_date: true,
      },
    ]);
    expect(Date.parse(body.certificates[0].validity.not_after)).toBeGreaterThan(Date.now());
    const sessions: { handle_sha256: string; provider_token: string; cpf_cnpj: string }[] =
      await signing.dataSource.query(
        'SELECT handle_sha256, provider_token, cpf_cnpj FROM cloud_certificate_sessions',
      );
    const session = sessions.find(
      (row) => row.handle_sha256 === createHash('sha256').update(body.access_token).digest('hex'),
    );
    expect(session?.cpf_cnpj).toBe('52998224725');
    expect(session?.provider_token).not.toBe(body.access_token);
    // The handle itself is not stored, only its hash.
    expect(sessions.some((row) => row.handle_sha256 === body.access_token)).toBe(false);
  });

  it.each([
    [{}, { cpf_cnpj: ['The cpf cnpj field is required.'], otp: ['The otp field is required.'] }],
    [
      { cpf_cnpj: '529.982.247-26', otp: '123456' },
      { cpf_cnpj: ['The cpf cnpj is not a valid CPF or CNPJ.'] },
    ],
    [
      { cpf_cnpj: '111.111.111-11', otp: '123456' },
      { cpf_cnpj: ['The cpf cnpj is not a valid CPF or CNPJ.'] },
    ],
    [
      { cpf_cnpj: '11.222.333/0001-82', otp: '123456' },
      { cpf_cnpj: ['The cpf cnpj is not a valid CPF or CNPJ.'] },
    ],
    [{ cpf_cnpj: VALID, otp: '12345' }, { otp: ['The otp must be at least 6 characters.'] }],
  ])('refuses %j with 422 field errors', async (body, errors) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
  });

  it('accepts a masked CNPJ', async () => {
    const response = await post({ cpf_cnpj: '11.222.333/0001-81', otp: '123456' });
    expect(response.status).toBe(200);
  });

  it('answers wrong credentials at the provider with 422 and a message to show', async () => {
    const response = await post({ cpf_cnpj: VALID, otp: '000000' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors?: unknown };
    expect(body.message).toMatch(/invalid credentials/i);
    expect(body.errors).toBeUndefined();
  });

  it('marks a revoked certificate, an expired one, and answers no certificate as an empty list', async () => {
    const revoked = (await (await post({ cpf_cnpj: REVOKED, otp: '123456' })).json()) as {
      certificates: { was_revoked: boolean; has_valid_date: boolean }[];
    };
    expect(revoked.certificates).toMatchObject([{ was_revoked: true, has_valid_date: true }]);
    const expired = (await (await post({ cpf_cnpj: EXPIRED, otp: '123456' })).json()) as {
      certificates: { was_revoked: boolean; has_valid_date: boolean }[];
    };
    expect(expired.certificates).toMatchObject([{ was_revoked: false, has_valid_date: false }]);
    const none = (await (await post({ cpf_cnpj: NONE, otp: '123456' })).json()) as {
      certificates: unknown[];
    };
    expect(none.certificates).toEqual([]);
  });
});
