import { useTranslation } from 'react-i18next';

import { Icon } from '../components/icon.js';
import { alertDismissed, selectAlerts, type Alert } from './alerts.slice.js';
import styles from './alert-stack.module.css';
import { useAppDispatch, useAppSelector } from './hooks.js';

/** The app's alerts, newest last, over every page. Each closes itself after 10 s or by its button. */
export function AlertStack() {
  const alerts = useAppSelector(selectAlerts);
  const { t } = useTranslation();
  return (
    <section className={styles.stack} aria-label={t('alerts.region')}>
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} />
      ))}
    </section>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Danger interrupts a screen reader; the others wait for a pause.
  const role = alert.kind === 'danger' ? 'alert' : 'status';
  return (
    <div role={role} className={`${styles.alert} ${styles[alert.kind]}`}>
      <p className={styles.message}>{t(alert.messageKey, alert.values ?? {}) as string}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('alerts.close')}
        onClick={() => dispatch(alertDismissed(alert.id))}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
