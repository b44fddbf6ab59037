import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppSelector } from '../../../app/hooks.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { DocumentSelect } from '../../../components/document-select.js';
import type { EnvelopeDocument } from '../../../lib/envelopes/envelope-types.js';
import styles from './envelope-detail.module.css';

// pdf.js is large: it loads only when a document is shown.
const PdfPages = lazy(() => import('./pdf-pages.js'));

/** The envelope's documents beside its details (spec §2): pick one, see its pages. */
export function DocumentViewer({ documents }: { documents: EnvelopeDocument[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [selectedId, setSelectedId] = useState(documents[0]?.id);
  const selected = documents.find((document) => document.id === selectedId) ?? documents[0];
  const url = selected?.links?.display;
  const organizationId = useAppSelector(selectOrganizationId);
  // A display link served by our own API needs the organization header, like every other call.
  const headers =
    url?.startsWith('/api/') && organizationId ? { 'X-Organization': organizationId } : undefined;

  return (
    <section className={`${styles.card} ${styles.viewer}`} aria-labelledby={`${id}-title`}>
      <div className={styles.viewerHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {t('envelopeDetail.viewer.title')}
        </h2>
        {documents.length > 1 && (
          <DocumentSelect
            id={`${id}-document`}
            label={t('envelopeDetail.viewer.choose')}
            className={styles.select}
            documents={documents}
            value={selected?.id}
            onChange={setSelectedId}
          />
        )}
      </div>
      {selected && documents.length === 1 && <p className={styles.muted}>{selected.name}</p>}
      {url ? (
        <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
          <PdfPages key={url} url={url} headers={headers} name={selected.name} />
        </Suspense>
      ) : (
        <p className={styles.muted}>{t('envelopeDetail.viewer.unavailable')}</p>
      )}
    </section>
  );
}
