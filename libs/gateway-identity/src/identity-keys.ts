import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The development key's file in the data folder, shared by the gateway and every service. */
export const DEVELOPMENT_KEY_FILE = 'gateway-identity.key.pem';

export interface IdentityKeySource {
  /** A PEM file from configuration (a mounted secret). */
  file?: string;
  /** Where a development key is kept when none is configured. */
  developmentDir: string;
  /** Production never falls back to a development key. */
  production: boolean;
}

export interface LoadedKey {
  key: KeyObject;
  /** What to say in the start-up log (never the key). */
  origin: string;
}

/**
 * The development key pair (Ed25519), generated on first use. Any process may be first, the gateway
 * or a service: the file is written aside and linked into place, so two processes starting at
 * once agree on one key.
 */
export async function ensureDevelopmentIdentityKey(
  dir: string,
): Promise<{ privateKey: KeyObject; path: string; created: boolean }> {
  const path = join(resolve(dir), DEVELOPMENT_KEY_FILE);
  let created = false;
  try {
    return { privateKey: createPrivateKey(await readFile(path)), path, created };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(resolve(dir), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('ed25519');
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(aside, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  try {
    await link(aside, path);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(aside);
  }
  return { privateKey: createPrivateKey(await readFile(path)), path, created };
}

function missingInProduction(variable: string): Error {
  return new Error(`${variable} is required in production (the gateway identity key)`);
}

/** The gateway's signing key: the configured file, else (outside production) the development key. */
export async function loadIdentitySigningKey(source: IdentityKeySource): Promise<LoadedKey> {
  if (source.file) return { key: createPrivateKey(await readFile(source.file)), origin: source.file };
  if (source.production) throw missingInProduction('GATEWAY_IDENTITY_PRIVATE_KEY_FILE');
  const development = await ensureDevelopmentIdentityKey(source.developmentDir);
  return { key: development.privateKey, origin: `${development.path} (development)` };
}

/** A service's verification key: the configured public key, else (outside production) the development key's. */
export async function loadIdentityVerificationKey(source: IdentityKeySource): Promise<LoadedKey> {
  if (source.file) return { key: createPublicKey(await readFile(source.file)), origin: source.file };
  if (source.production) throw missingInProduction('GATEWAY_IDENTITY_PUBLIC_KEY_FILE');
  const development = await ensureDevelopmentIdentityKey(source.developmentDir);
  return { key: createPublicKey(development.privateKey), origin: `${development.path} (development)` };
}
