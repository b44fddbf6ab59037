import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { PageHeader } from '../../../components/page-header.js';
import { StateBadge } from '../../../components/state-badge.js';
import { paths } from '../../../config/paths.js';
import { useFileDownload } from '../../../hooks/use-file-download.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import type { RecipientView, ViewDocument } from '../../../lib/envelopes/recipient-view.js';
import { sortedRecipients } from '../../../lib/envelopes/sorted-recipients.js';
import { usePublicViewQuery } from '../api/envelope-download-api.js';
import styles from './download-page.module.css';

const tokenPath = (token: string) => `p/envelopes/${encodeURIComponent(token)}`;

/**
 * The download page (spec §2): the envelope's signed documents and signature pages, with its
 * dates, status and recipients. Several documents get "all" buttons; one gets direct links.
 */
export function DownloadPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const query = usePublicViewQuery({ token });
  const status = statusOf(query.error);

  useEffect(() => {
    if (status === 400) {
      dispatch(alertShown({ kind: 'danger', messageKey: 'envelopeDownload.invalidToken' }));
      navigate(paths.notFound.getHref(), { replace: true });
    }
  }, [status, dispatch, navigate]);

  const view = query.data;
  if (!view) {
    return (
      <p className={styles.muted}>
        {query.isError ? t('envelopeDownload.unavailable') : t('common.loading')}
      </p>
    );
  }
  return <DownloadView token={token} view={view} />;
}

function DownloadView({ token, view }: { token: string; view: RecipientView }) {
  const { t, i18n } = useTranslation();
  const { download, isDownloading } = useFileDownload();
  const title = envelopeDisplayName(view);
  const documents = view.documents;
  const allDocuments = () => void download(`${tokenPath(token)}/download`, `${title}.zip`);
  const signaturePages = () => void download(`${tokenPath(token)}/background-sheet/download`, `${title}.pdf`);
  const date = (value: string | null | undefined) =>
    value ? formatDate(value, i18n.language, true) : t('envelopeDownload.none');

  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={t('envelopeDownload.subtitle')} />
      <section className={styles.card} aria-label={t('envelopeDownload.documents')}>
        <h2 className={styles.cardTitle}>{t('envelopeDownload.documents')}</h2>
        {documents.length > 1 ? (
          <div className={styles.allButtons}>
            <Button onClick={allDocuments} disabled={isDownloading}>
              {t('envelopeDownload.allDocuments')}
            </Button>
            <Button variant="secondary" onClick={signaturePages} disabled={isDownloading}>
              {t('envelopeDownload.allSignaturePages')}
            </Button>
          </div>
        ) : (
          documents[0] && (
            <div className={styles.allButtons}>
              <a className={styles.directLink} href={`/api/${tokenPath(token)}/download`} download>
                {t('envelopeDownload.signedDocument')}
              </a>
              <a
                className={styles.directLink}
                href={`/api/${tokenPath(token)}/background-sheet/download`}
                download
              >
                {t('envelopeDownload.signaturePage')}
              </a>
            </div>
          )
        )}
        <ul className={styles.documents}>
          {documents.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onSigned={() =>
                void download(
                  `${tokenPath(token)}/documents/${encodeURIComponent(document.id)}/display`,
                  document.name,
                )
              }
              onSignaturePage={signaturePages}
            />
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-label={t('envelopeDownload.details')}>
        <h2 className={styles.cardTitle}>{t('envelopeDownload.details')}</h2>
        <dl className={styles.facts}>
          <dt>{t('envelopeDownload.sentAt')}</dt>
          <dd>{date(view.recipient.notified_at ?? view.created_at)}</dd>
          <dt>{t('envelopeDownload.deadline')}</dt>
          <dd>{date(view.expire_at)}</dd>
          <dt>{t('envelopeDownload.expiration')}</dt>
          <dd>{date(view.effective_date_reminder_at)}</dd>
          <dt>{t('envelopeDownload.status')}</dt>
          <dd>
            <StateBadge kind="envelope" state={view.state} />
          </dd>
        </dl>
      </section>

      <section className={styles.card} aria-label={t('envelopeDownload.recipients')}>
        <h2 className={styles.cardTitle}>{t('envelopeDownload.recipients')}</h2>
        <ul className={styles.recipients}>
          {sortedRecipients(view.recipients).map((recipient) => {
            const addressee = recipient.addressees[0];
            // Spec §2: the address is hidden for in-person signers; image identifiers have no text.
            const inPerson = addressee?.via === 'face-to-face' || recipient.type === 'in-person-signer';
            const identifiers = (addressee?.identifiers ?? []).filter(
              (identifier) => identifier.code !== 'PHOTO' && identifier.value,
            );
            return (
              <li key={recipient.id} className={styles.recipient}>
                <span className={styles.recipientName}>{addressee?.name ?? '—'}</span>
                {!inPerson && addressee?.value && <span className={styles.muted}>{addressee.value}</span>}
                {identifiers.map((identifier) => (
                  <span key={identifier.code} className={styles.muted}>
                    {identifier.title ?? identifier.code}: {identifier.value}
                  </span>
                ))}
                <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

function DocumentRow({
  document,
  onSigned,
  onSignaturePage,
}: {
  document: ViewDocument;
  onSigned: () => void;
  onSignaturePage: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.document}>
      <span className={styles.documentName}>{document.name}</span>
      <span className={styles.menuWrap}>
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={t('envelopeDownload.documentMenu', { name: document.name })}
          onClick={() => setOpen(!open)}
        >
          ⋮
        </button>
        {open && (
          <span role="menu" className={styles.menu}>
            {(
              [
                ['signedDocument', onSigned],
                ['signaturePage', onSignaturePage],
              ] as const
            ).map(([item, download]) => (
              <button
                key={item}
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  download();
                }}
              >
                {t(`envelopeDownload.${item}`)}
              </button>
            ))}
          </span>
        )}
      </span>
    </li>
  );
}
