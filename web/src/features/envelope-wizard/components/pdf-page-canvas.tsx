import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef } from 'react';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages are drawn at twice their displayed size: sharp on high-density screens. */
const DENSITY = 2;

// One load per document, however many of its pages are shown.
const loaded = new Map<string, Promise<PDFDocumentProxy>>();
const load = (url: string, headers?: Record<string, string>) => {
  let pending = loaded.get(url);
  if (!pending) {
    // isEvalSupported: false: the gateway's CSP allows no eval; pdf.js then draws fonts without it.
    pending = getDocument({
      url,
      withCredentials: true,
      httpHeaders: headers,
      isEvalSupported: false,
    }).promise;
    pending.catch(() => loaded.delete(url));
    loaded.set(url, pending);
  }
  return pending;
};

/** One page of a PDF, drawn to fill its box (the fields step lays its elements over it). */
export default function PdfPageCanvas({
  url,
  headers,
  number,
  width,
}: {
  url: string;
  headers?: Record<string, string>;
  number: number;
  width: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    load(url, headers)
      .then((pdf) => pdf.getPage(number))
      .then((page) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * DENSITY });
        target.width = viewport.width;
        target.height = viewport.height;
        const task = page.render({ canvas: target, viewport });
        render = task;
        task.promise.catch(() => {});
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      render?.cancel();
    };
    // Keyed by URL: new header objects with the same values must not draw it again.
  }, [url, number, width]);
  return (
    <canvas ref={canvas} style={{ width: '100%', height: '100%', display: 'block' }} aria-hidden="true" />
  );
}
