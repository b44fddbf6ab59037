import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import styles from './signing-viewer.module.css';

export type CannotActReason = 'alreadyDone' | 'processing' | 'notYourTurn' | 'unavailable';

/**
 * The viewer's bottom bar: why the recipient cannot act, or the terms to accept (a visitor who
 * signs), reject or cancel, and the action itself.
 */
export function ViewerFooter({
  canAct,
  cannotActReason,
  needsTerms,
  refuseLabel,
  onRefuse,
  actionLabel,
  actionDisabled,
  onAction,
}: {
  canAct: boolean;
  cannotActReason: CannotActReason | null;
  needsTerms: boolean;
  /** Absent where the recipient may not refuse (in person). */
  refuseLabel?: string;
  onRefuse: () => void;
  actionLabel: string;
  actionDisabled: boolean;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  const [termsAccepted, setTermsAccepted] = useState(false);
  return (
    <footer className={styles.bottomBar}>
      {!canAct && cannotActReason && (
        <p className={styles.muted}>{t(`signingViewer.cannotAct.${cannotActReason}`)}</p>
      )}
      {canAct && needsTerms && (
        <label className={styles.terms}>
          <input
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => setTermsAccepted(event.target.checked)}
          />
          <span>{t('signingViewer.terms')}</span>
        </label>
      )}
      <span className={styles.bottomActions}>
        {canAct && refuseLabel && (
          <Button variant="secondary" onClick={onRefuse}>
            {refuseLabel}
          </Button>
        )}
        {canAct && (
          <Button onClick={onAction} disabled={actionDisabled || (needsTerms && !termsAccepted)}>
            {actionLabel}
          </Button>
        )}
      </span>
    </footer>
  );
}
