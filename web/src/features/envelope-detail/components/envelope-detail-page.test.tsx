import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { Envelope } from '../../../lib/envelopes/envelope-types.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import {
  aDocument,
  aPagedList,
  anEnvelope,
  aRecipient,
  aRecipientView,
  asRecipientEntry,
  recordingQueries,
} from '../../../testing/envelope-fixtures.js';
import { type FakeRoutes, invalidReply, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

// pdf.js needs a real browser; the viewer's frame is what these tests look at.
vi.mock('./pdf-pages.js', () => ({
  default: ({ name }: { name: string }) => <p>Páginas de {name}</p>,
}));

const waiting = aRecipient({
  id: 'rec-1',
  name: 'João Souza',
  email: 'joao@example.com',
  routing_order: 2,
  addressees: [
    {
      name: 'João Souza',
      value: 'joao@example.com',
      via: 'email',
      identifiers: [
        { code: 'CPF', title: 'CPF', value: '123.456.789-09', is_required: true },
        { code: 'PHOTO', title: 'Foto', value: 'https://files.example/photo.jpg', is_required: true },
      ],
    },
  ],
});
const inPerson = aRecipient({
  id: 'rec-2',
  type: 'in-person-signer',
  routing_order: 1,
  state: 'done',
  addressees: [{ name: 'Ana Presencial', value: 'ana@example.com', via: 'face-to-face', identifiers: [] }],
});

const sentEnvelope = (overrides: Partial<Envelope> = {}) =>
  anEnvelope({
    id: 'env-1',
    title: 'Contrato de locação',
    subject: 'Assinatura do contrato',
    recipients: [waiting, inPerson],
    documents: [
      aDocument({
        id: 'doc-1',
        name: 'contrato.pdf',
        links: {
          download: 'https://files.example/contrato.pdf',
          display: 'https://files.example/contrato-view.pdf',
          background_sheet: 'https://files.example/contrato-sheet.pdf',
        },
      }),
    ],
    ...overrides,
  });

const senderApi = (envelope: Envelope, routes: FakeRoutes = {}) =>
  signedInApi({
    routes: {
      'GET /api/envelopes/env-1': { body: envelope },
      'GET /api/envelopes/env-1/notes': { body: aPagedList([]) },
      'GET /api/envelopes/env-1/events': { body: aPagedList([]) },
      ...routes,
    },
  });

const recipientApi = (view: RecipientView, routes: FakeRoutes = {}) =>
  signedInApi({
    routes: { 'GET /api/p/envelopes/recipients/tok-abc': { body: view }, ...routes },
  });

const recipientCard = (name: string) => screen.getByRole('listitem', { name });

describe('envelope detail, sender view', () => {
  it('reads "sent envelope", shows the content fields and goes back to the sent list', async () => {
    senderApi(sentEnvelope({ message: '', expire_at: '2026-04-10T12:00:00.000Z' }));
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope enviado' })).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Informações' });
    expect(within(facts).getByText('Assinatura do contrato')).toBeTruthy();
    expect(within(facts).getByText('Nenhuma mensagem enviada')).toBeTruthy();
    expect(within(facts).getByText('Em andamento')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para enviados' }).getAttribute('href')).toBe(
      '/business/documents/sent',
    );
  });

  it.each([
    ['completed', 'Envelope concluído'],
    ['cancelled', 'Envelope cancelado'],
    ['rejected', 'Envelope recusado'],
    ['expired', 'Envelope expirado'],
    ['draft', 'Rascunho de envelope'],
  ] as const)('is headed by what a %s envelope is now: "%s"', async (state, heading) => {
    senderApi(sentEnvelope({ state }));
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Envelope enviado' })).toBeNull();
  });

  it('says an approver who is done "Aprovado", as the verifier and the signature page do', async () => {
    const approver = aRecipient({
      id: 'rec-3',
      type: 'approver',
      routing_order: 3,
      state: 'done',
      addressees: [{ name: 'Beatriz Aprova', value: 'bia@example.com', via: 'email', identifiers: [] }],
    });
    senderApi(sentEnvelope({ recipients: [waiting, inPerson, approver] }));
    renderApp('/business/documents/info/env-1');
    await screen.findByRole('region', { name: 'Destinatários' });
    expect(within(recipientCard('Beatriz Aprova')).getByText('Aprovado')).toBeTruthy();
    expect(within(recipientCard('Beatriz Aprova')).queryByText('Assinado')).toBeNull();
    expect(within(recipientCard('Ana Presencial')).getByText('Assinado')).toBeTruthy();
  });

  it('shows the message when there is one', async () => {
    senderApi(sentEnvelope({ message: 'Assine até sexta, por favor.' }));
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByText('Assine até sexta, por favor.')).toBeTruthy();
    expect(screen.queryByText('Nenhuma mensagem enviada')).toBeNull();
  });

  it('lists recipients by routing order with their identifiers, hiding images and face-to-face addresses', async () => {
    senderApi(sentEnvelope());
    renderApp('/business/documents/info/env-1');
    const list = (await screen.findByRole('region', { name: 'Destinatários' })).querySelector('ol')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ana Presencial', 'João Souza']);
    const joao = recipientCard('João Souza');
    expect(within(joao).getByText('joao@example.com')).toBeTruthy();
    expect(within(joao).getByText('123.456.789-09')).toBeTruthy();
    expect(within(joao).getByText('Assinante')).toBeTruthy();
    expect(within(joao).queryByText('Foto')).toBeNull();
    const ana = recipientCard('Ana Presencial');
    expect(within(ana).queryByText('ana@example.com')).toBeNull();
    expect(within(ana).getByText('Assinante presencial')).toBeTruthy();
  });

  it('shows the notes, or "no notes added"', async () => {
    senderApi(sentEnvelope(), {
      'GET /api/envelopes/env-1/notes': {
        body: aPagedList([
          {
            message: 'Ajustar a cláusula 3.',
            created_at: '2026-03-03T15:00:00.000Z',
            recipient: { name: 'João Souza', value: 'joao@example.com', state: 'refused' },
          },
          {
            message: 'De acordo.',
            created_at: '2026-03-04T15:00:00.000Z',
            recipient: { name: 'Beatriz Aprova', value: 'bia@example.com', type: 'approver', state: 'done' },
          },
        ]),
      },
    });
    renderApp('/business/documents/info/env-1');
    const notes = await screen.findByRole('region', { name: 'Observações' });
    expect(await within(notes).findByText('Ajustar a cláusula 3.')).toBeTruthy();
    expect(within(notes).getByText('João Souza')).toBeTruthy();
    // An approver's note carries their state as the rest of the page words it.
    expect(within(notes).getByText('Beatriz Aprova').parentElement!.textContent).toContain('Aprovado');
  });

  it('says "no notes added" when there are none', async () => {
    senderApi(sentEnvelope());
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByText('Nenhuma observação adicionada')).toBeTruthy();
  });

  it('has a History tab that pages through the events, newest first', async () => {
    const events = recordingQueries((query: URLSearchParams) =>
      aPagedList(
        [
          {
            id: `ev-${query.get('page')}`,
            message: `Evento da página ${query.get('page')}`,
            actor: { type: 'user', name: 'João Pereira' },
            created_at: '2026-03-01T12:30:00.000Z',
          },
        ],
        { page: Number(query.get('page')), next: query.get('page') === '1', prev: query.get('page') === '2' },
      ),
    );
    senderApi(sentEnvelope(), { 'GET /api/envelopes/env-1/events': events.handler });
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Evento da página 1')).toBeTruthy();
    // Who did it is a column of its own, not part of the sentence.
    expect(screen.getByRole('columnheader', { name: 'Por' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'João Pereira' })).toBeTruthy();
    expect(events.last()!.get('sort')).toBe('-created_at');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Evento da página 2')).toBeTruthy();
    expect(events.last()!.get('page')).toBe('2');
  });

  it('links one document directly and the viewer shows it beside the details', async () => {
    senderApi(sentEnvelope());
    renderApp('/business/documents/info/env-1');
    const link = await screen.findByRole('link', { name: 'Baixar documentos' });
    expect(link.getAttribute('href')).toBe('https://files.example/contrato.pdf');
    expect(await screen.findByText('Páginas de contrato.pdf')).toBeTruthy();
  });

  it('downloads several documents as one zip through the API', async () => {
    const api = senderApi(
      sentEnvelope({
        documents: [aDocument({ id: 'd1', name: 'a.pdf' }), aDocument({ id: 'd2', name: 'b.pdf' })],
      }),
      { 'GET /api/envelopes/env-1/download': { status: 404, body: { message: 'Not found.' } } },
    );
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar documentos' }));
    await waitFor(() => expect(api.to('GET /api/envelopes/env-1/download')).toHaveLength(1));
  });

  it('warns instead of downloading the signature page before the envelope is completed', async () => {
    const api = senderApi(sentEnvelope());
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar folha de assinaturas' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'A folha de assinaturas fica disponível quando o envelope for concluído.',
    );
    expect(api.to('GET /api/envelopes/env-1/background-sheet/download')).toHaveLength(0);
  });

  it('cancels after the keep-or-cancel question, then shows the feedback modal', async () => {
    const api = senderApi(sentEnvelope(), { 'POST /api/envelopes/env-1/cancel': { status: 204 } });
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar envelope' }));
    const question = screen.getByRole('dialog', { name: 'Cancelar envelope?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Manter envelope' }));
    expect(api.to('POST /api/envelopes/env-1/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envelope' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Cancelar envelope?' })).getByRole('button', {
        name: 'Cancelar envelope',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Envelope cancelado' })).toBeTruthy();
    expect(api.to('POST /api/envelopes/env-1/cancel')).toHaveLength(1);
  });

  it('closes the cancel modal with a danger alert carrying the server message when cancelling fails', async () => {
    senderApi(sentEnvelope(), {
      'POST /api/envelopes/env-1/cancel': { status: 409, body: { message: 'O envelope já foi concluído.' } },
    });
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar envelope' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar envelope' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível cancelar o envelope. O envelope já foi concluído.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers cancel and resend only while the envelope is in transit', async () => {
    senderApi(sentEnvelope({ state: 'completed' }));
    renderApp('/business/documents/info/env-1');
    await screen.findByRole('heading', { level: 1, name: 'Envelope concluído' });
    expect(screen.queryByRole('button', { name: 'Cancelar envelope' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reenviar notificação' })).toBeNull();
  });

  it('resends the notification and says so', async () => {
    const api = senderApi(sentEnvelope(), { 'POST /api/envelopes/env-1/renotify': { status: 204 } });
    renderApp('/business/documents/info/env-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar notificação' }));
    expect((await screen.findByRole('status')).textContent).toContain('Notificação reenviada.');
    expect(api.to('POST /api/envelopes/env-1/renotify')).toHaveLength(1);
  });

  it('does not offer resending when every recipient signs face to face', async () => {
    senderApi(sentEnvelope({ recipients: [inPerson] }));
    renderApp('/business/documents/info/env-1');
    await screen.findByRole('heading', { level: 1, name: 'Envelope enviado' });
    expect(screen.queryByRole('button', { name: 'Reenviar notificação' })).toBeNull();
  });

  it('offers the edit pencil only on waiting recipients who are not face to face', async () => {
    senderApi(
      sentEnvelope({
        recipients: [
          waiting,
          aRecipient({ name: 'Já assinou', state: 'done' }),
          aRecipient({
            name: 'Presencial esperando',
            addressees: [
              { name: 'Presencial esperando', value: 'p@example.com', via: 'face-to-face', identifiers: [] },
            ],
          }),
        ],
      }),
    );
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByRole('button', { name: 'Editar destinatário João Souza' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar destinatário Já assinou' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar destinatário Presencial esperando' })).toBeNull();
  });
});

