import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type {
  LinkRecipient,
  RecipientView,
  ViewDocument,
  ViewField,
  ViewIdentifier,
} from '../../../lib/envelopes/recipient-view.js';
import {
  answerUploads,
  aRecipientEntry,
  aRecipientView,
  onAPhone,
} from '../../../testing/envelope-fixtures.js';
import { fakeApi, signedInApi } from '../../../testing/fake-api.js';
import { renderApp } from '../../../testing/render-app.js';

vi.mock('../utils/pdf-loader.js', async () =>
  (await import('../../../testing/fake-pdf-loader.js')).fakePdfLoader(2),
);
vi.mock('../utils/capture-jpeg.js', () => ({
  captureJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

const TOKEN = 'tok-123';
const VIEW = `GET /api/p/envelopes/recipients/${TOKEN}`;
const ACT = `POST /api/p/envelopes/recipients/${TOKEN}`;

const me = aRecipientEntry({ name: 'Ana Clara Souza', email: 'ana@example.com' });
const other = aRecipientEntry({ name: 'Bruno Lima', email: 'bruno@example.com', state: 'done' });

const aField = (overrides: Partial<ViewField>): ViewField => ({
  id: `field-${Math.random().toString(36).slice(2)}`,
  recipient: me.id,
  type: 'text',
  title: 'Cargo',
  name: null,
  value: null,
  options: null,
  is_required: true,
  disabled: false,
  widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.2, width: 0.3, height: 0.05 }],
  ...overrides,
});

const aDocument = (overrides: Partial<ViewDocument> = {}): ViewDocument => ({
  id: 'doc-1',
  name: 'Contrato.pdf',
  pages: 2,
  links: { display: `/api/p/envelopes/${TOKEN}/documents/doc-1/display` },
  fields: [],
  contents: [],
  ...overrides,
});

const aView = (
  overrides: Partial<Omit<RecipientView, 'recipient'>> & { recipient?: Partial<LinkRecipient> } = {},
): RecipientView => {
  const { recipient, ...rest } = overrides;
  return aRecipientView({
    id: 'env-1',
    title: 'Contrato de prestação',
    state: 'in-transit',
    created_at: '2026-03-01T12:00:00.000Z',
    expire_at: null,
    sender: { name: 'Carlos Remetente', email: 'carlos@example.com' },
    recipients: [me, other],
    documents: [aDocument()],
    ...rest,
    recipient: { ...me, action: 'sign', is_current: true, can_act: true, is_sender: false, ...recipient },
  });
};

/** A visitor without a session opens the e-mail link (the public variant). */
const openAsVisitor = (view: RecipientView, routes: Parameters<typeof fakeApi>[0] = {}) => {
  const api = fakeApi({ [VIEW]: { body: view, status: 200 }, ...routes });
  const rendered = renderApp(`/business/envelopes/viewer/${TOKEN}`);
  return { api, ...rendered };
};

/** A signed-in member opens the viewer (the gateway's readable CSRF cookie marks the session). */
const openAsMember = (view: RecipientView, routes: Parameters<typeof fakeApi>[0] = {}) => {
  document.cookie = 'rubrica_csrf=csrf-1; Path=/';
  const api = signedInApi({ routes: { [VIEW]: { body: view }, ...routes } });
  const rendered = renderApp(`/business/envelopes/viewer/${TOKEN}`);
  return { api, ...rendered };
};

const closeInfo = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Informações do envelope' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});

describe('signing viewer: loading', () => {
  it('opens the info modal with sender, deadline line, recipients with type and state, and envelope state', async () => {
    const { api } = openAsVisitor(aView({ expire_at: '2099-05-10T15:00:00.000Z' }));
    const dialog = await screen.findByRole('dialog', { name: 'Informações do envelope' });
    expect(within(dialog).getByText('Carlos Remetente')).toBeTruthy();
    expect(within(dialog).getByTestId('deadline-line').textContent).toMatch(
      /^Prazo para assinatura: 10\/05\/2099/,
    );
    expect(within(dialog).getByText('Bruno Lima')).toBeTruthy();
    expect(within(dialog).getAllByText('Assinante')).toHaveLength(2);
    expect(within(dialog).getByText('Assinado')).toBeTruthy();
    expect(within(dialog).getByText('Em andamento')).toBeTruthy();
    // Bruno has signed: the envelope waits for this signer alone, not for "third parties".
    expect(within(dialog).getByText('Aguardando a sua assinatura.')).toBeTruthy();
    expect(within(dialog).queryByText('Aguardando assinaturas de terceiros.')).toBeNull();
    // The e-mail link opens without a session: nobody is sent to sign in first.
    expect(api.to('GET /api/me')).toHaveLength(0);
  });

  it('says whose action the envelope waits for: yours and others, or only others once you acted', async () => {
    const pending = { ...other, state: 'waiting' as const };
    const first = openAsVisitor(aView({ recipients: [me, pending] }));
    let dialog = await screen.findByRole('dialog', { name: 'Informações do envelope' });
    expect(within(dialog).getByText('Aguardando a sua ação e a de outros destinatários.')).toBeTruthy();
    first.unmount();
    openAsVisitor(
      aView({
        recipients: [{ ...me, state: 'done' }, pending],
        recipient: { state: 'done', can_act: false, is_current: false },
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Informações do envelope' });
    expect(within(dialog).getByText('Aguardando assinaturas de terceiros.')).toBeTruthy();
  });

  it('gives approvers the approval deadline and says when there is none', async () => {
    openAsVisitor(
      aView({ expire_at: '2099-05-10T15:00:00.000Z', recipient: { type: 'approver', action: 'approve' } }),
    );
    expect((await screen.findByTestId('deadline-line')).textContent).toMatch(/^Prazo para aprovação/);
  });

  it("shows 'no deadline' without one", async () => {
    openAsVisitor(aView());
    expect((await screen.findByTestId('deadline-line')).textContent).toBe('Sem prazo');
  });

  it("alerts 'invalid token' and goes to the 404 page when the token is refused (400)", async () => {
    fakeApi({ [VIEW]: { status: 400, body: { message: 'invalid token' } } });
    const { router } = renderApp(`/business/envelopes/viewer/${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('Token inválido.')).toBeTruthy();
  });

  it('fetches before the info modal only the signature images that were made, none that do not exist', async () => {
    const made = aView();
    const { api } = openAsMember({
      ...made,
      recipient: { ...made.recipient, signature_images: { signature: true, initials: false } },
    });
    await screen.findByRole('dialog', { name: 'Informações do envelope' });
    expect(api.to(`GET /api/p/signature-profiles/${TOKEN}/signature/preview`)).toHaveLength(1);
    expect(api.to(`GET /api/p/signature-profiles/${TOKEN}/initials/preview`)).toHaveLength(0);
    // The member's saved images are looked for when a signature field is clicked, not on load.
    expect(api.to('GET /api/signature-profiles/signature/preview')).toHaveLength(0);
    expect(api.to('GET /api/signature-profiles/initials/preview')).toHaveLength(0);
  });

  it('asks for no preview at all when the recipient has made no image yet', async () => {
    const { api } = openAsVisitor(aView());
    await screen.findByRole('dialog', { name: 'Informações do envelope' });
    expect(api.requests.filter((request) => request.path.includes('/preview'))).toHaveLength(0);
  });
});

describe('signing viewer: terms and fields', () => {
  it('makes a visitor who may sign tick the terms checkbox before completing', async () => {
    openAsVisitor(aView());
    await closeInfo();
    const complete = screen.getByRole('button', { name: 'Concluir' }) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
    expect(complete.disabled).toBe(false);
  });

  it('asks a signed-in member for no terms checkbox', async () => {
    openAsMember(aView());
    await closeInfo();
    expect(screen.queryByRole('checkbox', { name: /Termos de Uso/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Concluir' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("lets the recipient fill their own fields and shows others' read-only", async () => {
    const mine = aField({ title: 'Cargo' });
    const theirs = aField({ recipient: other.id, title: 'Matrícula', value: '123' });
    const { api } = openAsVisitor(aView({ documents: [aDocument({ fields: [mine, theirs] })] }), {
      [`PATCH /api/p/envelopes/recipients/${TOKEN}/fields/${mine.id}`]: {
        body: { ...mine, value: 'Diretora' },
      },
    });
    await closeInfo();
    const own = screen.getByRole('textbox', { name: 'Cargo' }) as HTMLInputElement;
    const others = screen.getByRole('textbox', { name: 'Matrícula de Bruno Lima' }) as HTMLInputElement;
    expect(own.disabled).toBe(false);
    expect(others.disabled).toBe(true);
    fireEvent.change(own, { target: { value: 'Diretora' } });
    fireEvent.blur(own);
    await waitFor(() =>
      expect(api.to(`PATCH /api/p/envelopes/recipients/${TOKEN}/fields/${mine.id}`)[0]?.body).toEqual({
        value: 'Diretora',
      }),
    );
  });

  it("draws nothing over a done recipient's fields, whose values the page already shows", async () => {
    const pending = aRecipientEntry({ name: 'Carla Dias', email: 'carla@example.com', state: 'waiting' });
    const signed = aField({ recipient: other.id, type: 'signature', title: null, name: null });
    const filled = aField({ recipient: other.id, title: 'Matrícula', value: '123' });
    const waiting = aField({ recipient: pending.id, title: 'Cidade' });
    openAsVisitor(
      aView({
        recipients: [me, other, pending],
        documents: [aDocument({ fields: [signed, filled, waiting] })],
      }),
    );
    await closeInfo();
    const done = [
      screen.getByRole('button', { name: /de Bruno Lima/ }),
      screen.getByRole('textbox', { name: 'Matrícula de Bruno Lima' }),
    ];
    for (const control of done) {
      expect(control.className).toMatch(/fieldDone/);
      expect((control as HTMLElement).style.backgroundColor).toBe('');
    }
    expect(screen.getByRole('textbox', { name: 'Cidade de Carla Dias' }).className).not.toMatch(/fieldDone/);
  });

  it('jumps to the next empty required field, switching documents when needed', async () => {
    const first = aField({ id: 'f-first', value: 'ok' });
    const second = aField({ id: 'f-second', title: 'Cidade' });
    openAsVisitor(
      aView({
        documents: [
          aDocument({ fields: [first] }),
          aDocument({ id: 'doc-2', name: 'Anexo.pdf', fields: [second], links: { display: '/api/x/doc-2' } }),
        ],
      }),
    );
    await closeInfo();
    expect(screen.queryByRole('textbox', { name: 'Cidade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Próximo campo obrigatório (1)' }));
    const target = await screen.findByRole('textbox', { name: 'Cidade' });
    expect((screen.getByRole('combobox', { name: 'Documento' }) as HTMLSelectElement).value).toBe('doc-2');
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.className).toMatch(/fieldHighlight/);
  });

  it('goes to the first empty required field 3 s after the document loads, highlighted for 1.7 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const field = aField({ title: 'Cidade' });
    openAsVisitor(aView({ documents: [aDocument({ fields: [field] })] }));
    await closeInfo();
    const input = screen.getByRole('textbox', { name: 'Cidade' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(document.activeElement).not.toBe(input);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(document.activeElement).toBe(input);
    expect(input.className).toMatch(/fieldHighlight/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1700);
    });
    expect(input.className).not.toMatch(/fieldHighlight/);
  });

  it('leaves the auto-jump until the info modal is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openAsVisitor(aView({ documents: [aDocument({ fields: [aField({ title: 'Cidade' })] })] }));
    await screen.findByRole('dialog', { name: 'Informações do envelope' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    const input = screen.getByRole('textbox', { name: 'Cidade' });
    expect(document.activeElement).not.toBe(input);
    await closeInfo();
    expect(document.activeElement).toBe(input);
  });

  it('reverts the page input to the current page for 0 or a page above the count', async () => {
    openAsVisitor(aView());
    await closeInfo();
    const input = screen.getByRole('textbox', { name: 'Número da página' }) as HTMLInputElement;
    await waitFor(() => expect(screen.getByText('de 2')).toBeTruthy());
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('1');
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2');
  });

  it('zooms between 60% and 110% on a desktop', async () => {
    openAsVisitor(aView());
    await closeInfo();
    const zoomOut = screen.getByRole('button', { name: 'Diminuir zoom' }) as HTMLButtonElement;
    const zoomIn = screen.getByRole('button', { name: 'Aumentar zoom' }) as HTMLButtonElement;
    fireEvent.click(zoomIn);
    expect(screen.getByTestId('zoom-level').textContent).toBe('110%');
    expect(zoomIn.disabled).toBe(true);
    for (let step = 0; step < 5; step += 1) fireEvent.click(zoomOut);
    expect(screen.getByTestId('zoom-level').textContent).toBe('60%');
    expect(zoomOut.disabled).toBe(true);
  });

  it('downloads the envelope from the options menu, and warns that signatures wait for completion', async () => {
    const { api } = openAsVisitor(aView(), { [`GET /api/p/envelopes/${TOKEN}/download`]: { body: {} } });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Baixar envelope' }));
    await waitFor(() => expect(api.to(`GET /api/p/envelopes/${TOKEN}/download`)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Opções' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Baixar folha de assinaturas' }));
    expect(await screen.findByText(/fica disponível quando o envelope for concluído/)).toBeTruthy();
    expect(api.to(`GET /api/p/envelopes/${TOKEN}/background-sheet/download`)).toHaveLength(0);
  });

  it('zooms from 100% to 200% with the control on a phone', async () => {
    onAPhone();
    openAsVisitor(aView());
    await closeInfo();
    const control = screen.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement;
    expect([control.min, control.max, control.value]).toEqual(['100', '200', '100']);
    fireEvent.change(control, { target: { value: '150' } });
    expect(control.value).toBe('150');
  });
});

describe('signing viewer: reject and cancel', () => {
  it('requires a reason to reject, then sends it', async () => {
    const { api } = openAsMember(aView(), {
      [`DELETE /api/p/envelopes/recipients/${TOKEN}`]: { status: 204 },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Recusar envelope' });
    const confirm = within(dialog).getByRole('button', { name: 'Recusar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), { target: { value: '   ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Motivo da recusa'), {
      target: { value: 'Valor errado' },
    });
    fireEvent.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Envelope recusado' })).toBeTruthy();
    expect(api.to(`DELETE /api/p/envelopes/recipients/${TOKEN}`)[0]?.body).toEqual({
      reason: 'Valor errado',
    });
  });

  it('lets the sender cancel instead, with no reason', async () => {
    const { api } = openAsMember(aView({ recipient: { is_sender: true } }), {
      [`DELETE /api/p/envelopes/recipients/${TOKEN}`]: { status: 204 },
    });
    await closeInfo();
    expect(screen.queryByRole('button', { name: 'Recusar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envelope' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar envelope' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar envelope' }));
    expect(await screen.findByRole('dialog', { name: 'Envelope cancelado' })).toBeTruthy();
    expect(api.to(`DELETE /api/p/envelopes/recipients/${TOKEN}`)[0]?.body).toEqual({});
  });
});

describe('signing viewer: acting', () => {
  const signingNow = aView({ recipient: { state: 'signing', can_act: false } });

  it('shows the request-sent modal on 202 and reads the envelope again', async () => {
    let views = 0;
    const { api } = openAsMember(aView(), {
      [VIEW]: () => ({ body: views++ === 0 ? aView() : signingNow }),
      [ACT]: { status: 202, body: { state: 'signing', envelope_state: 'in-transit' } },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('dialog', { name: 'Solicitação enviada' })).toBeTruthy();
    await waitFor(() => expect(api.to(VIEW).length).toBeGreaterThan(1));
    expect(api.to(ACT)).toHaveLength(1);
  });

  it('shows the done modal once the signer is done, and visitors the sign-in and create-account buttons', async () => {
    let views = 0;
    openAsVisitor(aView(), {
      [VIEW]: () => ({
        body: views++ === 0 ? aView() : aView({ recipient: { state: 'done', can_act: false } }),
      }),
      [ACT]: { status: 202, body: {} },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const done = await screen.findByRole('dialog', { name: 'Documento assinado' });
    expect(within(done).getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe(
      '/auth/login?continue=%2Fbusiness%2Fdashboard',
    );
    expect(within(done).getByRole('link', { name: 'Criar conta' })).toBeTruthy();
  });

  it('shows approvers the approve modal', async () => {
    let views = 0;
    openAsMember(aView({ recipient: { type: 'approver', action: 'approve' } }), {
      [VIEW]: () => ({
        body:
          views++ === 0
            ? aView({ recipient: { type: 'approver', action: 'approve' } })
            : aView({ recipient: { type: 'approver', action: 'approve', state: 'done', can_act: false } }),
      }),
      [ACT]: { status: 202, body: {} },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByRole('dialog', { name: 'Envelope aprovado' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('tells a viewer who confirms following that it is confirmed, not that they signed', async () => {
    const follower = { type: 'carbon-copy' as const, action: 'follow' as const };
    let views = 0;
    openAsMember(aView({ recipient: follower }), {
      [VIEW]: () => ({
        body:
          views++ === 0
            ? aView({ recipient: follower })
            : aView({ recipient: { ...follower, state: 'following', can_act: false } }),
      }),
      [ACT]: { status: 202, body: {} },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar acompanhamento' }));
    expect(await screen.findByRole('dialog', { name: 'Acompanhamento confirmado' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Documento assinado' })).toBeNull();
  });

  it('shows the failure modal with retry when the envelope halts, and retries', async () => {
    let views = 0;
    const { api } = openAsMember(aView(), {
      [VIEW]: () => ({
        body:
          views++ === 0 ? aView() : aView({ state: 'halted', recipient: { state: 'failed', can_act: true } }),
      }),
      [ACT]: { status: 202, body: {} },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const failure = await screen.findByRole('dialog', { name: 'Falha na assinatura' });
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(api.to(ACT)).toHaveLength(2));
  });

  it('shows the failure modal when the call fails', async () => {
    openAsMember(aView(), { [ACT]: { status: 500, body: { message: 'boom' } } });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('dialog', { name: 'Falha na assinatura' })).toBeTruthy();
  });

  it('jumps to an empty required field instead of acting', async () => {
    const { api } = openAsMember(
      aView({ documents: [aDocument({ fields: [aField({ title: 'Cidade' })] })] }),
    );
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Cidade' })));
    expect(api.to(ACT)).toHaveLength(0);
  });
});

describe('signing viewer: a link that dies while the page is open', () => {
  const STATUS = `GET /api/p/envelopes/recipients/${TOKEN}/status`;
  // What the envelopes and signing services answer a token that no longer opens anything.
  const DEAD = { status: 400, body: { message: 'Link inválido', code: 'token.invalid' } };
  const statusOf = (status: string, state: string, ended_at: string | null = '2026-11-21T15:00:00.000Z') => ({
    status,
    envelope: { title: 'Contrato de prestação', state, ended_at, expire_at: ended_at, locale: 'pt-BR' },
    recipient: { name: 'Ana Clara Souza', type: 'signer', state: 'waiting', acted_at: null },
    download_token: null,
  });
  const STILL_OPEN = statusOf('open', 'in-transit', null);

  /** The viewer opens on a live link; from the first action on, the link answers `after`. */
  const openThenClose = (after: object, language: 'pt-BR' | 'es' = 'pt-BR') => {
    let live = true;
    const routes = {
      [VIEW]: {
        body: aView({
          documents: [aDocument({ fields: [aField({ id: 'f-cargo', title: 'Cargo', is_required: false })] })],
        }),
      },
      [STATUS]: () => ({ body: live ? STILL_OPEN : after }),
      [ACT]: () => ((live = false), DEAD),
      [`PATCH /api/p/envelopes/recipients/${TOKEN}/fields/f-cargo`]: () => ((live = false), DEAD),
      [`POST /api/p/signature-profiles/${TOKEN}/signature`]: () => (
        (live = false),
        { status: 400, body: { message: 'Enlace no válido.', code: 'signature_profile.invalid_token' } }
      ),
    };
    const api = fakeApi(routes);
    const rendered = renderApp(`/business/envelopes/viewer/${TOKEN}`, language);
    return { api, ...rendered };
  };

  it('explains a cancelled envelope when the recipient fills a field, naming the sender, with no raw error', async () => {
    openThenClose(statusOf('cancelled', 'cancelled'));
    await closeInfo();
    const field = screen.getByRole('textbox', { name: 'Cargo' });
    fireEvent.change(field, { target: { value: 'Diretora' } });
    fireEvent.blur(field);
    expect(await screen.findByRole('heading', { level: 1, name: 'Envelope cancelado' })).toBeTruthy();
    expect(screen.getByText(/sua ação não foi registrada/)).toBeTruthy();
    expect(screen.getByText(/^O remetente cancelou o envelope em 21\/11\/2026/)).toBeTruthy();
    expect(
      screen.getByText('Em caso de dúvida, fale com Carlos Remetente (carlos@example.com).'),
    ).toBeTruthy();
    expect(screen.queryByText(/Link inválido|Token inválido|não pôde ser concluída/)).toBeNull();
  });

  it('explains an expired envelope in Spanish when the recipient completes', async () => {
    openThenClose(statusOf('expired', 'expired'), 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Información del sobre' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Términos de Uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Completar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre vencido' })).toBeTruthy();
    expect(screen.getByText(/su acción no se registró/)).toBeTruthy();
    expect(screen.getByText(/pida al remitente que lo envíe de nuevo/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Error en la firma' })).toBeNull();
    expect(screen.queryByText(/Enlace no válido/)).toBeNull();
  });

  it('says the sender withdrew the link when it became unknown, instead of calling it mangled', async () => {
    openThenClose({ status: 'invalid', envelope: null, recipient: null, download_token: null });
    await closeInfo();
    fireEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link desativado' })).toBeTruthy();
    expect(screen.getByText(/O remetente alterou os destinatários deste envelope/)).toBeTruthy();
    expect(screen.queryByText(/Confira se você o copiou inteiro/)).toBeNull();
  });

  it('keeps its own error when the link still works', async () => {
    const { api } = openThenClose(STILL_OPEN);
    api.answer(ACT, { status: 500, body: { message: 'boom' } });
    await closeInfo();
    fireEvent.click(screen.getByRole('checkbox', { name: /Termos de Uso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('dialog', { name: 'Falha na assinatura' })).toBeTruthy();
  });
});

describe('signing viewer: identifiers', () => {
  it('asks for a missing CPF before acting, refusing one with wrong check digits', async () => {
    const cpf: ViewIdentifier = {
      code: 'CPF',
      title: 'CPF',
      is_required: true,
      value: null,
      is_filled: false,
    };
    const { api } = openAsMember(
      aView({
        recipient: {
          addressees: [{ name: 'Ana', value: 'ana@example.com', via: 'email', identifiers: [cpf] }],
        },
      }),
      {
        [`PUT /api/p/envelopes/recipients/${TOKEN}/identifiers/CPF`]: { body: {} },
        [ACT]: { status: 202, body: {} },
      },
    );
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirme seus dados' });
    const input = within(dialog).getByLabelText('CPF') as HTMLInputElement;
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    fireEvent.change(input, { target: { value: '52998224724' } });
    expect(input.value).toBe('529.982.247-24');
    expect(within(dialog).getByText('CPF inválido.')).toBeTruthy();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '52998224725' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(api.to(ACT)).toHaveLength(1));
    expect(api.to(`PUT /api/p/envelopes/recipients/${TOKEN}/identifiers/CPF`)[0]?.body).toEqual({
      value: '529.982.247-25',
    });
  });
});

describe('signing viewer: photo identifier', () => {
  const photoIdentifier: ViewIdentifier = {
    code: 'PHOTO',
    title: 'Foto',
    is_required: true,
    value: null,
    is_filled: false,
  };
  const withPhoto = aView({
    recipient: {
      addressees: [
        {
          name: 'Ana Clara Souza',
          value: 'ana@example.com',
          via: 'email',
          identifiers: [photoIdentifier],
        },
      ],
    },
  });

  it('runs instructions, camera, review and send before acting, the photo going as a PUT override', async () => {
    const stop = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop }] })) },
    });
    const { api } = openAsMember(withPhoto, { [ACT]: { status: 202, body: {} } });
    const uploads: { override: string | null; form: FormData }[] = [];
    answerUploads({
      [`POST /api/p/envelopes/recipients/${TOKEN}/identifiers/PHOTO`]: async (request) => {
        uploads.push({
          override: request.headers.get('X-HTTP-Method-Override'),
          form: await request.formData(),
        });
        return { body: {} };
      },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    const dialog = screen.getByRole('dialog', { name: 'Foto de identificação' });
    expect(within(dialog).getByText('Fique em um lugar bem iluminado.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abrir câmera' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tirar foto' }));
    expect(await within(dialog).findByText('Confira a foto antes de enviar.')).toBeTruthy();
    expect(stop).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tirar outra' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Tirar foto' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Enviar foto' }));
    await waitFor(() => expect(api.to(ACT)).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.override).toBe('PUT');
    expect((uploads[0]!.form.get('file') as Blob).type).toBe('image/jpeg');
  });

  it('says when the camera cannot be opened, and offers to try again', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    openAsMember(withPhoto);
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));
    expect(await screen.findByText(/Não foi possível acessar a câmera/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('stays on review with an error when the photo upload fails, without acting', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => [] })) },
    });
    const { api } = openAsMember(withPhoto);
    answerUploads({
      [`POST /api/p/envelopes/recipients/${TOKEN}/identifiers/PHOTO`]: () => ({
        status: 422,
        body: { message: 'x' },
      }),
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Abrir câmera' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Tirar foto' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('Não foi possível enviar a foto. Tente novamente.')).toBeTruthy();
    expect(api.to(ACT)).toHaveLength(0);
  });
});

describe('signing viewer: signature creator', () => {
  const withSignature = (type: 'signature' | 'initial') =>
    aView({
      documents: [
        aDocument({ fields: [aField({ type, title: type === 'signature' ? 'Assine' : 'Rubrique' })] }),
      ],
    });

  it('limits a typed signature to 30 characters, and posts it with the first of six fonts', async () => {
    const { api } = openAsVisitor(withSignature('signature'), {
      [`POST /api/p/signature-profiles/${TOKEN}/signature`]: { body: { kind: 'signature' } },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Assine' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar assinatura' });
    const input = within(dialog).getByLabelText('Seu nome') as HTMLInputElement;
    expect(input.value).toBe('Ana Clara Souza');
    expect(input.maxLength).toBe(30);
    fireEvent.change(input, { target: { value: 'A'.repeat(40) } });
    expect(input.value).toHaveLength(30);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
    expect((within(dialog).getByRole('radio', { name: 'Estilo 1' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(input, { target: { value: 'Ana C. Souza' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar e usar' }));
    await waitFor(() =>
      expect(api.to(`POST /api/p/signature-profiles/${TOKEN}/signature`)[0]?.body).toEqual({
        type: 'text',
        text: 'Ana C. Souza',
        font: 'dancing-script',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Criar assinatura' })).toBeNull());
  });

  it('defaults initials to the first letters of the name and limits them to 5', async () => {
    openAsVisitor(withSignature('initial'));
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Rubrique' }));
    const input = within(screen.getByRole('dialog', { name: 'Criar rubrica' })).getByLabelText(
      'Suas iniciais',
    ) as HTMLInputElement;
    expect(input.value).toBe('ACS');
    expect(input.maxLength).toBe(5);
  });

  it('draws on a canvas half as high as wide with 0.8% lines, and drops the drawing on tab change', async () => {
    openAsVisitor(withSignature('signature'));
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Assine' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar assinatura' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Desenhar' }));
    const canvas = within(dialog).getByLabelText('Área de desenho') as HTMLCanvasElement;
    expect(canvas.height).toBe(canvas.width / 2);
    expect(Number(canvas.dataset.lineWidth)).toBeCloseTo(canvas.width * 0.008);
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Digitar' }));
    expect((within(dialog).getByLabelText('Seu nome') as HTMLInputElement).value).toBe('Ana Clara Souza');
  });

  it('refuses an image over 5 MB or of another type', async () => {
    openAsVisitor(withSignature('signature'));
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Assine' }));
    const dialog = screen.getByRole('dialog', { name: 'Criar assinatura' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Enviar imagem' }));
    const input = within(dialog).getByLabelText('Imagem da assinatura');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(within(dialog).getByText('A imagem deve ter no máximo 5 MB.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Salvar e usar' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } });
    expect(within(dialog).getByText('Envie uma imagem PNG, JPEG ou BMP.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(
      (within(dialog).getByRole('button', { name: 'Salvar e usar' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it("reuses a member's saved signature for the field instead of opening the creator", async () => {
    const { api } = openAsMember(withSignature('signature'), {
      'GET /api/signature-profiles/signature/preview': { body: {} },
      [`POST /api/p/signature-profiles/${TOKEN}/signature`]: { body: { kind: 'signature' } },
    });
    await closeInfo();
    fireEvent.click(screen.getByRole('button', { name: 'Assine' }));
    await waitFor(() => expect(api.to(`POST /api/p/signature-profiles/${TOKEN}/signature`)).toHaveLength(1));
    expect(api.to(`POST /api/p/signature-profiles/${TOKEN}/signature`)[0]?.body).toEqual({
      type: 'image',
      image: 'e30=',
    });
    expect(screen.queryByRole('dialog', { name: 'Criar assinatura' })).toBeNull();
  });
});
