import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../components/button.js';
import styles from './wizard.module.css';

/** The bottom bar of a step: back (a link) and next. */
export function StepActions({
  backHref,
  backLabel,
  onBack,
  nextLabel,
  nextDisabled,
  busy,
  onNext,
}: {
  backHref?: string;
  backLabel: string;
  onBack?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
      ) : (
        <Link to={backHref ?? '/'} className={styles.backLink}>
          {backLabel}
        </Link>
      )}
      <Button onClick={onNext} disabled={nextDisabled}>
        {busy ? t('wizard.saving') : (nextLabel ?? t('wizard.next'))}
      </Button>
    </div>
  );
}
