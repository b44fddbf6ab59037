// The sandbox timestamp authority in-process on an ephemeral port, behind a relay the tests steer
// (pass, answer 500, change the imprint or the nonce on the way), and readers for the token a
// signed PDF carries.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  ensureSandboxTsaCredentials,
  type SandboxTsaCredentials,
} from '../src/tsa-sandbox/sandbox-tsa-credentials.js';
import { createSandboxTsa, type SandboxTsa } from '../src/tsa-sandbox/sandbox-tsa-server.js';
import { freePort, inTemporaryDirectory } from '@rubrica/testing';

export type RelayMode = 'pass' | 'http-500' | 'other-imprint' | 'other-nonce';

export interface TsaRelay {
  url: string;
  mode: RelayMode;
  /** Every TimeStampReq that reached the relay, as sent. */
  requests: pkijs.TimeStampReq[];
  /** The Authorization header of each, when one was sent. */
  authorizations: string[];
  close(): Promise<void>;
}

export interface TestTsa {
  credentials: SandboxTsaCredentials;
  tsa: SandboxTsa;
  url: string;
  relay: TsaRelay;
  close(): Promise<void>;
}

/**
 * The authority's certificate names its CRL and OCSP responder at the relay's address (as `make
 * run`'s names the sandbox's own): one port serves tokens and revocation status, as configured.
 */
export async function startTestTsa(dataDir: string): Promise<TestTsa> {
  const relayPort = await freePort();
  const { credentials } = await ensureSandboxTsaCredentials(dataDir, `http://127.0.0.1:${relayPort}/`);
  const tsa = createSandboxTsa({ credentials });
  const url = await tsa.listen(0, '127.0.0.1');
  const relay = await startRelay(url, relayPort);
  return {
    credentials,
    tsa,
    url,
    relay,
    close: async () => {
      await relay.close();
      await tsa.close();
    },
  };
}

async function startRelay(target: string, port: number): Promise<TsaRelay> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (request.url !== '/') {
        // The CRL and OCSP responder go through as they are.
        void fetch(new URL(request.url ?? '/', target), {
          method: request.method ?? 'GET',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          ...(request.method === 'POST' ? { body } : {}),
        }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
        return;
      }
      const parsed = pkijs.TimeStampReq.fromBER(body);
      relay.requests.push(parsed);
      if (request.headers.authorization) relay.authorizations.push(request.headers.authorization);
      if (relay.mode === 'http-500') {
        response.writeHead(500).end('down');
        return;
      }
      void fetch(target, {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: altered(parsed, relay.mode),
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const relay: TsaRelay = {
    url: `http://127.0.0.1:${port}/`,
    mode: 'pass',
    requests: [],
    authorizations: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return relay;
}

/** What the relay forwards: the request as sent, or with another imprint or nonce. */
function altered(request: pkijs.TimeStampReq, mode: RelayMode): Uint8Array {
  const copy = pkijs.TimeStampReq.fromBER(request.toSchema().toBER(false));
  if (mode === 'other-imprint') {
    const other = createHash('sha256').update('another signature').digest();
    copy.messageImprint.hashedMessage = new asn1js.OctetString({ valueHex: new Uint8Array(other) });
  }
  if (mode === 'other-nonce') copy.nonce = new asn1js.Integer({ value: 42 });
  return new Uint8Array(copy.toSchema().toBER(false));
}

/** The newest signature's CMS SignedData, read from its /Contents. */
export function newestSignedData(pdf: Uint8Array): pkijs.SignedData {
  const text = Buffer.from(pdf).toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  const [first, length] = /\[\s*\d+\s+(\d+)\s+(\d+)/
    .exec(text.slice(at, at + 80))!
    .slice(1)
    .map(Number);
  const contents = Buffer.from(text.slice(first! + 1, length! - 1), 'hex');
  // The reserved space is zero-padded after the CMS: asn1js reads the first element only.
  const parsed = asn1js.fromBER(new Uint8Array(contents));
  return new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: parsed.result }).content });
}

export interface EmbeddedTimestamp {
  /** The TimeStampToken's DER, as embedded. */
  token: Uint8Array;
  info: pkijs.TSTInfo;
  /** The signature value it stamps (the SignerInfo's signature octets). */
  signatureValue: Uint8Array;
}

/** The newest signature's id-aa-signatureTimeStampToken, if it carries one. */
export function embeddedTimestamp(pdf: Uint8Array): EmbeddedTimestamp | undefined {
  const signerInfo = newestSignedData(pdf).signerInfos[0]!;
  const attribute = signerInfo.unsignedAttrs?.attributes.find(
    (item) => item.type === '1.2.840.113549.1.9.16.2.14',
  );
  if (!attribute) return undefined;
  const token = new Uint8Array(attribute.values[0].toBER(false));
  const signedData = new pkijs.SignedData({ schema: pkijs.ContentInfo.fromBER(token).content });
  const info = pkijs.TSTInfo.fromBER(signedData.encapContentInfo.eContent!.getValue());
  return { token, info, signatureValue: new Uint8Array(signerInfo.signature.valueBlock.valueHexView) };
}

/** `openssl ts -verify` of a token over a SHA-256 digest, trusting `caPem` alone: its last line. */
export async function opensslVerifyToken(token: Uint8Array, digest: Buffer, caPem: string): Promise<string> {
  return inTemporaryDirectory('rubrica-ts-verify-', async (work) => {
    await writeFile(join(work, 'token.der'), token);
    await writeFile(join(work, 'ca.pem'), caPem);
    const args = [
      'ts',
      '-verify',
      '-token_in',
      '-in',
      join(work, 'token.der'),
      '-digest',
      digest.toString('hex'),
    ];
    const { stdout } = await promisify(execFile)('openssl', [...args, '-CAfile', join(work, 'ca.pem')]).catch(
      (error: { stdout?: string; stderr?: string }) => ({
        stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    return stdout.trim();
  });
}
