import { sealEnvelope, seedEnvelope, tinyPdf } from './flow-support/envelope-fixtures.js';
import { call, useFlowApp } from './flow-support/flow-test-kit.js';

const kit = useFlowApp('verifier');

function fileForm(bytes: Buffer, code?: string): FormData {
  const form = new FormData();
  if (code) form.append('code', code);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'document.pdf');
  return form;
}

async function completedEnvelope() {
  const envelope = await seedEnvelope(kit.dataSource, kit.blobs, {
    state: 'in-transit',
    documents: ['nda.pdf', 'annex.pdf'],
    recipients: [{ name: 'Ana' }, { name: 'Bruno', type: 'approver' }],
  });
  const { signed } = await sealEnvelope(kit.dataSource, kit.blobs, envelope);
  return { envelope, signed };
}

describe('POST p/envelopes/documents/validate', () => {
  it('describes the envelope and its documents for a validation code', async () => {
    const { envelope } = await completedEnvelope();
    const answer = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      json: { code: envelope.hashid },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: envelope.hashid,
      envelope: {
        subject: 'Contract subject',
        state: 'completed',
        recipients: [
          { name: 'Ana', type: 'signer', state: 'done' },
          { name: 'Bruno', type: 'approver', state: 'done' },
        ],
      },
    });
    expect(answer.body.envelope.created_at).toBeTruthy();
    expect(answer.body.documents).toEqual([
      expect.objectContaining({
        name: 'nda.pdf',
        sha1: expect.stringMatching(/^[0-9a-f]{40}$/),
        created_at: expect.any(String),
      }),
      expect.objectContaining({ name: 'annex.pdf' }),
    ]);
  });

  it('answers 404 for an unknown code and for a draft’s code', async () => {
    const draft = await seedEnvelope(kit.dataSource, kit.blobs);
    for (const code of ['nothing-here', draft.hashid]) {
      const answer = await call(kit.url, 'POST', '/p/envelopes/documents/validate', { json: { code } });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: 'No envelope has this validation code.' });
    }
  });

  it('answers in the language the reader asks for, by code', async () => {
    const unknown = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      json: { code: 'nothing-here' },
      headers: { 'accept-language': 'pt-BR,pt;q=0.9' },
    });
    expect(unknown.body).toEqual({
      message: 'Nenhum envelope tem este código de validação.',
      code: 'verifier.unknown_code',
    });
    const empty = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      json: {},
      headers: { 'accept-language': 'es' },
    });
    expect(empty.body).toMatchObject({
      code: 'verifier.nothing_to_check',
      errors: { code: ['Indique el código de validación.'] },
    });
    const tooLong = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      json: { code: 'x'.repeat(65) },
      headers: { 'accept-language': 'es' },
    });
    expect(tooLong.body).toMatchObject({
      message: 'Los datos proporcionados no son válidos.',
      errors: { code: ['Use como máximo 64 caracteres.'] },
    });
  });

  it('refuses two files at once, in the language asked for', async () => {
    const twoFiles = () => {
      const form = fileForm(tinyPdf('first'));
      form.append(
        'file',
        new Blob([new Uint8Array(tinyPdf('second'))], { type: 'application/pdf' }),
        'b.pdf',
      );
      return form;
    };
    const ask = (language?: string) =>
      call(kit.url, 'POST', '/p/envelopes/documents/validate', {
        form: twoFiles(),
        ...(language ? { headers: { 'accept-language': language } } : {}),
      });
    const inPortuguese = await ask('pt-BR');
    expect(inPortuguese.status).toBe(422);
    expect(inPortuguese.body).toMatchObject({
      message: 'Os dados informados são inválidos.',
      errors: { file: ['Envie um arquivo por vez.'] },
    });
    expect((await ask('es')).body.errors).toEqual({ file: ['Envíe un archivo a la vez.'] });
    expect((await ask()).body.errors).toEqual({ file: ['Send one file at a time.'] });
  });

  it('needs a code or a file (422)', async () => {
    const answer = await call(kit.url, 'POST', '/p/envelopes/documents/validate', { json: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ code: ['The code field is required.'] });
  });

  it('finds which signed document a file is, by its SHA-1, with or without the code', async () => {
    const { envelope, signed } = await completedEnvelope();
    const alone = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      form: fileForm(signed[1]!),
    });
    expect(alone.status).toBe(200);
    expect(alone.body.code).toBe(envelope.hashid);
    expect(alone.body.integrity).toMatchObject({
      valid: true,
      document: { id: envelope.documentIds[1], name: 'annex.pdf' },
    });
    const withCode = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      form: fileForm(signed[0]!, envelope.hashid),
    });
    expect(withCode.body.integrity).toMatchObject({ valid: true, document: { name: 'nda.pdf' } });
  });

  it('says when a file matches no signed document (an altered copy, or another envelope’s)', async () => {
    const { envelope } = await completedEnvelope();
    const other = await completedEnvelope();
    const altered = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      form: fileForm(tinyPdf('altered')),
    });
    expect(altered.status).toBe(200);
    expect(altered.body).toEqual({
      integrity: {
        valid: false,
        sha1: expect.stringMatching(/^[0-9a-f]{40}$/),
        document: null,
        message: 'The file does not match any signed document.',
      },
    });
    const elsewhere = await call(kit.url, 'POST', '/p/envelopes/documents/validate', {
      form: fileForm(other.signed[0]!, envelope.hashid),
    });
    expect(elsewhere.body.integrity.valid).toBe(false);
  });
});
