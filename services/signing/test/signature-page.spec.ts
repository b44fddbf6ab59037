import { create, SignaturePageEventSchema, SignaturePageSchema } from '@rubrica/proto';
import { buildSignaturePage } from '../src/signature-page/build-signature-page.js';
import { makeTestPdf } from './pdf-fixtures.js';
import { decodeQrCode, pdftotext, qpdfCheck, renderJpeg, renderPage, renderPng } from './pdf-checkers.js';

function content(locale: string, recipients = 1) {
  return create(SignaturePageSchema, {
    validationCode: 'RBK-AAAA-01',
    verifierUrl: 'https://rubrica.example/verificar?source=qr',
    title: 'Contrato de locação',
    subject: 'Assinatura do contrato',
    senderName: 'João Ávila',
    senderEmail: 'joao@example.com',
    createdAt: '2026-03-01T09:00:00Z',
    sentAt: '2026-03-01T09:30:00Z',
    completedAt: '2026-03-02T18:45:10Z',
    locale,
    documents: [
      { documentId: 'd1', name: 'contrato.pdf', sha256: 'c'.repeat(64), sha1: 'd'.repeat(40), pageCount: 4 },
    ],
    recipients: Array.from({ length: recipients }, (_, index) => ({
      name: `Destinatária ${index + 1}`,
      email: `pessoa${index + 1}@example.com`,
      type: 'in-person-signer',
      signatureType: 'qualified',
      state: 'done',
      identifiers: [{ code: 'CPF', title: 'CPF', value: '529.982.247-25' }],
      actions: [
        {
          action: 'signed',
          occurredAt: '2026-03-02T18:45:10Z',
          ipAddress: '192.0.2.44',
          latitude: -15.793889,
          longitude: -47.882778,
        },
      ],
    })),
    events: [{ message: 'Envelope concluído', occurredAt: '2026-03-02T18:45:10Z' }],
  });
}

describe('the signature page', () => {
  it.each([
    [
      'in Brazilian Portuguese by default, with the verifier link carrying the code',
      'fr-FR',
      [
        'Folha de assinaturas',
        'Remetente: João Ávila <joao@example.com>',
        'Código de validação: RBK-AAAA-01',
        'https://rubrica.example/verificar?source=qr&code=RBK-AAAA-01',
        'Assinante presencial',
        'Eletrônica qualificada',
        'Situação: Assinado',
        'Assinou — 02/03/2026, 18:45:10 UTC',
        'Localização: -15.793889, -47.882778',
        'CPF: 529.982.247-25',
        'Páginas: 4',
        'Página 1 de 1',
      ],
    ],
    [
      'in Spanish for an es sender',
      'es',
      ['Hoja de firmas', 'Remitente', 'Firmante presencial', 'Firmó', 'Historial', 'Página 1 de 1'],
    ],
  ])('is written %s', async (_what, locale, expected) => {
    const text = await pdftotext(await buildSignaturePage(content(locale), async () => undefined));
    for (const line of expected) expect(text).toContain(line);
  });

  it('shows a QR code that a scanner reads as the verifier link with the validation code', async () => {
    const pdf = await buildSignaturePage(content('en'), async () => undefined);
    expect(decodeQrCode(await renderPng(pdf, 1))).toBe(
      'https://rubrica.example/verificar?source=qr&code=RBK-AAAA-01',
    );
  });

  it.each([
    ['pt-BR', 'Maria Oliveira adicionado(a) como visualizador', 'por João Ávila', 'Histórico'],
    ['es', 'Maria Oliveira añadido(a) como visualizador', 'por João Ávila', 'Historial'],
  ])(
    'prints the history in %s as the envelope gives it, each step with who did it',
    async (locale, added, by, history) => {
      // What the envelopes service sends: entries already worded in the page's language.
      const page = content(locale);
      page.events = [
        create(SignaturePageEventSchema, {
          message: added,
          occurredAt: '2026-03-01T09:10:00Z',
          actor: 'João Ávila',
        }),
        create(SignaturePageEventSchema, {
          message: 'Destinatária 1',
          occurredAt: '2026-03-02T18:45:10Z',
          actor: 'Destinatária 1',
        }),
      ];
      const text = (await pdftotext(await buildSignaturePage(page, async () => undefined))).replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(history);
      expect(text).toContain(`${added} ${by}`);
      expect(text).not.toMatch(/\b(?:by|History|Signature page|added as|notified)\b/);
    },
  );

  it('names an action given as a verb (approve) as the proto spelling (approved) would be', async () => {
    const page = content('en');
    page.recipients[0].actions[0].action = 'approve';
    expect(await pdftotext(await buildSignaturePage(page, async () => undefined))).toContain(
      'Approved — 3/2/26',
    );
  });

  it.each([
    ['pt-BR', 'Situação: Aprovado'],
    ['en', 'State: Approved'],
    ['es', 'Estado: Aprobado'],
  ])('says an approver who is done approved (%s), as the web app does', async (locale, expected) => {
    const page = content(locale);
    page.recipients[0].type = 'approver';
    page.recipients[0].actions[0].action = 'approved';
    const text = await pdftotext(await buildSignaturePage(page, async () => undefined));
    expect(text).toContain(expected);
  });

  it('runs onto further pages when there are many recipients, numbering every page', async () => {
    const pdf = await buildSignaturePage(content('en', 25), async () => undefined);
    const text = await pdftotext(pdf);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Destinatária 25');
    expect((await qpdfCheck(pdf)).ok).toBe(true);
  });

  it('draws every letter of its text (the embedded font subset renders, not only extracts)', async () => {
    const rendered = await renderPage(await buildSignaturePage(content('pt-BR'), async () => undefined), 1);
    // The heading "Folha de assinaturas" sits at the top margin (48 pt; 36 dpi is 0.5 px per pt).
    const inked: number[] = [];
    for (let y = 20; y < 40; y += 1) {
      for (let x = 0; x < rendered.width / 2; x += 1) {
        const [r, g, b] = rendered.pixel(x, y);
        if (r + g + b < 300) inked.push(x);
      }
    }
    expect(Math.min(...inked)).toBeLessThanOrEqual(27);
    expect(Math.max(...inked) - Math.min(...inked)).toBeGreaterThan(70);
  });

  it('draws a PHOTO identifier as the picture, not as its blob key', async () => {
    const photo = await renderJpeg(await makeTestPdf({ redRectangle: [0, 0, 595, 842] }));
    const page = content('en');
    page.recipients[0].identifiers.push({
      $typeName: 'rubrica.signing.v1.SignaturePageIdentifier',
      code: 'PHOTO',
      title: 'Photo',
      value: 'photos/r1.jpg',
    });
    const asked: string[] = [];
    const pdf = await buildSignaturePage(page, async (key) => {
      asked.push(key);
      return photo;
    });
    expect(asked).toEqual(['photos/r1.jpg']);
    expect(await pdftotext(pdf)).not.toContain('photos/r1.jpg');
    const rendered = await renderPage(pdf, 1);
    let red = 0;
    for (let y = 0; y < rendered.height; y += 2) {
      for (let x = 0; x < rendered.width; x += 2) {
        const [r, g, b] = rendered.pixel(x, y);
        if (r > 200 && g < 80 && b < 80) red += 1;
      }
    }
    expect(red).toBeGreaterThan(20);
  });
});
