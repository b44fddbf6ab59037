import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/empty-state.js';
import { SandboxMark } from '../../../components/sandbox-mark.js';
import { useSignReceived } from '../../../hooks/use-sign-received.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { ReceivedItem } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { receivedAction } from '../../../lib/envelopes/received-action.js';
import { receivedListQuery, useEnvelopesInboxQuery } from '../api/documents-api.js';
import { useListControls } from '../hooks/use-list-controls.js';
import styles from './documents.module.css';
import { FileActions } from './file-actions.js';
import { InboxFilterChips, InboxFilters, NO_INBOX_FILTERS, type InboxFilterValues } from './inbox-filters.js';
import { EnvelopeStateCell, EnvelopeList, ListToolbar, useListFailureAlert } from './list-parts.js';

/** Received envelopes (spec §2, inbox tab). */
export function InboxTab() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<InboxFilterValues>(NO_INBOX_FILTERS);
  const controls = useListControls(`${filters.state}|${filters.envelopeState}`);
  const list = useEnvelopesInboxQuery(
    receivedListQuery({
      q: controls.q,
      page: controls.page,
      sort: controls.sort,
      state: filters.state,
      envelopeState: filters.envelopeState,
    }),
  );
  useListFailureAlert(list.error, 'documents.inbox.loadError');

  const narrowed = controls.q.trim() !== '' || filters.state !== '' || filters.envelopeState !== '';

  return (
    <>
      <ListToolbar controls={controls}>
        <InboxFilters applied={filters} onChange={setFilters} />
      </ListToolbar>
      <InboxFilterChips applied={filters} onChange={setFilters} />

      <EnvelopeList
        list={list}
        controls={controls}
        empty={
          <EmptyState
            message={narrowed ? t('documents.empty.noResults') : t('documents.empty.noEnvelopes')}
          />
        }
        card={(item) => <InboxCard item={item} />}
        row={(item) => <InboxRow item={item} />}
        leading={
          <>
            <th>{t('documents.columns.name')}</th>
            <th>{t('documents.columns.sender')}</th>
          </>
        }
        sortLabel={t('documents.columns.received')}
      />
    </>
  );
}

function EnvelopeName({ item }: { item: ReceivedItem }) {
  return (
    <span className={styles.name}>
      {item.envelope.is_sandbox && <SandboxMark />}
      {envelopeDisplayName(item.envelope)}
    </span>
  );
}

function InboxActions({ item }: { item: ReceivedItem }) {
  const { t } = useTranslation();
  const action = receivedAction(item);
  return (
    <span className={styles.actions}>
      {/* The inbox lists only the caller's organization's envelopes: the member's own downloads. */}
      <FileActions envelope={item.envelope} source={{ id: item.envelope.id }} />
      {action.kind === 'sign' ? (
        <SignAction recipientId={item.id} />
      ) : (
        <Link to={action.href} className={styles.actionLink}>
          {t('envelopes.actions.details')}
        </Link>
      )}
    </span>
  );
}

/** Sign: an action token is minted for the signed-in recipient, then the viewer opens with it. */
function SignAction({ recipientId }: { recipientId: string }) {
  const { t } = useTranslation();
  const { sign, isOpening } = useSignReceived();
  return (
    <button
      type="button"
      className={styles.textAction}
      disabled={isOpening}
      onClick={() => void sign(recipientId)}
    >
      {t('envelopes.actions.sign')}
    </button>
  );
}

function InboxRow({ item }: { item: ReceivedItem }) {
  const { i18n } = useTranslation();
  return (
    <tr>
      <td>
        <EnvelopeName item={item} />
      </td>
      <td>{item.envelope.sender?.name ?? '—'}</td>
      <td>{formatDate(item.notified_at ?? item.envelope.created_at, i18n.language)}</td>
      <td>
        <EnvelopeStateCell envelope={item.envelope} />
      </td>
      <td>
        <InboxActions item={item} />
      </td>
    </tr>
  );
}

function InboxCard({ item }: { item: ReceivedItem }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={styles.card}>
      <EnvelopeName item={item} />
      <dl className={styles.cardFacts}>
        <dt>{t('documents.columns.sender')}</dt>
        <dd>{item.envelope.sender?.name ?? '—'}</dd>
        <dt>{t('documents.columns.received')}</dt>
        <dd>{formatDate(item.notified_at ?? item.envelope.created_at, i18n.language)}</dd>
      </dl>
      <EnvelopeStateCell envelope={item.envelope} />
      <InboxActions item={item} />
    </li>
  );
}
