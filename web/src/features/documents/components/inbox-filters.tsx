import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionIcon } from '../../../components/action-icon.js';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { SelectOptions } from '../../../components/select-options.js';
import styles from './documents.module.css';

/** Recipient states offered by the inbox's first filter (spec §4). */
export const INBOX_RECIPIENT_STATES = ['waiting', 'signing', 'done', 'refused', 'following'] as const;
/** Envelope states offered by the inbox's second filter (spec §4). */
export const INBOX_ENVELOPE_STATES = ['in-transit', 'completed', 'cancelled', 'rejected', 'expired'] as const;

export interface InboxFilterValues {
  /** '' means all. */
  state: string;
  envelopeState: string;
}

export const NO_INBOX_FILTERS: InboxFilterValues = { state: '', envelopeState: '' };

/**
 * The inbox's filter dropdown (spec §2): the recipient's own state and the envelope state, each
 * with 'all'; apply and clear; the applied filters show as removable chips.
 */
export function InboxFilters({
  applied,
  onApply,
}: {
  applied: InboxFilterValues;
  onApply: (values: InboxFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);

  const toggle = () => {
    if (!open) setDraft(applied);
    setOpen(!open);
  };

  return (
    <div className={styles.filters}>
      <button
        type="button"
        className={styles.toolButton}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
      >
        <ActionIcon name="filter" size={16} />
        {t('documents.filters.button')}
      </button>
      {open && (
        <div
          id={`${id}-panel`}
          className={styles.filterPanel}
          role="group"
          aria-label={t('documents.filters.button')}
        >
          <label className={styles.field}>
            {t('documents.filters.recipientState')}
            <select
              value={draft.state}
              onChange={(event) => setDraft({ ...draft, state: event.target.value })}
            >
              <SelectOptions
                values={INBOX_RECIPIENT_STATES}
                label={(state) => t(`envelopes.recipientStates.${state}`)}
                emptyLabel={t('documents.filters.all')}
              />
            </select>
          </label>
          <label className={styles.field}>
            {t('documents.filters.envelopeState')}
            <select
              value={draft.envelopeState}
              onChange={(event) => setDraft({ ...draft, envelopeState: event.target.value })}
            >
              <SelectOptions
                values={INBOX_ENVELOPE_STATES}
                label={(state) => t(`envelopes.states.${state}`)}
                emptyLabel={t('documents.filters.all')}
              />
            </select>
          </label>
          <div className={styles.filterActions}>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(NO_INBOX_FILTERS);
                onApply(NO_INBOX_FILTERS);
                setOpen(false);
              }}
            >
              {t('documents.filters.clear')}
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              {t('documents.filters.apply')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The applied filters, each removable on its own. */
export function InboxFilterChips({
  applied,
  onChange,
}: {
  applied: InboxFilterValues;
  onChange: (values: InboxFilterValues) => void;
}) {
  const { t } = useTranslation();
  const chips = [
    applied.state && {
      key: 'state' as const,
      label: `${t('documents.filters.recipientState')}: ${t(`envelopes.recipientStates.${applied.state as (typeof INBOX_RECIPIENT_STATES)[number]}`)}`,
    },
    applied.envelopeState && {
      key: 'envelopeState' as const,
      label: `${t('documents.filters.envelopeState')}: ${t(`envelopes.states.${applied.envelopeState as (typeof INBOX_ENVELOPE_STATES)[number]}`)}`,
    },
  ].filter(Boolean) as Array<{ key: keyof InboxFilterValues; label: string }>;
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('documents.filters.applied')}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.chip}>
          {chip.label}
          <button
            type="button"
            className={styles.chipRemove}
            aria-label={t('documents.filters.remove', { filter: chip.label })}
            onClick={() => onChange({ ...applied, [chip.key]: '' })}
          >
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
