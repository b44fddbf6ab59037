import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { ActionIcon } from '../../../components/action-icon.js';
import { ButtonLink } from '../../../components/button-link.js';
import { EmptyState } from '../../../components/empty-state.js';
import { SandboxMark } from '../../../components/sandbox-mark.js';
import { StateBadge } from '../../../components/state-badge.js';
import { SelectField } from '../../../components/select-field.js';
import { SelectOptions } from '../../../components/select-options.js';
import { paths, SENT_STATES, type SentState } from '../../../config/paths.js';
import { envelopeDisplayName } from '../../../lib/envelopes/envelope-display-name.js';
import type { Envelope } from '../../../lib/envelopes/envelope-types.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { isOrdered } from '../../../lib/envelopes/is-ordered.js';
import { sortedRecipients } from '../../../lib/envelopes/sorted-recipients.js';
import { useSaveAsTemplate } from '../../../lib/envelopes/use-save-as-template.js';
import { envelopeListQuery, useEnvelopesListQuery } from '../api/documents-api.js';
import { useListControls } from '../hooks/use-list-controls.js';
import styles from './documents.module.css';
import { FileActions } from './file-actions.js';
import {
  EnvelopeStateCell,
  EnvelopeList,
  ListToolbar,
  RowAction,
  useListFailureAlert,
} from './list-parts.js';

/**
 * Every state a sent envelope can be in: what "all" asks for, so drafts and templates stay out of
 * the sent list.
 */
const ALL_SENT_STATES = [
  'in-transit',
  'processing',
  'completed',
  'rejected',
  'cancelled',
  'expired',
  'halted',
];

const isSentState = (value: string | undefined): value is SentState =>
  (SENT_STATES as readonly string[]).includes(value ?? '');

/**
 * Sent envelopes (spec §2, sent tab). The optional route state preselects the state filter only
 * when it is one of the sent states; anything else shows every sent envelope.
 */
export function SentTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state: routeState } = useParams();
  const state = isSentState(routeState) ? routeState : '';
  const controls = useListControls(state);
  const list = useEnvelopesListQuery(
    envelopeListQuery({
      q: controls.q,
      page: controls.page,
      sort: controls.sort,
      state: state || ALL_SENT_STATES.join(','),
      include: 'recipients,recipients_stats',
    }),
  );
  useListFailureAlert(list.error, 'documents.sent.loadError');
  const filterId = useId();

  const narrowed = controls.q.trim() !== '' || state !== '';

  return (
    <>
      <ListToolbar controls={controls}>
        <SelectField
          id={filterId}
          label={t('documents.filters.envelopeState')}
          labelClassName="visually-hidden"
          className={styles.select}
          value={state}
          onChange={(event) => {
            const next = event.target.value;
            navigate(paths.business.documents.sent.getHref(isSentState(next) ? next : undefined), {
              replace: true,
            });
          }}
        >
          <SelectOptions
            values={SENT_STATES}
            label={(option) => t(`envelopes.states.${option}`)}
            emptyLabel={t('documents.filters.allStates')}
          />
        </SelectField>
      </ListToolbar>

      <EnvelopeList
        list={list}
        controls={controls}
        empty={
          narrowed ? (
            <EmptyState message={t('documents.empty.noResults')} />
          ) : (
            <EmptyState message={t('documents.sent.empty')}>
              <ButtonLink to={paths.business.dashboard.getHref()}>{t('documents.sent.letsGo')}</ButtonLink>
            </EmptyState>
          )
        }
        card={(envelope) => <SentCard envelope={envelope} />}
        row={(envelope) => <SentRow envelope={envelope} />}
        leading={
          <>
            <th>
              <span className="visually-hidden">{t('documents.sent.recipients')}</span>
            </th>
            <th>{t('documents.columns.name')}</th>
          </>
        }
        sortLabel={t('documents.columns.created')}
      />
    </>
  );
}

function SentActions({ envelope }: { envelope: Envelope }) {
  const { t } = useTranslation();
  const [saveAsTemplate, saving] = useSaveAsTemplate();
  return (
    <span className={styles.actions}>
      <FileActions envelope={envelope} source={{ id: envelope.id }} />
      <RowAction
        icon="copy"
        label={t('templates.saveAs')}
        disabled={saving}
        onClick={() => void saveAsTemplate(envelope.id)}
      />
      <Link to={paths.business.documents.info.getHref(envelope.id)} className={styles.actionLink}>
        {t('envelopes.actions.details')}
      </Link>
    </span>
  );
}

/** The recipients of a sent envelope, by routing order, numbered when the order is enforced. */
function SentRecipients({ envelope, id }: { envelope: Envelope; id: string }) {
  const { t } = useTranslation();
  const recipients = sortedRecipients(envelope.recipients);
  const ordered = isOrdered(envelope.recipients);
  const List = ordered ? 'ol' : 'ul';
  if (recipients.length === 0) return <p className={styles.muted}>{t('documents.sent.noRecipients')}</p>;
  return (
    <List id={id} className={ordered ? `${styles.recipients} ${styles.ordered}` : styles.recipients}>
      {recipients.map((recipient) => (
        <li key={recipient.id} className={styles.recipient}>
          <span>{recipient.addressees[0]?.name ?? '—'}</span>
          <StateBadge kind="recipient" state={recipient.state} recipientType={recipient.type} />
        </li>
      ))}
    </List>
  );
}

function ExpandButton({
  expanded,
  controls,
  name,
  onToggle,
}: {
  expanded: boolean;
  controls: string;
  name: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.rowAction}
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={t('documents.sent.showRecipients', { name })}
      onClick={onToggle}
    >
      <ActionIcon name={expanded ? 'chevronUp' : 'chevronDown'} />
    </button>
  );
}

function SentRow({ envelope }: { envelope: Envelope }) {
  const { i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const name = envelopeDisplayName(envelope);
  return (
    <Fragment>
      <tr>
        <td className={styles.expandCell}>
          <ExpandButton
            expanded={expanded}
            controls={id}
            name={name}
            onToggle={() => setExpanded(!expanded)}
          />
        </td>
        <td>
          <span className={styles.name}>
            {envelope.is_sandbox && <SandboxMark />}
            {name}
          </span>
        </td>
        <td>{formatDate(envelope.created_at, i18n.language)}</td>
        <td>
          <EnvelopeStateCell envelope={envelope} />
        </td>
        <td>
          <SentActions envelope={envelope} />
        </td>
      </tr>
      {expanded && (
        <tr className={styles.expanded}>
          <td />
          <td colSpan={4}>
            <SentRecipients envelope={envelope} id={id} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function SentCard({ envelope }: { envelope: Envelope }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const name = envelopeDisplayName(envelope);
  return (
    <li className={styles.card}>
      <span className={styles.cardTop}>
        <span className={styles.name}>
          {envelope.is_sandbox && <SandboxMark />}
          {name}
        </span>
        <ExpandButton expanded={expanded} controls={id} name={name} onToggle={() => setExpanded(!expanded)} />
      </span>
      <dl className={styles.cardFacts}>
        <dt>{t('documents.columns.created')}</dt>
        <dd>{formatDate(envelope.created_at, i18n.language)}</dd>
      </dl>
      <EnvelopeStateCell envelope={envelope} />
      {expanded && <SentRecipients envelope={envelope} id={id} />}
      <SentActions envelope={envelope} />
    </li>
  );
}
