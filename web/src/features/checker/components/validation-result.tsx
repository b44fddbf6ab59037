import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { StateBadge } from '../../../components/state-badge.js';
import { externalLinks } from '../../../config/external-links.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import type { HistoryCheck, ValidationResult as Result } from '../api/checker-api.js';
import styles from './checker-page.module.css';

/** What the verifier found (workspace spec §2, "Verifier"; §3, "Validated signature info"). */
export function ValidationResult({ result }: { result: Result }) {
  const { t, i18n } = useTranslation();
  const { envelope, documents = [], integrity, history } = result;
  const itiTitle = useId();
  return (
    <section className={styles.result} aria-label={t('checker.result.title')}>
      {/* A signature page is none of the signed documents: its attached history is its check. */}
      {integrity && !(history && !integrity.valid) && (
        <p role="status" className={integrity.valid ? styles.match : styles.mismatch}>
          {integrity.valid && integrity.document
            ? t('checker.result.matches', { name: integrity.document.name })
            : t('checker.result.matchesNone')}
        </p>
      )}
      {history && <HistoryChain history={history} />}
      {envelope?.qualified_signatures && (
        <div className={styles.iti} role="group" aria-labelledby={itiTitle}>
          <h3 id={itiTitle} className={styles.sectionTitle}>
            {t('checker.result.itiTitle')}
          </h3>
          <p>{t('checker.result.itiText')}</p>
          <a href={externalLinks.governmentValidator} target="_blank" rel="noopener noreferrer">
            {t('checker.governmentValidator')}
            <span className={styles.visuallyHidden}> ({t('common.opensInNewTab')})</span>
          </a>
        </div>
      )}
      {envelope && (
        <>
          {/* Headed by the envelope's title, as the detail page and the signature page are. */}
          <h2 className={styles.resultTitle}>{envelopeDisplayName(envelope)}</h2>
          <dl className={styles.facts}>
            {envelope.subject && (
              <>
                <dt>{t('checker.result.subject')}</dt>
                <dd>{envelope.subject}</dd>
              </>
            )}
            <dt>{t('checker.result.state')}</dt>
            <dd>
              <StateBadge kind="envelope" state={envelope.state} />
            </dd>
            <dt>{t('checker.result.createdAt')}</dt>
            <dd>{formatDate(envelope.created_at, i18n.language, true)}</dd>
          </dl>
          <h3 className={styles.sectionTitle}>{t('checker.result.documents')}</h3>
          <ul className={styles.list}>
            {documents.map((document) => (
              <li key={document.id}>
                <strong>{document.name}</strong>
                <span className={styles.note}>{formatDate(document.created_at, i18n.language, true)}</span>
                <code className={styles.hash}>
                  {t('checker.result.sha1')}: {document.sha1}
                </code>
              </li>
            ))}
          </ul>
          <h3 className={styles.sectionTitle}>{t('checker.result.recipients')}</h3>
          <ul className={styles.list}>
            {envelope.recipients.map((recipient, index) => (
              <li key={index} className={styles.recipient}>
                <span>{recipient.name}</span>
                <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The chain of the history a signature page carries, as the server recomputed it. */
function HistoryChain({ history }: { history: HistoryCheck }) {
  const { t } = useTranslation();
  const title = useId();
  let text: string;
  if (history.valid) {
    text = [
      t('checker.result.historyValid', { count: history.entries }),
      history.matches_record ? t('checker.result.historyOurs') : t('checker.result.historyNotOurs'),
    ].join(' ');
  } else if (history.reason === 'unreadable' || history.reason === 'empty') {
    text = t(history.reason === 'empty' ? 'checker.result.historyEmpty' : 'checker.result.historyUnreadable');
  } else {
    text = t('checker.result.historyTampered', {
      sequence: history.sequence,
      reason: t(`checker.result.historyReasons.${history.reason ?? 'content'}`),
    });
  }
  const holds = history.valid && history.matches_record;
  return (
    <div role="group" aria-labelledby={title}>
      <h3 id={title} className={styles.sectionTitle}>
        {t('checker.result.historyTitle')}
      </h3>
      <p role="status" className={holds ? styles.match : styles.mismatch}>
        {text}
      </p>
    </div>
  );
}
