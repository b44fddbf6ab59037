import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import styles from './envelope-detail.module.css';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Rendered at this scale and shrunk by CSS to the column: sharp on high-density screens. */
const RENDER_SCALE = 1.5;

/** Every page of a PDF as canvases, one under the other. */
export default function PdfPages({
  url,
  headers,
  name,
}: {
  url: string;
  headers?: Record<string, string>;
  name: string;
}) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A load given up by its own cleanup (unmount, StrictMode's second run) rejects as it is
    // destroyed: that is no failure to show.
    let cancelled = false;
    const task = getDocument({ url, withCredentials: true, httpHeaders: headers });
    task.promise.then(
      (loaded) => !cancelled && setPdf(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
    // Keyed by URL only: the headers follow the organization, and a new object with the same
    // values must not load the document again.
  }, [url]);

  if (failed) return <p className={styles.muted}>{t('envelopeDetail.viewer.failed')}</p>;
  if (!pdf) return <p className={styles.muted}>{t('common.loading')}</p>;
  return (
    <div className={styles.pages}>
      {Array.from({ length: pdf.numPages }, (_, index) => (
        <PdfPage
          key={index}
          pdf={pdf}
          number={index + 1}
          label={t('envelopeDetail.viewer.page', { name, page: index + 1, total: pdf.numPages })}
        />
      ))}
    </div>
  );
}

function PdfPage({ pdf, number, label }: { pdf: PDFDocumentProxy; number: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    void pdf.getPage(number).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const viewport = page.getViewport({ scale: RENDER_SCALE });
      target.width = viewport.width;
      target.height = viewport.height;
      const task = page.render({ canvas: target, viewport });
      render = task;
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, number]);
  return <canvas ref={canvas} className={styles.page} role="img" aria-label={label} />;
}