describe('edit recipient', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Editar destinatário João Souza' }));
    return screen.getByRole('dialog', { name: 'Editar destinatário' });
  };

  it('keeps Next disabled while the name is empty or the e-mail invalid', async () => {
    senderApi(sentEnvelope());
    renderApp('/business/documents/info/env-1');
    const dialog = await open();
    const next = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Avançar' });
    expect(next.disabled).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'joao@' } });
    expect(next.disabled).toBe(true);
    expect(within(dialog).getByText('Informe um e-mail válido.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'joao.novo@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: '  ' } });
    expect(next.disabled).toBe(true);
    expect(within(dialog).getByText('Informe o nome.')).toBeTruthy();
  });

  it('compares current and modified values, then sends name and addressees', async () => {
    const api = senderApi(sentEnvelope(), { 'PATCH /api/envelopes/env-1/recipients/rec-1': { body: {} } });
    renderApp('/business/documents/info/env-1');
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'João P. Souza' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'joao.novo@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avançar' }));

    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['NomeJoão SouzaJoão P. Souza', 'E-mailjoao@example.comjoao.novo@example.com']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    expect((await screen.findByRole('status')).textContent).toContain('Destinatário atualizado.');
    const body = api.to('PATCH /api/envelopes/env-1/recipients/rec-1')[0]!.body as {
      name: string;
      addressees: Array<{ name: string; value: string; via: string }>;
    };
    expect(body.name).toBe('João P. Souza');
    expect(body.addressees[0]).toMatchObject({
      name: 'João P. Souza',
      value: 'joao.novo@example.com',
      via: 'email',
    });
  });

  it("places the server's field errors under the fields, back on the first step", async () => {
    senderApi(sentEnvelope(), {
      'PATCH /api/envelopes/env-1/recipients/rec-1': invalidReply('Dados inválidos.', {
        'addressees.0.value': ['Este e-mail já está no envelope.'],
      }),
    });
    renderApp('/business/documents/info/env-1');
    const dialog = await open();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avançar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const email = await within(dialog).findByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Este e-mail já está no envelope.',
    );
  });

  it('shows the operation-processing error modal when the change fails otherwise', async () => {
    senderApi(sentEnvelope(), {
      'PATCH /api/envelopes/env-1/recipients/rec-1': { status: 500, body: { message: 'Falha interna.' } },
    });
    renderApp('/business/documents/info/env-1');
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avançar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const error = await screen.findByRole('dialog', { name: 'Erro ao processar a operação' });
    expect(within(error).getByText('Falha interna.')).toBeTruthy();
  });
});

