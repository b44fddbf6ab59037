import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aDraftDocument, aField, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const STEP_HEADING = /Selecione os documentos|Adicione os destinatários|Posicione os campos|Revise e envie/;
const step = (name: string) => `/business/envelopes/${ENVELOPE_ID}/${name}`;

const openRecipients = async () => {
  const view = renderApp(step('recipients'));
  await screen.findByRole('button', { name: 'Novo destinatário' });
  return view;
};

describe('wizard steps', () => {
  it('shows the steps before the current one as done', async () => {
    wizardApi(aDraft({ recipients: [aRecipient()] }));
    renderApp(step('fields'));
    const steps = await screen.findByRole('navigation', { name: 'Etapas do envelope' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['done', 'done', 'current', 'next']);
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
  });

  it('opens each step at its top, not where the previous step was scrolled to', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    wizardApi(aDraft({ recipients: [aRecipient()] }));
    const { router } = renderApp(step('recipients'));
    await screen.findByRole('button', { name: 'Novo destinatário' });
    scrollTo.mockClear();
    await act(() => router.navigate(step('fields')));
    await screen.findByRole('heading', { name: STEP_HEADING });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});

/** Opens step `from` of a draft with a recipient and navigates to `target`: the router. */
const leave = async (from: string, target: string) => {
  wizardApi(aDraft({ recipients: [aRecipient()] }));
  const { router } = renderApp(step(from));
  await screen.findByRole('heading', { level: 1, name: STEP_HEADING });
  await act(() => router.navigate(target));
  return router;
};

describe('leaving a step (spec §2)', () => {
  it('asks before leaving toward a route that is not an allowed exit; discard leaves without saving', async () => {
    const api = wizardApi();
    const { router } = await openRecipients();
    fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
    await act(() => router.navigate('/business/dashboard'));

    const dialog = await screen.findByRole('dialog', { name: 'Sair do envelope?' });
    expect(router.state.location.pathname).toBe(step('recipients'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/dashboard'));
    expect(
      api.requests.filter((request) => request.method !== 'GET' && request.path.startsWith('/api/envelopes')),
    ).toHaveLength(0);
  });

  it('saves the step, then leaves, with save-and-close', async () => {
    const api = wizardApi(aDraft(), {
      [`POST /api/envelopes/${ENVELOPE_ID}/recipients`]: { status: 201, body: { id: 'r-new' } },
    });
    const { router } = await openRecipients();
    fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Lima' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    await act(() => router.navigate('/business/documents/inbox'));

    const dialog = await screen.findByRole('dialog', { name: 'Sair do envelope?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar e fechar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/documents/inbox'));
    expect(api.to(`POST /api/envelopes/${ENVELOPE_ID}/recipients`)).toHaveLength(1);
  });

  it('stays on the step when the modal is closed', async () => {
    wizardApi();
    const { router } = await openRecipients();
    await act(() => router.navigate('/business/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do envelope?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(step('recipients'));
  });

  it.each([
    ['recipients', '/business/documents/draft'],
    ['recipients', step('documents')],
    ['recipients', step('fields')],
    ['review', '/business/documents/sent'],
    ['review', step('fields')],
  ])('leaves step %s for %s without the modal', async (from, target) => {
    const router = await leave(from, target);
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(screen.queryByRole('dialog', { name: 'Sair do envelope?' })).toBeNull();
  });

  it.each([
    ['documents', step('fields')],
    ['fields', step('documents')],
    ['review', step('recipients')],
  ])('asks before step %s jumps to %s', async (from, target) => {
    await leave(from, target);
    expect(await screen.findByRole('dialog', { name: 'Sair do envelope?' })).toBeTruthy();
  });
});

describe('reopening a saved draft', () => {
  const signature = aField({
    id: 'f-1',
    recipient_id: 'r-1',
    widgets: [{ page: 1, x_axis: 0.1, y_axis: 0.1, width: 0.2, height: 0.07 }],
  });

  it('opens the step the draft was left at, replacing the resume entry', async () => {
    wizardApi(
      aDraft({
        recipients: [aRecipient({ id: 'r-1' })],
        documents: [aDraftDocument({ fields: [signature] })],
      }),
    );
    const { router } = renderApp(`${step('documents')}?resume=true`);
    await screen.findByRole('heading', { name: 'Revise e envie' });
    expect(router.state.location.pathname).toBe(step('review'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the recipients step of a draft with documents and no signer', async () => {
    wizardApi(aDraft({ recipients: [aRecipient({ type: 'carbon-copy' })] }));
    const { router } = renderApp(`${step('documents')}?resume=true`);
    await screen.findByRole('button', { name: 'Novo destinatário' });
    expect(router.state.location.pathname).toBe(step('recipients'));
  });

  it('decides on what the server holds now, not on an earlier copy', async () => {
    const api = wizardApi(aDraft({ recipients: [] }));
    const { router } = renderApp(step('documents'));
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    api.answer(`GET /api/envelopes/${ENVELOPE_ID}`, {
      body: aDraft({ recipients: [aRecipient({ id: 'r-1' })] }),
    });
    await act(() => router.navigate('/business/documents/draft'));
    await act(() => router.navigate(`${step('documents')}?resume=true`));
    await screen.findByRole('heading', { name: 'Posicione os campos' });
    expect(router.state.location.pathname).toBe(step('fields'));
  });

  it('stays on the documents step when opened without the resume flag', async () => {
    wizardApi(aDraft({ recipients: [aRecipient()] }));
    const { router } = renderApp(step('documents'));
    await screen.findByRole('list', { name: 'Documentos do envelope' });
    expect(router.state.location.pathname).toBe(step('documents'));
  });
});
