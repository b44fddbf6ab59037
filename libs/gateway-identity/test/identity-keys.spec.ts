import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureDevelopmentIdentityKey,
  IdentityTokenSigner,
  IdentityTokenVerifier,
  loadIdentitySigningKey,
  loadIdentityVerificationKey,
} from '../src/index.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gateway-identity-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the gateway identity keys', () => {
  it('give the gateway and the services one development key, whoever starts first', async () => {
    const [signing, verification] = await Promise.all([
      loadIdentitySigningKey({ developmentDir: dir, production: false }),
      loadIdentityVerificationKey({ developmentDir: dir, production: false }),
    ]);
    const target = { audience: 'storage', requestId: 'req-0001-abcd' };
    const token = await new IdentityTokenSigner(signing.key).sign({ userId: 'u' }, target);
    await expect(new IdentityTokenVerifier(verification.key).verify(token, target)).resolves.toEqual({
      userId: 'u',
    });
    const again = await ensureDevelopmentIdentityKey(dir);
    expect(again.created).toBe(false);
  });

  it('refuse to fall back to a development key in production', async () => {
    await expect(loadIdentitySigningKey({ developmentDir: dir, production: true })).rejects.toThrow(
      'GATEWAY_IDENTITY_PRIVATE_KEY_FILE is required in production',
    );
    await expect(loadIdentityVerificationKey({ developmentDir: dir, production: true })).rejects.toThrow(
      'GATEWAY_IDENTITY_PUBLIC_KEY_FILE is required in production',
    );
  });
});
