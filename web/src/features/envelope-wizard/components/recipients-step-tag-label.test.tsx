import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BusinessArea, EnvelopeWizardPage } from '../../../app/lazy-pages.js';
import { preloadPages } from '../../../testing/preload-pages.js';
import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/recipients`;
const RECIPIENTS = `/api/envelopes/${ENVELOPE_ID}/recipients`;

const rows = () => screen.queryAllByTestId('recipient-row');
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Avançar' });
const tagLabel = (row: HTMLElement) => within(row).getByLabelText<HTMLInputElement>('Rótulo de marcação');

/** A new row named `name` at `email`, with `label` typed as its tag label and left. */
const labelledRow = (index: number, name: string, email: string, label: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Novo destinatário' }));
  const row = rows()[index]!;
  fireEvent.change(within(row).getByLabelText('Nome'), { target: { value: name } });
  fireEvent.change(within(row).getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(tagLabel(row), { target: { value: label } });
  fireEvent.blur(tagLabel(row));
  return row;
};

const open = async (envelope = aDraft(), routes: Parameters<typeof wizardApi>[1] = {}) => {
  const api = wizardApi(envelope, routes);
  const view = renderApp(PATH);
  await screen.findByRole('button', { name: 'Novo destinatário' });
  return { ...view, api };
};

preloadPages(BusinessArea, EnvelopeWizardPage);

describe('recipients step: tag label', () => {
  it('sends the label text tags name the recipient by, as the server keeps it, and shows the tag it answers to', async () => {
    const { api, router } = await open(aDraft(), {
      [`POST ${RECIPIENTS}`]: { status: 201, body: { id: 'r-new' } },
    });
    const row = labelledRow(0, 'Ana Lima', 'ana@example.com', ' Comprador ');
    expect(within(row).getByText(/Marcações como \{\{signature;comprador\}\} no documento/)).toBeTruthy();
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.to(`POST ${RECIPIENTS}`)[0]!.body).toMatchObject({ tag_label: 'comprador' });
  });

  it('refuses a label the tags could not name, or one that reads as a position, and keeps Next disabled', async () => {
    await open();
    const row = labelledRow(0, 'Ana Lima', 'ana@example.com', 'r2');
    const error = 'Use uma letra, depois letras, números, - ou _ (até 40), e não r1, r2 …';
    expect(within(row).getByText(error)).toBeTruthy();
    expect(tagLabel(row).getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
    fireEvent.change(tagLabel(row), { target: { value: 'fiador 2' } });
    expect(within(row).getByText(error)).toBeTruthy();
    fireEvent.change(tagLabel(row), { target: { value: 'fiador-2' } });
    expect(within(row).queryByText(error)).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('refuses the same label for two recipients, whatever its case', async () => {
    await open();
    labelledRow(0, 'Ana Lima', 'ana@example.com', 'parte');
    labelledRow(1, 'Bruno Reis', 'bruno@example.com', 'PARTE');
    expect(screen.getAllByText('Outro destinatário já tem este rótulo.')).toHaveLength(2);
    expect(next().disabled).toBe(true);
  });

  it('shows a saved label, and clears it with a null when it is emptied', async () => {
    const saved = aRecipient({
      id: 'r-kept',
      name: 'Carla Dias',
      email: 'carla@example.com',
      tag_label: 'vendedor',
    });
    const { api, router } = await open(aDraft({ recipients: [saved] }), {
      [`PATCH ${RECIPIENTS}/r-kept`]: { body: { id: 'r-kept' } },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(tagLabel(rows()[0]!).value).toBe('vendedor');
    fireEvent.change(tagLabel(rows()[0]!), { target: { value: '' } });
    fireEvent.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/envelopes/${ENVELOPE_ID}/fields`),
    );
    expect(api.to(`PATCH ${RECIPIENTS}/r-kept`)[0]!.body).toMatchObject({ tag_label: null });
  });

  it('puts the server’s refusal of a label under the label', async () => {
    await open(aDraft(), {
      [`POST ${RECIPIENTS}`]: {
        status: 422,
        body: { message: 'Os dados informados são inválidos.', errors: { tag_label: ['Rótulo recusado.'] } },
      },
    });
    const row = labelledRow(0, 'Ana Lima', 'ana@example.com', 'comprador');
    fireEvent.click(next());
    expect(await within(row).findByText('Rótulo recusado.')).toBeTruthy();
    expect(tagLabel(row).getAttribute('aria-invalid')).toBe('true');
  });
});
