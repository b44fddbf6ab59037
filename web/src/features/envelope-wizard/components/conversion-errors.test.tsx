import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { Locale } from '../../../i18n/locales.js';
import { renderApp } from '../../../testing/render-app.js';
import type { Document as WizardDocument } from '../../../api/rubrica-api.js';
import { aDraft, aDraftDocument, ENVELOPE_ID, wizardApi } from './wizard-test-support.js';

// GET envelopes/{id}?extended=true as the envelopes service answers it for an office upload on a
// machine without LibreOffice: converting at first, then failed with the storage worker's reason.
const converting: Partial<WizardDocument> = {
  id: 'doc-2',
  name: 'anexo.docx',
  pages: 0,
  page_sizes: [],
  conversion_status: 'converting',
  conversion_error: null,
  conversion_error_code: null,
};
const unavailable: Partial<WizardDocument> = {
  ...converting,
  conversion_status: 'failed',
  conversion_error:
    'Office documents cannot be converted to PDF on this server: LibreOffice is not installed. To fix it, install LibreOffice (Debian/Ubuntu: apt-get install -y --no-install-recommends libreoffice-writer-nogui) or set SOFFICE_PATH; or upload a PDF.',
  conversion_error_code: 'conversion.unavailable',
};

/** The draft reads as converting `pending` times, then with `after` for its office document. */
const convertingThen = (after: Partial<WizardDocument>, pending = 1, lang: Locale = 'pt-BR') => {
  let reads = 0;
  return wizardApi(
    aDraft(),
    {
      [`GET /api/envelopes/${ENVELOPE_ID}`]: () => ({
        body: aDraft({
          documents: [aDraftDocument(), aDraftDocument(reads++ < pending ? converting : after)],
        }),
      }),
    },
    { lang },
  );
};

describe('an office document whose conversion fails after the upload', () => {
  it('is read again until it reports the failure, then named with what to install, in pt-BR', async () => {
    const api = convertingThen(unavailable);
    renderApp(`/business/envelopes/${ENVELOPE_ID}/recipients`);
    await screen.findByRole('heading', { name: 'Adicione os destinatários' });
    const alert = await screen.findByRole(
      'alert',
      { name: 'Documentos que não viraram PDF' },
      { timeout: 5000 },
    );
    expect(alert.textContent).toContain('Não foi possível converter “anexo.docx” para PDF');
    expect(alert.textContent).toContain(
      'LibreOffice (no Debian ou Ubuntu, o pacote libreoffice-writer-nogui)',
    );
    // The server's own (English) text is not what the reader sees.
    expect(alert.textContent).not.toContain('LibreOffice is not installed');
    expect(api.to(`GET /api/envelopes/${ENVELOPE_ID}`).length).toBeGreaterThan(1);
  });

  it('says it in Spanish on the documents step, on the document itself', async () => {
    convertingThen(unavailable, 1, 'es');
    renderApp(`/business/envelopes/${ENVELOPE_ID}/documents`, 'es');
    const list = await screen.findByRole('list', { name: 'Documentos del sobre' });
    const row = within(list).getByText('anexo.docx').closest('li')!;
    expect(row.textContent).toContain('Convirtiendo a PDF…');
    const error = await within(row as HTMLElement).findByRole('alert', {}, { timeout: 5000 });
    expect(error.textContent).toContain('este servidor no tiene LibreOffice instalado');
    expect(error.textContent).toContain('el paquete libreoffice-writer-nogui');
  });

  it('tells a damaged file apart from a missing LibreOffice, and stops reading once settled', async () => {
    const api = convertingThen(
      {
        conversion_status: 'failed',
        conversion_error: 'The file is damaged.',
        conversion_error_code: 'conversion.failed',
      },
      0,
      'en',
    );
    renderApp(`/business/envelopes/${ENVELOPE_ID}/fields`, 'en');
    const alert = await screen.findByRole('alert', { name: 'Documents that did not become PDFs' });
    expect(alert.textContent).toContain('the file may be damaged');
    expect(alert.textContent).not.toContain('LibreOffice');
    const reads = api.to(`GET /api/envelopes/${ENVELOPE_ID}`).length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.to(`GET /api/envelopes/${ENVELOPE_ID}`).length).toBe(reads);
  });
});
