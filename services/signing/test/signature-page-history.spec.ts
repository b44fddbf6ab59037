import { join } from 'node:path';
import { specTemporaryDirectory } from '@rubrica/testing';
import { create, SignaturePageSchema } from '@rubrica/proto';
import { ensureDevelopmentCertificate, signPdf, type SignerCredentials } from '../src/pdf/index.js';
import { buildSignaturePage, HISTORY_ATTACHMENT_NAME } from '../src/signature-page/build-signature-page.js';
import { decodeQrCodes, embeddedFile, pdfsig, pdftotext, qpdfCheck, renderPng } from './pdf-checkers.js';

const dir = specTemporaryDirectory('rubrica-page-history-');
let platform: SignerCredentials;

beforeAll(async () => {
  platform = (await ensureDevelopmentCertificate(join(dir, 'platform'))).credentials;
});

const HISTORY = JSON.stringify({
  format: 'rubrica.envelope-history.v1',
  envelope_id: 'e1',
  validation_code: 'RBK-AAAA-01',
  entries: [{ sequence: 1, type: 'envelope.created', message: 'Envelope created', hash: 'ab' }],
});

function page(extra: {
  historyJson?: string;
  governmentValidatorUrl?: string;
  validarUrl?: string;
  locale?: string;
}) {
  return create(SignaturePageSchema, {
    validationCode: 'RBK-AAAA-01',
    verifierUrl: 'https://rubrica.example/public/checker',
    title: 'Contrato',
    createdAt: '2026-03-01T09:00:00Z',
    completedAt: '2026-03-02T18:45:10Z',
    locale: extra.locale ?? 'pt-BR',
    documents: [{ documentId: 'd1', name: 'contrato.pdf', sha256: 'c'.repeat(64), sha1: 'd'.repeat(40) }],
    ...extra,
  });
}

async function sealed(content: ReturnType<typeof page>): Promise<Uint8Array> {
  const { pdf } = await signPdf(await buildSignaturePage(content, async () => undefined), {
    signer: platform,
    name: 'Rubrica seal',
    reason: 'Rubrica',
  });
  return pdf;
}

describe('the signature page and its history', () => {
  it('carries the history as an attached JSON inside the sealed revision: the seal stays valid and covers it', async () => {
    const pdf = await sealed(page({ historyJson: HISTORY }));
    expect((await embeddedFile(pdf, HISTORY_ATTACHMENT_NAME))?.toString('utf8')).toBe(HISTORY);
    const [seal, ...others] = await pdfsig(pdf);
    expect(others).toEqual([]);
    expect(seal).toMatchObject({ valid: true, totalDocumentSigned: true });
    expect((await qpdfCheck(pdf)).ok).toBe(true);
    expect((await pdftotext(pdf)).replace(/\s+/g, ' ')).toContain('history.json');

    // The attachment is part of what the seal signed: changing one byte of it breaks the seal.
    const bytes = Buffer.from(pdf);
    const file = bytes.indexOf('/Type /EmbeddedFile');
    expect(file).toBeGreaterThan(0);
    const data = bytes.indexOf('stream', file) + 'stream\n'.length + 4;
    bytes[data] = bytes[data]! ^ 0xff;
    expect((await pdfsig(bytes))[0]!.valid).toBe(false);
  });

  it('has no embedded file when there is no history to attach', async () => {
    const pdf = await sealed(page({}));
    expect(await embeddedFile(pdf, HISTORY_ATTACHMENT_NAME)).toBeUndefined();
  });

  it.each([
    ['pt-BR', 'validador do governo (ITI VALIDAR)'],
    ['en', "government's validator (ITI VALIDAR)"],
    ['es', 'validador del gobierno (ITI VALIDAR)'],
  ])(
    'offers the government validator beside ours (%s) only when an ICP-Brasil certificate signed',
    async (locale, words) => {
      const qualified = (
        await pdftotext(
          await buildSignaturePage(
            page({ locale, governmentValidatorUrl: 'https://validar.iti.gov.br/' }),
            async () => undefined,
          ),
        )
      ).replace(/\s+/g, ' ');
      expect(qualified).toContain(words);
      expect(qualified).toContain('https://validar.iti.gov.br/');
      expect(qualified).toContain('https://rubrica.example/public/checker?code=RBK-AAAA-01');
      const simple = await pdftotext(await buildSignaturePage(page({ locale }), async () => undefined));
      expect(simple).not.toContain('validar.iti.gov.br');
    },
  );

  it("prints a QR code for VALIDAR (its documented hook) under our own verifier's, with the code to give it", async () => {
    const validarUrl =
      'https://rubrica.example/api/p/envelopes/documents/validar/0b9c1d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
    const pdf = await buildSignaturePage(
      page({ governmentValidatorUrl: 'https://validar.iti.gov.br/', validarUrl }),
      async () => undefined,
    );
    expect(decodeQrCodes(await renderPng(pdf, 1))).toEqual([
      'https://rubrica.example/public/checker?code=RBK-AAAA-01',
      validarUrl,
    ]);
    expect((await pdftotext(pdf)).replace(/\s+/g, ' ')).toContain(
      'Ou leia o QR code abaixo no VALIDAR (site ou aplicativo VALIDAR – QR Code) e informe o código RBK-AAAA-01:',
    );
  });
});
