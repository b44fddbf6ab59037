import { vi } from 'vitest';

/**
 * pdf.js does not run in jsdom: the viewer's pdf-loader module as a spec mocks it, every document
 * "loading" with `numPages` pages of 600 × 800.
 */
export const fakePdfLoader = (numPages: number) => ({
  loadPdf: vi.fn(async () => ({
    numPages,
    pageSize: async () => ({ width: 600, height: 800 }),
    renderPage: () => ({ promise: Promise.resolve(), cancel() {} }),
    destroy() {},
  })),
});
