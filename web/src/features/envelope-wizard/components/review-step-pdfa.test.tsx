import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../testing/render-app.js';
import { aRecipient, aSignedDraft, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

const PATH = `/business/envelopes/${ENVELOPE_ID}/review`;
const PATCH = `PATCH /api/envelopes/${ENVELOPE_ID}`;
const SEND = `POST /api/envelopes/${ENVELOPE_ID}/send`;
const PDFA_RULE = 'In PDF/A envelopes only the first recipient may receive fields other than signatures.';

const open = async (envelope = aSignedDraft({ recipients: [aRecipient({ id: 'r-1' })] }), routes = {}) => {
  const api = wizardApi(envelope, {
    [PATCH]: { body: { id: ENVELOPE_ID } },
    [SEND]: { body: {} },
    ...routes,
  });
  renderApp(PATH);
  await screen.findByLabelText(/^Título/);
  return api;
};
const pdfaBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Gerar documentos em PDF/A' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
/** Ticks (or unticks) PDF/A and sends: the body the envelope was saved with first. */
const toggledAndSent = async (api: Awaited<ReturnType<typeof open>>) => {
  fireEvent.click(pdfaBox());
  send();
  await waitFor(() => expect(api.to(PATCH)).toHaveLength(1));
  return api.to(PATCH)[0]!.body;
};

describe('review step: PDF/A option', () => {
  it('is shown, off for a new envelope, and saves metadata.type.pdfa = true once ticked', async () => {
    const api = await open();
    expect(pdfaBox().checked).toBe(false);
    expect(await toggledAndSent(api)).toMatchObject({ metadata: { type: { pdfa: true } } });
  });

  it("starts from the envelope's saved choice and can turn it off", async () => {
    const api = await open(
      aSignedDraft({ recipients: [aRecipient({ id: 'r-1' })], metadata: { type: { pdfa: true } } }),
    );
    expect(pdfaBox().checked).toBe(true);
    expect(await toggledAndSent(api)).toMatchObject({ metadata: { type: { pdfa: false } } });
  });

  it("shows the server's 422 when the send is refused under the PDF/A rule", async () => {
    await open(undefined, {
      [SEND]: {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { fields: [PDFA_RULE] } },
      },
    });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PDFA_RULE));
  });

  it('shows a 422 on the option itself under the checkbox', async () => {
    await open(undefined, {
      [PATCH]: {
        status: 422,
        body: { message: 'x', errors: { 'metadata.type.pdfa': ['The PDF/A option must be true or false.'] } },
      },
    });
    send();
    expect(await screen.findByText('The PDF/A option must be true or false.')).toBeTruthy();
  });
});
