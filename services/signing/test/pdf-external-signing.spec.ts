import { createHash, privateEncrypt, constants, sign, type KeyObject } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { specTemporaryDirectory } from '@rubrica/testing';
import {
  completeExternalSignature,
  ensureDevelopmentCertificate,
  loadPemCredentials,
  PdfErrorCode,
  prepareExternalSignature,
  stampRevision,
  type SignerCredentials,
} from '../src/pdf/index.js';
import { pdfsig, qpdfCheck } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { selfSignedCertificate } from './openssl-credentials.js';

const dir = specTemporaryDirectory('rubrica-pdf-external-');
let rsa: SignerCredentials;
let ec: SignerCredentials;

beforeAll(async () => {
  rsa = (await ensureDevelopmentCertificate(join(dir, 'rsa'))).credentials;
  await selfSignedCertificate(
    { key: join(dir, 'ec.key'), certificate: join(dir, 'ec.crt') },
    '/CN=Assinante EC Teste',
    ['ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
  );
  ec = loadPemCredentials(
    `${await readFile(join(dir, 'ec.key'), 'utf8')}${await readFile(join(dir, 'ec.crt'), 'utf8')}`,
  );
});

/**
 * What a cloud certificate service does with the hash it is given: RSA PKCS#1 v1.5 over a
 * DigestInfo(SHA-256, hash), never seeing the document or the attributes.
 */
function cloudSignHash(key: KeyObject, hashBase64: string): Uint8Array {
  const digestInfoPrefix = Buffer.from('3031300d060960864801650304020105000420', 'hex');
  const digestInfo = Buffer.concat([digestInfoPrefix, Buffer.from(hashBase64, 'base64')]);
  return privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, digestInfo);
}

/** The prepared state as it would be kept between the two requests: the PDF in a blob, the rest as JSON. */
async function persistAndRestore(prepared: Awaited<ReturnType<typeof prepareExternalSignature>>) {
  const blob = join(dir, `prepared-${prepared.hashToSign.hex.slice(0, 8)}.pdf`);
  await writeFile(blob, prepared.preparedPdf);
  const row = JSON.stringify({
    blob,
    signedAttributes: Buffer.from(prepared.signedAttributesDer).toString('base64'),
    hash: prepared.hashToSign.base64,
  });
  const restored = JSON.parse(row) as { blob: string; signedAttributes: string; hash: string };
  return {
    preparedPdf: new Uint8Array(await readFile(restored.blob)),
    signedAttributesDer: Buffer.from(restored.signedAttributes, 'base64'),
    hashBase64: restored.hash,
  };
}

describe('external signing', () => {
  it('completes a signature whose hash was signed elsewhere, after the state was stored and reloaded', async () => {
    const original = await makeTestPdf({ pages: 2 });
    const prepared = await prepareExternalSignature(original, {
      certificateChain: rsa.certificateChain,
      policy: 'icp-brasil-ad-rb',
      reason: 'Assinatura qualificada',
    });
    expect(prepared.hashToSign.hex).toBe(
      createHash('sha256').update(prepared.signedAttributesDer).digest('hex'),
    );
    expect(Buffer.from(prepared.hashToSign.base64, 'base64').toString('hex')).toBe(prepared.hashToSign.hex);
    expect(Buffer.from(prepared.preparedPdf.subarray(0, original.length)).equals(Buffer.from(original))).toBe(
      true,
    );

    const state = await persistAndRestore(prepared);
    const signature = cloudSignHash(rsa.key, state.hashBase64);
    const signed = completeExternalSignature(
      state.preparedPdf,
      state.signedAttributesDer,
      signature,
      rsa.certificateChain,
    );

    expect(signed.length).toBe(prepared.preparedPdf.length);
    const [result] = await pdfsig(signed);
    expect(result).toMatchObject({ valid: true, totalDocumentSigned: true, fieldName: prepared.fieldName });
    expect((await qpdfCheck(signed)).ok).toBe(true);
  });

  it('keeps a first qualified signature valid when a second signer annotates and signs later', async () => {
    let pdf = await makeTestPdf();
    for (const signer of [rsa, ec]) {
      pdf = (
        await stampRevision(pdf, [
          {
            kind: 'text',
            page: 1,
            x: 0.1,
            y: signer === rsa ? 0.1 : 0.2,
            width: 0.3,
            height: 0.05,
            text: 'Assinado',
          },
        ])
      ).pdf;
      const prepared = await prepareExternalSignature(pdf, {
        certificateChain: signer.certificateChain,
        policy: 'icp-brasil-ad-rb',
      });
      const signature = sign('sha256', prepared.signedAttributesDer, signer.key);
      pdf = completeExternalSignature(
        prepared.preparedPdf,
        prepared.signedAttributesDer,
        signature,
        signer.certificateChain,
      );
    }
    expect((await pdfsig(pdf)).map((s) => [s.valid, s.totalDocumentSigned])).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('accepts an ECDSA signature in IEEE P1363 (r‖s) form, as some signing services return it', async () => {
    const prepared = await prepareExternalSignature(await makeTestPdf(), {
      certificateChain: ec.certificateChain,
    });
    const signature = sign('sha256', prepared.signedAttributesDer, {
      key: ec.key,
      dsaEncoding: 'ieee-p1363',
    });
    expect(signature.length).toBe(64);
    const signed = completeExternalSignature(
      prepared.preparedPdf,
      prepared.signedAttributesDer,
      signature,
      ec.certificateChain,
    );
    expect((await pdfsig(signed))[0].valid).toBe(true);
  });

  it('refuses a signature that does not verify, attributes from another preparation, and a second completion', async () => {
    const document = await makeTestPdf();
    const first = await prepareExternalSignature(document, { certificateChain: rsa.certificateChain });
    const other = await prepareExternalSignature(await makeTestPdf({ pages: 2 }), {
      certificateChain: rsa.certificateChain,
    });

    const wrongKey = sign('sha256', first.signedAttributesDer, ec.key);
    expect(() =>
      completeExternalSignature(first.preparedPdf, first.signedAttributesDer, wrongKey, rsa.certificateChain),
    ).toThrow(expect.objectContaining({ code: PdfErrorCode.ExternalSignatureInvalid }));

    const otherSignature = sign('sha256', other.signedAttributesDer, rsa.key);
    expect(() =>
      completeExternalSignature(
        first.preparedPdf,
        other.signedAttributesDer,
        otherSignature,
        rsa.certificateChain,
      ),
    ).toThrow(expect.objectContaining({ code: PdfErrorCode.PreparedStateMismatch }));

    const good = sign('sha256', first.signedAttributesDer, rsa.key);
    const signed = completeExternalSignature(
      first.preparedPdf,
      first.signedAttributesDer,
      good,
      rsa.certificateChain,
    );
    expect(() =>
      completeExternalSignature(signed, first.signedAttributesDer, good, rsa.certificateChain),
    ).toThrow(expect.objectContaining({ code: PdfErrorCode.PreparedStateMismatch }));
    // The certificate the attributes name is the only one accepted.
    expect(() =>
      completeExternalSignature(first.preparedPdf, first.signedAttributesDer, good, ec.certificateChain),
    ).toThrow(expect.objectContaining({ code: PdfErrorCode.PreparedStateMismatch }));
  });
});
