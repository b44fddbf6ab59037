// Readers for what long-term validation leaves in a PDF: every signature's /Contents with its byte
// range, and the catalog's Document Security Store parsed by qpdf (an independent reader).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inTemporaryDirectory } from '@rubrica/testing';

const run = promisify(execFile);

export interface SignatureContents {
  byteRange: [number, number, number, number];
  /** The CMS (or timestamp token) without the zero padding of the reserved space. */
  contents: Uint8Array;
}

/** Every /ByteRange in file order, with the DER its gap holds. */
export function signatureContents(pdf: Uint8Array): SignatureContents[] {
  const text = Buffer.from(pdf).toString('latin1');
  const found: SignatureContents[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const byteRange = match.slice(1, 5).map(Number) as SignatureContents['byteRange'];
    const hex = text.slice(byteRange[1] + 1, byteRange[2] - 1);
    const der = Buffer.from(hex, 'hex');
    found.push({ byteRange, contents: new Uint8Array(der.subarray(0, derLength(der))) });
  }
  return found;
}

/** The length of the DER element at the start of `der` (tag, length octets and content). */
function derLength(der: Buffer): number {
  const first = der[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  return 2 + count + der.readUIntBE(2, count);
}

export interface DssContents {
  certificates: Buffer[];
  crls: Buffer[];
  ocsps: Buffer[];
  vri: boolean;
}

/** The catalog's /DSS as qpdf reads it (its JSON output, stream data decoded). */
export async function readDss(pdf: Uint8Array): Promise<DssContents | undefined> {
  return inTemporaryDirectory('rubrica-dss-', async (dir) => {
    const path = join(dir, 'document.pdf');
    await writeFile(path, pdf);
    const { stdout } = await run(
      'qpdf',
      ['--json=2', '--json-stream-data=inline', '--decode-level=generalized', path],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const json = JSON.parse(stdout) as { qpdf: [unknown, Record<string, QpdfObject>] };
    const objects = json.qpdf[1];
    const resolve = (value: unknown): unknown =>
      typeof value === 'string' && / R$/.test(value)
        ? (objects[`obj:${value}`]?.value ?? objects[`obj:${value}`]?.stream)
        : value;
    const trailer = objects['trailer']!.value as Record<string, string>;
    const catalog = resolve(trailer['/Root']) as Record<string, unknown>;
    const dss = resolve(catalog['/DSS']) as Record<string, unknown> | undefined;
    if (!dss) return undefined;
    const streams = (key: string) =>
      ((resolve(dss[key]) as string[] | undefined) ?? []).map((ref) =>
        Buffer.from((objects[`obj:${ref}`]!.stream as { data: string }).data, 'base64'),
      );
    return {
      certificates: streams('/Certs'),
      crls: streams('/CRLs'),
      ocsps: streams('/OCSPs'),
      vri: dss['/VRI'] !== undefined,
    };
  });
}

interface QpdfObject {
  value?: unknown;
  stream?: { dict: Record<string, unknown>; data?: string };
}

async function opensslOn(
  files: Record<string, Uint8Array | string>,
  args: (path: (name: string) => string) => string[],
): Promise<string> {
  return inTemporaryDirectory('rubrica-openssl-', async (dir) => {
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);
    const { stdout, stderr } = await run(
      'openssl',
      args((name) => join(dir, name)),
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    return `${stdout}${stderr}`;
  });
}

/** `openssl crl` checking a DER CRL's signature against `caPem`. */
export function opensslVerifyCrl(crl: Uint8Array, caPem: string): Promise<string> {
  return opensslOn({ 'crl.der': crl, 'ca.pem': caPem }, (path) => [
    'crl',
    '-inform',
    'DER',
    '-in',
    path('crl.der'),
    '-CAfile',
    path('ca.pem'),
    '-noout',
  ]);
}

/** `openssl ocsp` reading a stored OCSPResponse about `certificatePem`, trusting `caPem`. */
export function opensslVerifyOcsp(
  response: Uint8Array,
  caPem: string,
  certificatePem: string,
): Promise<string> {
  return opensslOn({ 'response.der': response, 'ca.pem': caPem, 'cert.pem': certificatePem }, (path) => [
    'ocsp',
    '-respin',
    path('response.der'),
    '-CAfile',
    path('ca.pem'),
    '-issuer',
    path('ca.pem'),
    '-cert',
    path('cert.pem'),
    '-no_nonce',
  ]);
}
