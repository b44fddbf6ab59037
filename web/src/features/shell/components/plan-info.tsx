import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ButtonLink } from '../../../components/button-link.js';
import { paths } from '../../../config/paths.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { planDisplayName } from '../../../lib/subscription/plan-display-name.js';
import { mayUpgrade } from '../../../lib/subscription/may-upgrade.js';
import { remainingSignaturesText } from '../../../lib/subscription/remaining-signatures-text.js';
import { renewalText } from '../../../lib/subscription/renewal-text.js';
import { useSubscription } from '../../../lib/subscription/use-subscription.js';
import { isBuiltRoute } from '../utils/built-routes.js';
import styles from './sidebar.module.css';

/**
 * The sidebar's plan box (workspace spec, layout and navigation): plan name, remaining signatures
 * (available minus consumed envelopes; "unlimited" on a plan without a quota) and the renewal or
 * expiry date (organization spec §4); those who manage billing also get the plan-details link and
 * the upgrade button (organization spec §6). The figures refetch after each send.
 */
export function PlanInfo({
  id,
  organizationName,
  canManageBilling = false,
}: {
  id: string;
  organizationName?: string;
  canManageBilling?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { subscription } = useSubscription();
  const notAvailable = t('common.notAvailable');
  const renewal = subscription && renewalText(t, subscription, (value) => formatDate(value, i18n.language));
  return (
    <section className={styles.plan} aria-labelledby={id}>
      <h2 id={id} className={styles.planTitle}>
        {t('shell.plan.title')}
      </h2>
      {organizationName && (
        <p className={styles.planOrganization}>
          <span className="visually-hidden">{t('shell.plan.organization')}: </span>
          {organizationName}
        </p>
      )}
      <dl className={styles.planFigures}>
        <div className={styles.planRow}>
          <dt>{t('shell.plan.name')}</dt>
          <dd className={styles.planValue}>
            {subscription ? planDisplayName(t, subscription.plan) : notAvailable}
          </dd>
        </div>
        <div className={styles.planRow}>
          <dt>{t('shell.plan.remaining')}</dt>
          <dd className={styles.planValue}>
            {subscription ? remainingSignaturesText(t, subscription) : notAvailable}
          </dd>
        </div>
      </dl>
      {renewal && <p className={styles.planRenewal}>{renewal}</p>}
      {subscription?.state === 'uninitialized' && (
        <p className={styles.planRenewal}>{t('subscription.awaitingPayment')}</p>
      )}
      {canManageBilling && isBuiltRoute(paths.account.billing.plan.path) && (
        <div className={styles.planActions}>
          <Link to={paths.account.billing.plan.getHref({ tab: 'plan-details' })} className={styles.planLink}>
            {t('shell.plan.details')}
          </Link>
          {subscription && mayUpgrade(subscription) && (
            <ButtonLink to={paths.account.billing.plan.getHref({ tab: 'plans' })} variant="secondary" block>
              {t('shell.plan.upgrade')}
            </ButtonLink>
          )}
        </div>
      )}
    </section>
  );
}
