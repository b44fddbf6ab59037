// A production start with a secret left unset or at a published value stops before it serves
// anything, naming the variable (libs/config secret fields); so does a signing worker without a
// sealing certificate. Each process is started from its sources as `node <entry>` would run it.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './support/web-build.js';

const loader = join(ROOT, 'services/signing/test/source-loader/register.mjs');

let secretsDir: string;
beforeAll(async () => {
  secretsDir = await mkdtemp(join(tmpdir(), 'production-secrets-'));
});
afterAll(() => rm(secretsDir, { recursive: true, force: true }));

/** The process's exit code and what it printed on stderr. */
function start(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', loader, join(ROOT, entry)], {
    cwd: ROOT,
    // Its whole environment: nothing leaks in from the test run.
    env: { NODE_ENV: 'production', SECRETS_DIR: secretsDir, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

// Random-looking values nobody published, so only the variable under test is refused.
const randomish = {
  WEB_CLIENT_SECRET: 'Vw1Qe9Rt5Yu3Io7Pa2SdKq',
  GATEWAY_CLIENT_SECRET: 'Fg6Hj0Kl4Zx8Cv2Bn5MqWe',
  OIDC_COOKIE_KEYS: 'Pq2Ws6Ed0Rf4Tg8Yh3UjLo',
  BLOB_URL_SECRET: 'Lk3Jh7Gf1Ds5Aq9Wz2Xc6Vb0Nm4Ty8Ui',
};

describe('a production start', () => {
  it.each([
    {
      what: 'of the gateway with the web client secret once built in',
      entry: 'gateway/src/main.ts',
      env: { ...randomish, WEB_CLIENT_SECRET: 'rubrica-web-development-secret' },
      says: /gateway: invalid configuration\n\s+- WEB_CLIENT_SECRET: is a published example/,
    },
    {
      what: 'of identity without cookie keys',
      entry: 'services/identity/src/main.ts',
      env: { ...randomish, OIDC_COOKIE_KEYS: '' },
      says: /identity: invalid configuration\n\s+- OIDC_COOKIE_KEYS: is required in production/,
    },
    {
      what: 'of storage with the fs driver and a manifest placeholder as URL secret',
      entry: 'services/storage/src/main.ts',
      env: { BLOB_URL_SECRET: 'REPLACE_ME_WITH_32_RANDOM_BYTES_BASE64' },
      says: /storage: invalid configuration\n\s+- BLOB_URL_SECRET: is a published example/,
    },
    {
      what: 'of the signing worker without a PKCS#12 file (no development seal)',
      entry: 'services/signing/src/worker.ts',
      env: { ...randomish, CLOUD_CERTIFICATE_PROVIDER: 'sandbox' },
      says: /signing-worker: invalid configuration\n(\s+- .*\n)*\s+- SIGNING_PKCS12_PATH: is required/,
    },
  ])('$what exits 1 naming the variable, and generates nothing', async ({ entry, env, says }) => {
    const { code, stderr } = await start(entry, env);
    expect(code).toBe(1);
    expect(stderr).toMatch(says);
    expect(stderr.match(/^\s+- /gm)).toHaveLength(1);
    expect(await readdir(secretsDir)).toEqual([]);
  });
});
