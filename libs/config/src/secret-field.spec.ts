import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, loadConfig, type Env } from './load-config.js';
import { optionalSecret, providedSecret, secret } from './secret-field.js';

const gatewayLike = z.object({
  NODE_ENV: z.string().optional(),
  WEB_CLIENT_SECRET: secret({ known: ['rubrica-web-development-secret'] }),
});
const identityLike = z.object({
  WEB_CLIENT_SECRET: secret({ known: ['rubrica-web-development-secret'] }),
  OIDC_COOKIE_KEYS: secret({ known: ['rubrica-oidc-development-cookie-key'] }),
});
const blobLike = z.object({
  BLOB_DRIVER: z.string().default('fs'),
  BLOB_URL_SECRET: optionalSecret({ min: 32, requiredInProduction: (env) => env.BLOB_DRIVER !== 's3' }),
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'secrets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function issuesOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => `${i.variable}: ${i.message}`);
    throw error;
  }
  return [];
}

const production = (env: Env) => ({ NODE_ENV: 'production', SECRETS_DIR: dir, ...env });

describe('a secret left unset outside production', () => {
  it('is generated once into SECRETS_DIR, readable only by its owner, and read back after', () => {
    const first = loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir });
    expect(first.WEB_CLIENT_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = join(dir, 'WEB_CLIENT_SECRET');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.WEB_CLIENT_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir }).WEB_CLIENT_SECRET).toBe(
      first.WEB_CLIENT_SECRET,
    );
  });

  it('is the same value for every process that reads it (the gateway and identity agree)', () => {
    const gateway = loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir });
    const identity = loadConfig('identity', identityLike, { SECRETS_DIR: dir });
    expect(identity.WEB_CLIENT_SECRET).toBe(gateway.WEB_CLIENT_SECRET);
    expect(identity.OIDC_COOKIE_KEYS).not.toBe(identity.WEB_CLIENT_SECRET);
  });

  it('differs from one data folder to another (nothing is built in)', () => {
    const other = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      expect(loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir }).WEB_CLIENT_SECRET).not.toBe(
        loadConfig('gateway', gatewayLike, { SECRETS_DIR: other }).WEB_CLIENT_SECRET,
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is not generated when set, directly or through <NAME>_FILE', () => {
    const file = join(dir, 'mounted');
    writeFileSync(file, 'a-configured-secret-from-a-file\n');
    const fromFile = loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir, WEB_CLIENT_SECRET_FILE: file });
    expect(fromFile.WEB_CLIENT_SECRET).toBe('a-configured-secret-from-a-file');
    const direct = loadConfig('gateway', gatewayLike, {
      SECRETS_DIR: dir,
      WEB_CLIENT_SECRET: 'a-configured-secret-value',
      WEB_CLIENT_SECRET_FILE: file,
    });
    expect(direct.WEB_CLIENT_SECRET).toBe('a-configured-secret-value');
    expect(readdirSync(dir)).toEqual(['mounted']);
  });

  it('names <NAME>_FILE when that file cannot be read', () => {
    expect(
      issuesOf(() =>
        loadConfig('gateway', gatewayLike, {
          SECRETS_DIR: dir,
          WEB_CLIENT_SECRET_FILE: join(dir, 'missing'),
        }),
      ),
    ).toEqual([expect.stringMatching(/^WEB_CLIENT_SECRET_FILE: cannot be read/)]);
  });

  it('is still checked like any value when configured (too short)', () => {
    expect(issuesOf(() => loadConfig('gateway', gatewayLike, { WEB_CLIENT_SECRET: 'short' }))).toEqual([
      'WEB_CLIENT_SECRET: must be at least 16 characters',
    ]);
  });

  it('comes out as one value when many processes start at once', async () => {
    const module = new URL('./generated-secret.ts', import.meta.url).href;
    // Every child waits for the same instant, then races for the file.
    const at = Date.now() + 1_500;
    const script = `
      import { ensureGeneratedSecret } from ${JSON.stringify(module)};
      while (Date.now() < ${at});
      process.stdout.write(JSON.stringify(ensureGeneratedSecret(${JSON.stringify(dir)}, 'RACED_SECRET', 32)));`;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        return new Promise<{ value: string; created: boolean }>((resolve, reject) =>
          child.on('exit', (code) =>
            code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}`)),
          ),
        );
      }),
    );
    expect(new Set(results.map((r) => r.value)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(readdirSync(dir)).toEqual(['RACED_SECRET']);
    expect(readFileSync(join(dir, 'RACED_SECRET'), 'utf8').trim()).toBe(results[0]!.value);
  });
});

describe('a secret in production', () => {
  it('refuses to start unset, naming the variable, and never falls back to the data folder', () => {
    loadConfig('gateway', gatewayLike, { SECRETS_DIR: dir });
    const issues = issuesOf(() => loadConfig('gateway', gatewayLike, production({})));
    expect(issues).toEqual([expect.stringMatching(/^WEB_CLIENT_SECRET: is required in production/)]);
  });

  it('generates nothing', () => {
    issuesOf(() => loadConfig('identity', identityLike, production({})));
    expect(readdirSync(dir)).toEqual([]);
  });

  it.each([
    ['an old built-in default', 'rubrica-web-development-secret'],
    ['a manifest placeholder', 'REPLACE_ME_WITH_32_RANDOM_CHARACTERS'],
    ['a change-me placeholder', 'changeme-changeme-changeme'],
  ])('refuses %s', (_, value) => {
    expect(
      issuesOf(() => loadConfig('gateway', gatewayLike, production({ WEB_CLIENT_SECRET: value }))),
    ).toEqual([expect.stringMatching(/^WEB_CLIENT_SECRET: is a published example or default value/)]);
  });

  it('refuses a published value anywhere in a list of keys', () => {
    const issues = issuesOf(() =>
      loadConfig(
        'identity',
        identityLike,
        production({
          WEB_CLIENT_SECRET: 'g8VvQm3kP1xZs7TqLw2n',
          OIDC_COOKIE_KEYS: 'Yq4nB7rT1mK9xV2cPzL5,rubrica-oidc-development-cookie-key',
        }),
      ),
    );
    expect(issues).toEqual([expect.stringMatching(/^OIDC_COOKIE_KEYS: is a published/)]);
  });

  it('accepts a configured random value, or one read from a mounted file', () => {
    const file = join(dir, 'web-client-secret');
    writeFileSync(file, 'Zr8Kp2Lm5Nq7Tv9Xw3Yb\n');
    expect(
      loadConfig('gateway', gatewayLike, production({ WEB_CLIENT_SECRET_FILE: file })).WEB_CLIENT_SECRET,
    ).toBe('Zr8Kp2Lm5Nq7Tv9Xw3Yb');
  });

  it('may stay unset where another setting makes it unneeded', () => {
    expect(issuesOf(() => loadConfig('storage', blobLike, production({})))).toEqual([
      expect.stringMatching(/^BLOB_URL_SECRET: is required in production/),
    ]);
    expect(
      loadConfig('storage', blobLike, production({ BLOB_DRIVER: 's3' })).BLOB_URL_SECRET,
    ).toBeUndefined();
  });
});

describe('a secret Rubrica does not make (a provider issues it)', () => {
  const providerLike = z.object({
    APP_SECRET: providedSecret(z.string().min(8).optional(), { known: ['sandbox-app-secret'] }),
  });

  it('is never generated, and is read from <NAME>_FILE like the others', () => {
    expect(loadConfig('notifications', providerLike, { SECRETS_DIR: dir }).APP_SECRET).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(join(dir, 'mounted'), 'issued-by-the-provider\n');
    expect(
      loadConfig('notifications', providerLike, { APP_SECRET_FILE: join(dir, 'mounted') }).APP_SECRET,
    ).toBe('issued-by-the-provider');
  });

  it('may be kept in a file its service fills itself (a <NAME>_FILE field of its own)', () => {
    const keptInFile = z.object({
      KEY: providedSecret(z.string().optional()),
      KEY_FILE: z.string().default(join(dir, 'key')),
    });
    const file = join(dir, 'key');
    expect(loadConfig('notifications', keptInFile, { KEY_FILE: file }).KEY).toBeUndefined();
    writeFileSync(file, 'kept-by-the-service\n');
    expect(loadConfig('notifications', keptInFile, { KEY_FILE: file }).KEY).toBe('kept-by-the-service');
  });

  it('is refused in production at a published value, and left to its schema when unset', () => {
    expect(
      issuesOf(() =>
        loadConfig('notifications', providerLike, production({ APP_SECRET: 'sandbox-app-secret' })),
      ),
    ).toEqual([expect.stringMatching(/^APP_SECRET: is a published example or default value/)]);
    expect(loadConfig('notifications', providerLike, production({})).APP_SECRET).toBeUndefined();
  });
});
