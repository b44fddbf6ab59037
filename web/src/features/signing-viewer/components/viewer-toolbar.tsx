import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import type { usePageNavigation } from '../hooks/use-page-navigation.js';
import type { useViewerZoom } from '../hooks/use-viewer-zoom.js';
import styles from './signing-viewer.module.css';

/**
 * The viewer's toolbar: the page input, the zoom (buttons on a desktop, a slider on a phone),
 * fullscreen, the options menu (downloads) and, after them, `children` (the next-field button).
 */
export function ViewerToolbar({
  token,
  title,
  completed,
  isMobile,
  pages,
  zoom,
  onFullscreen,
  children,
}: {
  token: string;
  title: string;
  /** Spec §8: the signature page exists only once the envelope is completed. */
  completed: boolean;
  isMobile: boolean;
  pages: ReturnType<typeof usePageNavigation>;
  zoom: ReturnType<typeof useViewerZoom>;
  onFullscreen: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const percent = Math.round(zoom.zoom * 100);
  return (
    <div className={styles.toolbar}>
      <span className={styles.pageControl}>
        <label htmlFor={`${ids}-page`} className="visually-hidden">
          {t('signingViewer.pageNumber')}
        </label>
        <input
          id={`${ids}-page`}
          className={styles.pageInput}
          inputMode="numeric"
          value={pages.pageText}
          onChange={(event) => pages.setPageText(event.target.value)}
          onBlur={pages.commitPageText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') pages.commitPageText();
          }}
        />
        <span className={styles.muted}>{t('signingViewer.pageOf', { total: pages.pageCount })}</span>
      </span>
      {isMobile ? (
        <span className={styles.zoomControl}>
          <label htmlFor={`${ids}-zoom`}>{t('signingViewer.zoom')}</label>
          <input
            id={`${ids}-zoom`}
            type="range"
            min={zoom.limits.min * 100}
            max={zoom.limits.max * 100}
            step={zoom.limits.step * 100}
            value={percent}
            onChange={(event) => zoom.zoomTo(Number(event.target.value) / 100)}
          />
          <span>{percent}%</span>
        </span>
      ) : (
        <span className={styles.zoomControl}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('signingViewer.zoomOut')}
            disabled={zoom.zoom <= zoom.limits.min}
            onClick={() => zoom.zoomTo(zoom.zoom - zoom.limits.step)}
          >
            −
          </button>
          <span aria-live="polite" data-testid="zoom-level">
            {percent}%
          </span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t('signingViewer.zoomIn')}
            disabled={zoom.zoom >= zoom.limits.max}
            onClick={() => zoom.zoomTo(zoom.zoom + zoom.limits.step)}
          >
            +
          </button>
        </span>
      )}
      <button
        type="button"
        className={styles.iconButton}
        onClick={onFullscreen}
        aria-label={t('signingViewer.fullscreen')}
      >
        ⤢
      </button>
      <OptionsMenu token={token} title={title} completed={completed} />
      {children}
    </div>
  );
}

/** The options menu: the envelope's download, and its signature page once completed. */
function OptionsMenu({ token, title, completed }: { token: string; title: string; completed: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const { download } = useFileDownload();
  const downloadEnvelope = () => {
    setOpen(false);
    void download(`p/envelopes/${encodeURIComponent(token)}/download`, `${title}.zip`);
  };
  const downloadSignatures = () => {
    setOpen(false);
    if (!completed) {
      dispatch(alertShown({ kind: 'warning', messageKey: 'signingViewer.signaturePageNotReady' }));
      return;
    }
    void download(`p/envelopes/${encodeURIComponent(token)}/background-sheet/download`, `${title}.pdf`);
  };
  return (
    <span className={styles.menuWrap}>
      <button
        type="button"
        className={styles.iconButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('signingViewer.options')}
        onClick={() => setOpen(!open)}
      >
        ⋮
      </button>
      {open && (
        <span role="menu" className={styles.menu}>
          <button type="button" role="menuitem" onClick={downloadEnvelope}>
            {t('signingViewer.downloadEnvelope')}
          </button>
          <button type="button" role="menuitem" onClick={downloadSignatures}>
            {t('signingViewer.downloadSignatures')}
          </button>
        </span>
      )}
    </span>
  );
}
