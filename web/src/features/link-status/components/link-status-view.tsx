import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { ButtonLink } from '../../../components/button-link.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import type { LinkSender } from '../../../lib/envelopes/link-closed.js';
import type { LinkStatus } from '../api/link-status-api.js';
import styles from './link-status.module.css';

type Done = 'signed' | 'approved' | 'rejected';

/** What the link's recipient did, if anything worth telling. */
function doneOf(recipient: LinkStatus['recipient']): Done | null {
  if (!recipient?.acted_at) return null;
  if (recipient.state === 'refused') return 'rejected';
  if (recipient.state !== 'done') return null;
  if (recipient.type === 'approver') return 'approved';
  return recipient.type === 'carbon-copy' ? null : 'signed';
}

/** Who to ask, when the page that was open knew the sender. */
function AskSender({ sender }: { sender?: LinkSender }) {
  const { t } = useTranslation();
  if (!sender?.name && !sender?.email) return null;
  const who =
    sender.name && sender.email ? `${sender.name} (${sender.email})` : (sender.name ?? sender.email);
  return <p className={styles.message}>{t('linkStatus.closed.askSender', { sender: who })}</p>;
}

/**
 * A recipient's link that no longer opens the envelope (issue: a used or expired link explains
 * itself): what they did and when, what became of the envelope, and the signed documents when
 * it was completed. A mangled or unknown link only says it is invalid. `closed` is given when the
 * link died while its page was open: the recipient learns their action was not recorded, and an
 * unknown link is one the sender withdrew (they changed the recipient), not a mangled one.
 */
export function LinkStatusView({
  status,
  onOpen,
  closed,
}: {
  status: LinkStatus;
  onOpen?: () => void;
  closed?: { sender?: LinkSender } | null;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string | null | undefined) => formatDate(value, i18n.language, true);
  const kind = status.status === 'open' ? 'acted' : status.status;
  const unknown = kind === 'invalid' || !status.envelope;
  const unknownKind = closed ? 'withdrawn' : 'invalid';
  useDocumentTitle(t(unknown ? `linkStatus.${unknownKind}.title` : `linkStatus.${kind}.title`));

  if (unknown || !status.envelope) {
    return (
      <section className={styles.card} aria-labelledby="link-status-title">
        <ActionIcon name="warning" size={40} />
        <h1 id="link-status-title" className={styles.title}>
          {t(`linkStatus.${unknownKind}.title`)}
        </h1>
        {closed && <p className={styles.done}>{t('linkStatus.closed.notRecorded')}</p>}
        <p className={styles.message}>{t(`linkStatus.${unknownKind}.message`)}</p>
        {closed && <AskSender sender={closed.sender} />}
      </section>
    );
  }

  const done = doneOf(status.recipient);
  const { envelope } = status;
  const endedAt = kind === 'expired' ? (envelope.expire_at ?? envelope.ended_at) : envelope.ended_at;
  return (
    <section className={styles.card} aria-labelledby="link-status-title">
      <ActionIcon name={kind === 'completed' || kind === 'acted' ? 'sign' : 'cancel'} size={40} />
      <h1 id="link-status-title" className={styles.title}>
        {t(`linkStatus.${kind}.title`)}
      </h1>
      <p className={styles.envelope}>{envelope.title}</p>
      {done && (
        <p className={styles.done}>
          {t(`linkStatus.done.${done}`, { date: date(status.recipient?.acted_at) })}
        </p>
      )}
      {closed && !done && kind !== 'completed' && kind !== 'acted' && (
        <p className={styles.done}>{t('linkStatus.closed.notRecorded')}</p>
      )}
      <p className={styles.message}>{t(`linkStatus.${kind}.message`, { date: date(endedAt) })}</p>
      {closed && kind !== 'completed' && <AskSender sender={closed.sender} />}
      {onOpen && (
        <Button variant="secondary" onClick={onOpen}>
          {t('linkStatus.open')}
        </Button>
      )}
      {status.download_token && (
        <ButtonLink to={paths.business.envelopes.download.getHref(status.download_token)}>
          <ActionIcon name="download" />
          {t('linkStatus.download')}
        </ButtonLink>
      )}
    </section>
  );
}
