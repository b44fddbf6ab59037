import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../../i18n/create-i18n.js';

// pdf.js needs a real browser: a load is a task whose promise rejects once it is destroyed, as
// pdf.js's does, and whose document has pages that draw nothing.
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.js' }));
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  getDocument: () => {
    let settle: { resolve: (value: unknown) => void; reject: (error: Error) => void };
    const promise = new Promise((resolve, reject) => (settle = { resolve, reject }));
    const pdf = {
      numPages: 2,
      getPage: () => new Promise(() => {}),
    };
    setTimeout(() => settle.resolve(pdf), 0);
    return { promise, destroy: () => settle.reject(new Error('Worker was destroyed')) };
  },
}));

const { default: PdfPages } = await import('./pdf-pages.js');

describe('envelope detail document pages', () => {
  it("shows the pages when StrictMode's first load is destroyed, not the failure text", async () => {
    const i18n = createI18n('en');
    render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <PdfPages url="/api/envelopes/env-1/documents/doc-1/display" name="contrato.pdf" />
        </I18nextProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('img', { name: 'contrato.pdf, page 2 of 2' })).toBeTruthy();
    expect(screen.queryByText('The document could not be shown.')).toBeNull();
  });
});
