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

/** The filters applied to the list, and where a change to them goes. */
interface InboxFilterProps {
  applied: InboxFilterValues;
  onChange: (values: InboxFilterValues) => void;
}

/** The inbox's two filters, in order: the value each sets, its label and its options' labels. */
function useInboxFilterFields() {
  const { t } = useTranslation();
  return [
    {
      key: 'state',
      label: t('documents.filters.recipientState'),
      values: INBOX_RECIPIENT_STATES,
      valueLabel: (state: string) =>
        t(`envelopes.recipientStates.${state as (typeof INBOX_RECIPIENT_STATES)[number]}`),
    },
    {
      key: 'envelopeState',
      label: t('documents.filters.envelopeState'),
      values: INBOX_ENVELOPE_STATES,
      valueLabel: (state: string) => t(`envelopes.states.${state as (typeof INBOX_ENVELOPE_STATES)[number]}`),
    },
  ] satisfies Array<{
    key: keyof InboxFilterValues;
    label: string;
    values: readonly string[];
    valueLabel: (value: string) => string;
  }>;
}

/**
 * The inbox's filter dropdown (spec §2): the recipient's own state and the envelope state, each
 * with 'all'; apply and clear; the applied filters show as removable chips.
 */
export function InboxFilters({ applied, onChange }: InboxFilterProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(applied);
  const fields = useInboxFilterFields();

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
          {fields.map((field) => (
            <label key={field.key} className={styles.field}>
              {field.label}
              <select
                value={draft[field.key]}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              >
                <SelectOptions
                  values={field.values}
                  label={field.valueLabel}
                  emptyLabel={t('documents.filters.all')}
                />
              </select>
            </label>
          ))}
          <div className={styles.filterActions}>
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(NO_INBOX_FILTERS);
                onChange(NO_INBOX_FILTERS);
                setOpen(false);
              }}
            >
              {t('documents.filters.clear')}
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
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
export function InboxFilterChips({ applied, onChange }: InboxFilterProps) {
  const { t } = useTranslation();
  const chips = useInboxFilterFields()
    .filter((field) => applied[field.key])
    .map((field) => ({ key: field.key, label: `${field.label}: ${field.valueLabel(applied[field.key])}` }));
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
