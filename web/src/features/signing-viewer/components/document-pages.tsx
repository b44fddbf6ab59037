import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { FieldWidget, ViewDocument, ViewField } from '../../../lib/envelopes/recipient-view.js';
import { loadPdf, type PdfHandle } from '../utils/pdf-loader.js';
import styles from './signing-viewer.module.css';

/** An A4 page in points: the size a page has until pdf.js has measured it. */
const DEFAULT_PAGE = { width: 595, height: 842 };

/** Drawn at this many device pixels per CSS pixel, at most: sharp without huge canvases. */
const MAX_PIXEL_RATIO = 2;

export interface PageLayout {
  /** The page's width on screen, in CSS pixels, zoom included. */
  widthPx: number;
  /** CSS pixels per PDF point, to size field text. */
  scale: number;
}

/**
 * A document's pages one under the other, each with the fields drawn over it at their fractional
 * positions (spec §3). The pages exist (and so do the fields) before pdf.js has drawn them.
 */
export function DocumentPages({
  document,
  url,
  headers,
  pageWidth,
  renderField,
  onLoaded,
  registerPage,
}: {
  document: ViewDocument;
  url: string | null | undefined;
  headers?: Record<string, string>;
  /** Page width in CSS pixels, zoom included. */
  pageWidth: number;
  renderField: (field: ViewField, widget: FieldWidget, layout: PageLayout) => ReactNode;
  onLoaded: (pageCount: number) => void;
  registerPage: (page: number, element: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const [pdf, setPdf] = useState<PdfHandle | null>(null);
  const [sizes, setSizes] = useState<Record<number, { width: number; height: number }>>({});
  const [failed, setFailed] = useState(false);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    let handle: PdfHandle | null = null;
    loadPdf(url, headers).then(
      async (opened) => {
        handle = opened;
        if (cancelled) return opened.destroy();
        // The first page is drawn as soon as it is measured; the others (a round trip to the
        // worker each) once all are, when the document counts as loaded, as before.
        const measured: Record<number, { width: number; height: number }> = { 1: await opened.pageSize(1) };
        if (cancelled) return;
        setSizes({ ...measured });
        setPdf(opened);
        for (let page = 2; page <= opened.numPages; page += 1) measured[page] = await opened.pageSize(page);
        if (cancelled) return;
        if (opened.numPages > 1) setSizes(measured);
        loaded.current(opened.numPages);
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      handle?.destroy();
    };
    // Keyed by URL: the headers follow the organization and must not reload the same document.
  }, [url]);

  const fieldPages = document.fields.flatMap((field) => field.widgets.map((widget) => widget.page));
  const pageCount = pdf?.numPages ?? Math.max(document.pages ?? 1, ...fieldPages, 1);

  return (
    <div className={styles.pages}>
      {failed && <p className={styles.muted}>{t('signingViewer.documentFailed')}</p>}
      {Array.from({ length: pageCount }, (_, index) => {
        const number = index + 1;
        const size = sizes[number] ?? DEFAULT_PAGE;
        const layout: PageLayout = { widthPx: pageWidth, scale: pageWidth / size.width };
        return (
          <section
            key={number}
            ref={(element) => registerPage(number, element)}
            data-page={number}
            className={styles.page}
            style={{ width: pageWidth, aspectRatio: `${size.width} / ${size.height}` }}
            aria-label={t('signingViewer.pageLabel', { name: document.name, page: number, total: pageCount })}
          >
            {pdf && sizes[number] && (
              <PageCanvas pdf={pdf} number={number} widthPx={pageWidth} pointWidth={size.width} />
            )}
            {document.fields.flatMap((field) =>
              field.widgets
                .filter((widget) => widget.page === number)
                .map((widget, widgetIndex) => (
                  <div
                    key={`${field.id}-${widgetIndex}`}
                    className={styles.fieldBox}
                    style={{
                      left: `${widget.x_axis * 100}%`,
                      top: `${widget.y_axis * 100}%`,
                      width: `${widget.width * 100}%`,
                      height: `${widget.height * 100}%`,
                    }}
                  >
                    {renderField(field, widget, layout)}
                  </div>
                )),
            )}
          </section>
        );
      })}
    </div>
  );
}

function PageCanvas({
  pdf,
  number,
  widthPx,
  pointWidth,
}: {
  pdf: PdfHandle;
  number: number;
  widthPx: number;
  pointWidth: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const render = pdf.renderPage(number, target, (widthPx / pointWidth) * ratio);
    return () => render.cancel();
  }, [pdf, number, widthPx, pointWidth]);
  return <canvas ref={canvas} className={styles.pageCanvas} aria-hidden="true" />;
}
