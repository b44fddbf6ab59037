import { useTranslation } from 'react-i18next';

import type { EnvelopeState, RecipientState } from '../lib/envelopes/envelope-types.js';
import styles from './state-badge.module.css';

const TONE: Record<string, 'info' | 'success' | 'danger' | 'warning' | 'neutral'> = {
  'in-transit': 'info',
  pending: 'info',
  processing: 'info',
  waiting: 'info',
  signing: 'info',
  queued: 'info',
  completed: 'success',
  done: 'success',
  rejected: 'danger',
  refused: 'danger',
  halted: 'danger',
  failed: 'danger',
  expired: 'warning',
  suspended: 'warning',
  cancelled: 'neutral',
  draft: 'neutral',
  template: 'neutral',
  following: 'neutral',
};

/**
 * An envelope's or a recipient's state, translated, in a coloured pill. Given the recipient's type,
 * a done approver reads "approved" rather than "signed" (spec section 3: approvers approve).
 */
export function StateBadge(
  props:
    | { kind: 'envelope'; state: EnvelopeState }
    // Required (if possibly undefined), so no screen forgets it and words an approver as a signer.
    | { kind: 'recipient'; state: RecipientState; recipientType: string | undefined },
) {
  const { t } = useTranslation();
  const label =
    props.kind === 'envelope'
      ? t(`envelopes.states.${props.state}`, { defaultValue: props.state })
      : props.state === 'done' && props.recipientType === 'approver'
        ? t('envelopes.recipientStates.approved')
        : t(`envelopes.recipientStates.${props.state}`, { defaultValue: props.state });
  return <span className={`${styles.badge} ${styles[TONE[props.state] ?? 'neutral']}`}>{label}</span>;
}
