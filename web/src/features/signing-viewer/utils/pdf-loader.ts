import type { PDFDocumentLoadingTask, PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** A loaded PDF, as the viewer uses it: page count, page sizes, and drawing a page on a canvas. */
export interface PdfHandle {
  numPages: number;
  pageSize(page: number): Promise<{ width: number; height: number }>;
  renderPage(
    page: number,
    canvas: HTMLCanvasElement,
    scale: number,
  ): { promise: Promise<void>; cancel(): void };
  destroy(): void;
}

/** Loads a PDF with pdf.js, fetched only when a document is shown (it is large). */
export const loadPdf = async (url: string, headers?: Record<string, string>): Promise<PdfHandle> => {
  // The document's worker (300 kB compressed) starts downloading now, beside pdf.js's own chunk,
  // rather than once that chunk has loaded and pdf.js starts it; one worker per document as before.
  const webWorker = typeof Worker === 'undefined' ? null : new Worker(workerUrl, { type: 'module' });
  let worker: PDFWorker | undefined;
  let task: PDFDocumentLoadingTask;
  const release = () => {
    worker?.destroy();
    webWorker?.terminate();
  };
  try {
    const { getDocument, GlobalWorkerOptions, PDFWorker } = await import('pdfjs-dist');
    GlobalWorkerOptions.workerSrc = workerUrl;
    if (webWorker) worker = PDFWorker.create({ port: webWorker });
    task = getDocument({ url, withCredentials: true, httpHeaders: headers, worker });
  } catch (error) {
    release();
    throw error;
  }
  const pdf = await task.promise.catch(async (error: unknown) => {
    await task.destroy();
    release();
    throw error;
  });
  return {
    numPages: pdf.numPages,
    async pageSize(page) {
      const viewport = (await pdf.getPage(page)).getViewport({ scale: 1 });
      return { width: viewport.width, height: viewport.height };
    },
    renderPage(page, canvas, scale) {
      let cancelled = false;
      let running: { cancel(): void } | null = null;
      const promise = pdf.getPage(page).then(async (proxy) => {
        if (cancelled) return;
        const viewport = proxy.getViewport({ scale });
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        const render = proxy.render({ canvas, viewport });
        running = render;
        await render.promise;
      });
      return {
        promise: promise.catch(() => {}),
        cancel() {
          cancelled = true;
          running?.cancel();
        },
      };
    },
    destroy() {
      // The worker was given to pdf.js, which leaves it running: ended once the document is.
      void task.destroy().then(release, release);
    },
  };
};
