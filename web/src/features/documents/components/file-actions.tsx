import { useTranslation } from 'react-i18next';

import { useFileDownload } from '../../../hooks/use-file-download.js';
import type { Envelope } from '../../../lib/envelopes/envelope-types.js';
import { envelopeFileUrls } from '../utils/envelope-file-urls.js';
import { RowAction } from './list-parts.js';

/**
 * A row's downloads: its documents always, its signature page only once the envelope is
 * completed (spec §2, inbox and sent tabs).
 */
export function FileActions({
  envelope,
  source,
}: {
  envelope: Pick<Envelope, 'state' | 'title'>;
  source: { id: string } | { token: string };
}) {
  const { t } = useTranslation();
  const { download, isDownloading } = useFileDownload();
  const urls = envelopeFileUrls(source);
  return (
    <>
      <RowAction
        icon="download"
        label={t('envelopes.actions.downloadDocuments')}
        disabled={isDownloading}
        onClick={() => void download(urls.documents, `${envelope.title}.zip`)}
      />
      {envelope.state === 'completed' && (
        <RowAction
          icon="signaturePage"
          label={t('envelopes.actions.downloadSignaturePage')}
          disabled={isDownloading}
          onClick={() => void download(urls.signaturePage, `${envelope.title}.pdf`)}
        />
      )}
    </>
  );
}