describe('envelope detail, recipient view by token', () => {
  // The server answers the envelope itself, the link's recipient inside it.
  const item = aRecipientView({
    ...sentEnvelope({ id: 'env-9', sender: { name: 'Carlos Lima', email: 'carlos@example.com' } }),
    created_at: '2026-03-01T12:00:00.000Z',
    recipients: [waiting, inPerson].map(asRecipientEntry),
    documents: [],
    recipient: { id: 'rec-me', state: 'waiting' },
  });

  it('shows the envelope the token view answers, with its recipients and title', async () => {
    recipientApi(item);
    renderApp('/business/documents/info/env-9/tok-abc');
    const facts = await screen.findByRole('region', { name: 'Informações' });
    expect(within(facts).getByText('Assinatura do contrato')).toBeTruthy();
    expect(within(facts).getByText('Em andamento')).toBeTruthy();
    expect(recipientCard('João Souza')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy();
  });

  it('reads "received envelope", has no History tab nor notes, and goes back to the inbox', async () => {
    const api = recipientApi(item);
    renderApp('/business/documents/info/env-9/tok-abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope recebido' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Detalhes' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Histórico' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Observações' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar destinatário/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar envelope' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para recebidos' }).getAttribute('href')).toBe(
      '/business/documents/inbox',
    );
    expect(api.to('GET /api/envelopes/env-9/notes')).toHaveLength(0);
    expect(api.to('GET /api/envelopes/env-9/events')).toHaveLength(0);
  });

  it('requires a reason to reject, then rejects with it and shows the rejected modal', async () => {
    const api = recipientApi(item, { 'DELETE /api/p/envelopes/recipients/tok-abc': { status: 204 } });
    renderApp('/business/documents/info/env-9/tok-abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar envelope' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(within(dialog).getByText('Informe o motivo da recusa.')).toBeTruthy();
    expect(api.to('DELETE /api/p/envelopes/recipients/tok-abc')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), {
      target: { value: '  Valor errado.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await screen.findByRole('dialog', { name: 'Envelope recusado' })).toBeTruthy();
    expect(api.to('DELETE /api/p/envelopes/recipients/tok-abc')[0]!.body).toEqual({
      reason: 'Valor errado.',
    });
  });

  it('closes the reject modal with a danger alert when rejecting fails', async () => {
    recipientApi(item, {
      'DELETE /api/p/envelopes/recipients/tok-abc': {
        status: 409,
        body: { message: 'Envelope já concluído.' },
      },
    });
    renderApp('/business/documents/info/env-9/tok-abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar envelope' });
    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), {
      target: { value: 'Não concordo.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível recusar o envelope. Envelope já concluído.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not offer reject once the recipient has acted', async () => {
    recipientApi({ ...item, recipient: { ...item.recipient, state: 'done' } });
    renderApp('/business/documents/info/env-9/tok-abc');
    await screen.findByRole('heading', { level: 1, name: 'Envelope recebido' });
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
  });

  it('downloads through the token', async () => {
    const api = recipientApi(
      { ...item, state: 'completed' },
      { 'GET /api/p/envelopes/tok-abc/background-sheet/download': { status: 404, body: {} } },
    );
    renderApp('/business/documents/info/env-9/tok-abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar folha de assinaturas' }));
    await waitFor(() =>
      expect(api.to('GET /api/p/envelopes/tok-abc/background-sheet/download')).toHaveLength(1),
    );
  });

  it("goes to the 404 page with an 'invalid token' alert when the token is refused", async () => {
    signedInApi({
      routes: { 'GET /api/p/envelopes/recipients/bad': { status: 400, body: { message: 'Invalid token.' } } },
    });
    const { router } = renderApp('/business/documents/info/env-9/bad');
    expect((await screen.findByRole('alert')).textContent).toContain('Token inválido.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});

describe('envelope detail, failures', () => {
  it('says the envelope was not found in the account', async () => {
    signedInApi({ routes: { 'GET /api/envelopes/env-x': { status: 404, body: { message: 'Not found.' } } } });
    renderApp('/business/documents/info/env-x');
    expect((await screen.findByRole('alert')).textContent).toContain('Envelope não encontrado na sua conta.');
    expect(screen.getByText('Não foi possível exibir este envelope.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para enviados' }).getAttribute('href')).toBe(
      '/business/documents/sent',
    );
  });

  it('shows the operation-processing error modal for other failures', async () => {
    signedInApi({
      routes: { 'GET /api/envelopes/env-x': { status: 500, body: { message: 'Erro inesperado.' } } },
    });
    renderApp('/business/documents/info/env-x');
    const dialog = await screen.findByRole('dialog', { name: 'Erro ao processar a operação' });
    expect(within(dialog).getByText('Erro inesperado.')).toBeTruthy();
  });

  it("treats another member's envelope as received: no history, no sender actions", async () => {
    signedInApi({
      routes: {
        'GET /api/envelopes/env-1': {
          body: sentEnvelope({ sender: { name: 'Outra Pessoa', email: 'outra@example.com' } }),
        },
      },
    });
    renderApp('/business/documents/info/env-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope recebido' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Histórico' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar envelope' })).toBeNull();
  });
});
