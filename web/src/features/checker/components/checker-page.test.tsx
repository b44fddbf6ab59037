import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { answerUploads } from '../../../testing/envelope-fixtures.js';
import { fakeApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';
import type { ValidationResult } from '../api/checker-api.js';

const VALIDATE = 'POST /api/p/envelopes/documents/validate';

const FOUND: ValidationResult = {
  code: 'ABC123',
  envelope: {
    title: 'Contrato',
    subject: 'Contrato de locação',
    state: 'completed',
    created_at: '2026-03-01T12:00:00.000Z',
    recipients: [
      { name: 'Ana Souza', type: 'signer', state: 'done' },
      { name: 'Bruno Lima', type: 'signer', state: 'refused' },
      { name: 'Carla Dias', type: 'approver', state: 'done' },
    ],
    qualified_signatures: false,
  },
  documents: [
    {
      id: 'd1',
      name: 'Contrato.pdf',
      created_at: '2026-03-01T12:00:00.000Z',
      sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
    },
  ],
};

const aPdf = (name: string, size = 1024) => {
  const file = new File([name], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('1. Selecione o arquivo PDF'), { target: { files: [file] } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verificar' }));

describe('public verifier', () => {
  it('checks the code of the QR link at once, without a session, and shows the envelope and its documents', async () => {
    const api = fakeApi({ [VALIDATE]: { body: FOUND } });
    renderApp('/business/checker?code=ABC123');
    const result = await screen.findByRole('region', { name: 'Resultado da verificação' });
    expect(api.to(VALIDATE)[0]!.body).toEqual({ code: 'ABC123' });
    // Headed by the envelope's title (as everywhere else), with the subject among the facts.
    expect(within(result).getByRole('heading', { name: 'Contrato' })).toBeTruthy();
    expect(result.textContent).toContain('AssuntoContrato de locação');
    expect(result.textContent).toContain('Contrato.pdf');
    expect(result.textContent).toContain('a9993e364706816aba3e25717850c26c9cd0d89d');
    expect(result.textContent).toContain('Ana Souza');
    expect(within(result).getAllByText('Concluído').length).toBeGreaterThan(0);
    // An approver who is done approved: "Aprovado", as on the detail page and the signature page.
    expect(within(result).getByText('Carla Dias').parentElement!.textContent).toBe('Carla DiasAprovado');
    expect(screen.queryByRole('link', { name: /Entrar|Sign in/ })).toBeNull();
  });

  it('checks a typed code', async () => {
    const api = fakeApi({ [VALIDATE]: { body: FOUND } });
    renderApp('/public/checker');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Código de assinatura' }), {
      target: { value: ' ABC123 ' },
    });
    verify();
    await screen.findByRole('region', { name: 'Resultado da verificação' });
    expect(api.to(VALIDATE)[0]!.body).toEqual({ code: 'ABC123' });
  });

  it('asks for the code before calling the server', async () => {
    const api = fakeApi({ [VALIDATE]: { body: FOUND } });
    renderApp('/public/checker');
    await screen.findByRole('textbox', { name: 'Código de assinatura' });
    verify();
    expect((await screen.findByRole('alert')).textContent).toBe('Informe o código de assinatura.');
    expect(api.to(VALIDATE)).toHaveLength(0);
  });

  it('shows the server message for an unknown code (404)', async () => {
    fakeApi({ [VALIDATE]: { status: 404, body: { message: 'No envelope has this validation code.' } } });
    renderApp('/public/checker?token=NOPE');
    expect((await screen.findByRole('alert')).textContent).toBe('No envelope has this validation code.');
    expect(screen.queryByRole('region', { name: 'Resultado da verificação' })).toBeNull();
  });

  it('sends a picked PDF as multipart and says which document it matches', async () => {
    fakeApi({});
    const sent: Array<{ file: string; code: unknown }> = [];
    answerUploads({
      [VALIDATE]: async (request) => {
        const form = await request.formData();
        sent.push({ file: await (form.get('file') as Blob).text(), code: form.get('code') });
        return {
          body: {
            ...FOUND,
            integrity: {
              valid: true,
              sha1: 'x',
              document: { id: 'd1', name: 'Contrato.pdf' },
              message: 'ok',
            },
          },
        };
      },
    });
    renderApp('/public/checker');
    fireEvent.click(await screen.findByRole('tab', { name: 'Integridade do documento' }));
    // The picker is the app's own drop zone (as in the wizard), one PDF at a time, naming the choice.
    const zone = screen.getByTestId('file-drop-zone');
    expect(within(zone).getByText('Arraste e solte o arquivo PDF aqui')).toBeTruthy();
    expect(screen.getByLabelText('1. Selecione o arquivo PDF').hasAttribute('multiple')).toBe(false);
    pick(aPdf('Contrato.pdf'));
    expect(within(zone).getByText('Contrato.pdf (1 KB)')).toBeTruthy();
    verify();
    expect((await screen.findByRole('status')).textContent).toBe(
      'O arquivo corresponde ao documento assinado “Contrato.pdf”.',
    );
    expect(sent).toEqual([{ file: 'Contrato.pdf', code: null }]);
  });

  it('says when a picked PDF matches no signed document', async () => {
    fakeApi({});
    answerUploads({
      [VALIDATE]: () => ({
        body: { integrity: { valid: false, sha1: 'x', document: null, message: 'none' } },
      }),
    });
    renderApp('/public/checker');
    fireEvent.click(await screen.findByRole('tab', { name: 'Integridade do documento' }));
    pick(aPdf('outro.pdf'));
    verify();
    expect((await screen.findByRole('status')).textContent).toBe(
      'O arquivo não corresponde a nenhum documento assinado.',
    );
  });

  it.each([
    [
      'a file that is not a PDF',
      new File(['x'], 'foto.png', { type: 'image/png' }),
      'Selecione um arquivo PDF.',
    ],
    ['a PDF over 5 MB', aPdf('grande.pdf', 5 * 1024 * 1024 + 1), 'O arquivo deve ter no máximo 5 MB.'],
  ])('refuses %s without calling the server', async (_name, file, message) => {
    const api = fakeApi({});
    renderApp('/public/checker');
    fireEvent.click(await screen.findByRole('tab', { name: 'Integridade do documento' }));
    pick(file);
    verify();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(api.to(VALIDATE)).toHaveLength(0);
  });

  const uploadPage = async (history: ValidationResult['history'], extra: ValidationResult = {}) => {
    fakeApi({});
    answerUploads({
      [VALIDATE]: () => ({
        body: { integrity: { valid: false, sha1: 'x', document: null, message: 'none' }, history, ...extra },
      }),
    });
    renderApp('/public/checker');
    fireEvent.click(await screen.findByRole('tab', { name: 'Integridade do documento' }));
    pick(aPdf('folha-de-assinaturas.pdf'));
    verify();
    return screen.findByRole('group', { name: 'Histórico anexado à folha de assinaturas' });
  };

  it('says the history attached to a signature page holds, instead of calling the page unmatched', async () => {
    const group = await uploadPage({ valid: true, entries: 12, matches_record: true }, FOUND);
    expect(within(group).getByRole('status').textContent).toBe(
      'A cadeia do histórico confere: 12 registros, cada um ligado ao anterior pelo hash. ' +
        'Ela termina no último registro que guardamos deste envelope.',
    );
    expect(screen.queryByText('O arquivo não corresponde a nenhum documento assinado.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contrato' })).toBeTruthy();
  });

  it('names the tampered entry of the attached history and why it fails', async () => {
    const group = await uploadPage({
      valid: false,
      entries: 12,
      sequence: 7,
      reason: 'content',
      message: 'History entry 7: content does not match its hash.',
      matches_record: false,
    });
    expect(within(group).getByRole('status').textContent).toBe(
      'O histórico foi alterado: o registro 7 não confere (o conteúdo não corresponde ao hash).',
    );
  });

  it('says a chain that holds but is none of ours is not a Rubrica history', async () => {
    const group = await uploadPage({ valid: true, entries: 1, matches_record: false });
    expect(within(group).getByRole('status').textContent).toContain(
      'não termina em nenhum registro que guardamos',
    );
  });

  it('offers the government validator in a new tab when an ICP-Brasil certificate signed', async () => {
    fakeApi({
      [VALIDATE]: { body: { ...FOUND, envelope: { ...FOUND.envelope!, qualified_signatures: true } } },
    });
    renderApp('/public/checker?code=ABC123');
    const iti = await screen.findByRole('group', { name: 'Assinaturas com certificado ICP-Brasil' });
    const link = within(iti).getByRole('link', { name: /Validar no ITI \(VALIDAR\)/ });
    expect(link.getAttribute('href')).toBe('https://validar.iti.gov.br/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('offers no government check for an envelope without qualified signatures', async () => {
    fakeApi({ [VALIDATE]: { body: FOUND } });
    renderApp('/public/checker?code=ABC123');
    await screen.findByRole('region', { name: 'Resultado da verificação' });
    expect(screen.queryByRole('group', { name: 'Assinaturas com certificado ICP-Brasil' })).toBeNull();
  });

  it('links to the government validator in a new tab', async () => {
    fakeApi({});
    renderApp('/public/checker');
    const link = await screen.findByRole('link', { name: /Validar no ITI/ });
    expect(link.getAttribute('href')).toBe('https://validar.iti.gov.br/');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
