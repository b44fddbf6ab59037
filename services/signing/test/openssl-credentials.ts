import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A self-signed certificate valid 30 days and its unencrypted key, written to the two paths;
 * `newKey` is what `openssl req -newkey` takes (an RSA key by default).
 */
export async function selfSignedCertificate(
  paths: { key: string; certificate: string },
  subject: string,
  newKey: string[] = ['rsa:2048'],
): Promise<void> {
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    ...newKey,
    '-nodes',
    '-days',
    '30',
    '-subj',
    subject,
    '-keyout',
    paths.key,
    '-out',
    paths.certificate,
  ]);
}

/** A PKCS#12 file at `out` holding `key`, `certificate` and the `chain` file if one is given. */
export async function pkcs12File(
  out: string,
  bundle: { key: string; certificate: string; chain?: string; password: string; flags?: string[] },
): Promise<void> {
  await run('openssl', [
    'pkcs12',
    '-export',
    ...(bundle.flags ?? []),
    '-inkey',
    bundle.key,
    '-in',
    bundle.certificate,
    ...(bundle.chain ? ['-certfile', bundle.chain] : []),
    '-passout',
    `pass:${bundle.password}`,
    '-out',
    out,
  ]);
}
