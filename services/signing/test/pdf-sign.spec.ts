import { join } from 'node:path';
import { specTemporaryDirectory } from '@rubrica/testing';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  ensureDevelopmentCertificate,
  inspectPdf,
  PdfErrorCode,
  signaturePolicies,
  signPdf,
  stampRevision,
  type SignerCredentials,
} from '../src/pdf/index.js';
import { pdfsig, qpdfCheck } from './pdf-checkers.js';
import { makeTestPdf } from './pdf-fixtures.js';

const dir = specTemporaryDirectory('rubrica-pdf-sign-');
let platform: SignerCredentials;
let second: SignerCredentials;
let third: SignerCredentials;

beforeAll(async () => {
  [platform, second, third] = await Promise.all(
    ['a', 'b', 'c'].map(async (name) => (await ensureDevelopmentCertificate(join(dir, name))).credentials),
  );
});

function isPrefix(prefix: Uint8Array, whole: Uint8Array): boolean {
  return (
    whole.length > prefix.length && Buffer.from(whole.subarray(0, prefix.length)).equals(Buffer.from(prefix))
  );
}

/** The CMS in the newest signature's /Contents, parsed. */
function lastSignerInfo(pdf: Uint8Array): pkijs.SignerInfo {
  const text = Buffer.from(pdf).toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  const [, a, b] = /\[\s*(\d+)\s+(\d+)\s+(\d+)/.exec(text.slice(at, at + 80))!.map(Number);
  const hex = text.slice(a + b + 1, text.indexOf('>', a + b)).replace(/(00)+$/, '');
  const der = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
  const info = pkijs.ContentInfo.fromBER(der);
  return new pkijs.SignedData({ schema: info.content }).signerInfos[0];
}

describe('signPdf', () => {
  it('appends one PAdES signature that pdfsig reports valid and covering the whole file', async () => {
    const original = await makeTestPdf({ pages: 3 });
    const { pdf } = await signPdf(original, {
      signer: platform,
      reason: 'Sealed by Rubrica',
      location: 'São Paulo',
    });

    expect(isPrefix(original, pdf)).toBe(true);
    const signatures = await pdfsig(pdf);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      valid: true,
      totalDocumentSigned: true,
      signatureType: 'ETSI.CAdES.detached',
    });
    expect((await qpdfCheck(pdf)).ok).toBe(true);

    const attributes = lastSignerInfo(pdf).signedAttrs!.attributes.map((attribute) => attribute.type);
    expect(attributes).toEqual(
      expect.arrayContaining([
        '1.2.840.113549.1.9.3', // content-type
        '1.2.840.113549.1.9.4', // message-digest
        '1.2.840.113549.1.9.5', // signing-time
        '1.2.840.113549.1.9.16.2.47', // signing-certificate-v2
      ]),
    );
  });

  it('keeps three signers valid when each stamps then signs in turn, the earlier ones covering their revision', async () => {
    let pdf = await makeTestPdf({ pages: 2 });
    const signers = [platform, second, third];
    for (const [index, signer] of signers.entries()) {
      const before = pdf;
      const stamped = await stampRevision(pdf, [
        {
          kind: 'text',
          page: 1,
          x: 0.1,
          y: 0.2 + index * 0.1,
          width: 0.4,
          height: 0.05,
          text: `Signer ${index + 1}`,
        },
      ]);
      expect(stamped.mode).toBe(index === 0 ? 'content' : 'annotations');
      pdf = (await signPdf(stamped.pdf, { signer, name: `Signer ${index + 1}` })).pdf;
      expect(isPrefix(before, pdf)).toBe(true);
    }

    const signatures = await pdfsig(pdf);
    expect(signatures.map((s) => s.valid)).toEqual([true, true, true]);
    expect(signatures.map((s) => s.totalDocumentSigned)).toEqual([false, false, true]);
    expect(signatures.map((s) => s.fieldName)).toEqual(['Signer 1', 'Signer 2', 'Signer 3']);
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    const inspection = await inspectPdf(pdf);
    expect(inspection.signatures).toHaveLength(3);
    expect(inspection.signatures.map((s) => s.coversWholeFile)).toEqual([false, false, true]);
  });

  it('refuses to paint into page content once the document is signed', async () => {
    const { pdf } = await signPdf(await makeTestPdf(), { signer: platform });
    await expect(
      stampRevision(
        pdf,
        [{ kind: 'text', page: 1, x: 0.1, y: 0.1, width: 0.2, height: 0.05, text: 'late' }],
        {
          mode: 'content',
        },
      ),
    ).rejects.toMatchObject({ code: PdfErrorCode.ContentAfterSignature });
  });

  it('signs a file saved with object streams and an xref stream, twice, both valid', async () => {
    const original = await makeTestPdf({ pages: 4, objectStreams: true });
    expect(Buffer.from(original).includes('/ObjStm')).toBe(true);
    const once = (await signPdf(original, { signer: platform })).pdf;
    const stamped = (
      await stampRevision(once, [
        { kind: 'checkbox', page: 2, x: 0.5, y: 0.5, width: 0.05, height: 0.04, checked: true },
      ])
    ).pdf;
    const twice = (await signPdf(stamped, { signer: second })).pdf;
    expect(isPrefix(original, twice)).toBe(true);
    expect((await pdfsig(twice)).map((s) => s.valid)).toEqual([true, true]);
    expect((await qpdfCheck(twice)).ok).toBe(true);
  });

  it('adds its signature field beside an existing AcroForm and keeps the form fields', async () => {
    const original = await makeTestPdf({ acroForm: true });
    const stamped = await stampRevision(original, [
      { kind: 'text', page: 1, x: 0.5, y: 0.1, width: 0.3, height: 0.04, text: 'Aprovado' },
    ]);
    const { pdf, fieldName } = await signPdf(stamped.pdf, { signer: platform });
    const signatures = await pdfsig(pdf);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ valid: true, fieldName });
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    const { PDF } = await import('@libpdf/core');
    const names = (await PDF.load(pdf)).getForm()!.getFieldNames();
    expect(names).toEqual(expect.arrayContaining(['applicant.name', 'applicant.agrees', fieldName]));
  });

  it('declares the ICP-Brasil AD-RB policy with its hash and no CMS signing-time, and stays valid', async () => {
    const { pdf } = await signPdf(await makeTestPdf(), { signer: platform, policy: 'icp-brasil-ad-rb' });
    expect((await pdfsig(pdf))[0].valid).toBe(true);

    const attributes = lastSignerInfo(pdf).signedAttrs!.attributes;
    expect(attributes.map((a) => a.type)).not.toContain('1.2.840.113549.1.9.5');
    const policy = attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.15');
    expect(policy).toBeDefined();
    const encoded = Buffer.from(policy!.values[0].toBER(false)).toString('hex');
    const expected = signaturePolicies['icp-brasil-ad-rb'];
    const policyOid = (policy!.values[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.ObjectIdentifier;
    expect(policyOid.valueBlock.toString()).toBe('2.16.76.1.7.1.11.1.3');
    // SHA-256 AlgorithmIdentifier without NULL parameters, then the policy's own hash.
    expect(encoded).toContain(`300b0609608648016503040201` + `0420${expected.hashSha256Hex}`);
  });

  it('refuses a key that does not belong to the certificate', async () => {
    await expect(
      signPdf(await makeTestPdf(), {
        signer: { key: second.key, certificateChain: platform.certificateChain },
      }),
    ).rejects.toMatchObject({ code: PdfErrorCode.InvalidCredentials });
  });
});
