import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.js';
import { aDraft, aRecipient, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/fields`;
const FIELDS = `/api/envelopes/${ENVELOPE_ID}/documents/doc-1/fields`;
const PDFA_RULE = 'In PDF/A envelopes only the first recipient may receive fields other than signatures.';

const first = aRecipient({ id: 'r-1', name: 'Ana Lima', email: 'ana@example.com' });
const second = aRecipient({ id: 'r-2', name: 'Bruno Reis', email: 'bruno@example.com' });
const pdfa = { type: { pdfa: true } };

const open = async (envelope = aDraft({ recipients: [first, second], metadata: pdfa }), routes = {}) => {
  const api = wizardApi(envelope, { [`POST ${FIELDS}`]: { status: 201, body: { id: 'f-new' } }, ...routes });
  renderApp(PATH);
  await screen.findByRole('heading', { name: 'Posicione os campos' });
  return api;
};

const palette = () => screen.getByRole('complementary', { name: 'Campos e conteúdos' });
const fieldItem = (name: string) =>
  within(within(palette()).getByRole('list', { name: 'Campos' })).getByRole<HTMLButtonElement>('button', {
    name,
  });
const chooseRecipient = (id: string) =>
  fireEvent.change(within(palette()).getByLabelText('Destinatário'), { target: { value: id } });

describe('fields step: PDF/A (envelopes spec §5)', () => {
  it('gives a later recipient of a PDF/A envelope only signature fields, with the reason as tooltip', async () => {
    await open();
    chooseRecipient('r-2');
    expect(fieldItem('Assinatura').disabled).toBe(false);
    for (const name of ['Rubrica', 'Texto', 'Data']) {
      expect(fieldItem(name).disabled).toBe(true);
      expect(fieldItem(name).title).toBe(
        'No PDF/A, destinatários após o primeiro só recebem campos de assinatura.',
      );
    }
  });

  it('lets the first recipient of a PDF/A envelope receive any field', async () => {
    await open();
    chooseRecipient('r-1');
    expect(fieldItem('Rubrica').disabled).toBe(false);
    expect(fieldItem('Texto').disabled).toBe(false);
  });

  it('does not restrict later recipients when PDF/A is off', async () => {
    await open(aDraft({ recipients: [first, second], metadata: { type: { pdfa: false } } }));
    chooseRecipient('r-2');
    expect(fieldItem('Rubrica').disabled).toBe(false);
  });

  it("shows the server's 422 when it refuses a field under the PDF/A rule", async () => {
    await open(aDraft({ recipients: [first, second] }), {
      [`POST ${FIELDS}`]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { type: [PDFA_RULE] } },
      },
    });
    chooseRecipient('r-2');
    fireEvent.click(fieldItem('Rubrica'));
    fireEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PDFA_RULE));
  });
});
