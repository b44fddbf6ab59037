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
  const [{ getDocument, GlobalWorkerOptions }, { default: workerUrl }] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  GlobalWorkerOptions.workerSrc = workerUrl;
  const task = getDocument({ url, withCredentials: true, httpHeaders: headers });
  const pdf = await task.promise;
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
      void task.destroy();
    },
  };
};
