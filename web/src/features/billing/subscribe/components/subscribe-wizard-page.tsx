import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useCurrentUser } from '../../../../app/use-current-user.js';
import { paths } from '../../../../config/paths.js';
import { useDocumentTitle } from '../../../../hooks/use-document-title.js';
import { useGetSubscriptionQuery } from '../../../../lib/subscription/subscription-api.js';
import { usePlansProductsQuery } from '../api/subscribe-api.js';
import { CpfRegistration } from './cpf-registration.js';
import { PlanSummary } from './plan-summary.js';
import { SubscribeWizard } from './subscribe-wizard.js';
import styles from './subscribe-wizard.module.css';

/**
 * The checkout (organization spec §2, account.billing.subscription): the chosen plan of one
 * organization, paid by card in three steps. In the Brazilian edition a user without a CPF
 * registers one first (§5 "Register CPF").
 */
export function SubscribeWizardPage() {
  const { t } = useTranslation();
  const { planId = '', organizationId = '' } = useParams();
  useDocumentTitle(t('billingSubscribe.title'));
  const { data: user } = useCurrentUser();
  const products = usePlansProductsQuery({ id: planId, organizationId, 'X-Organization': organizationId });
  const offer = products.data;
  const { data: current } = useGetSubscriptionQuery(organizationId);
  // §4, one payment at a time: judged as the page opens; the wizard's own payment, pending while
  // the provider answers, must not take the wizard away.
  const [pendingAtEntry, setPendingAtEntry] = useState<boolean>();
  useEffect(() => {
    if (current && pendingAtEntry === undefined) setPendingAtEntry(current.has_pending_invoice);
  }, [current, pendingAtEntry]);
  // An active paid plan is changed rather than signed again.
  const activeSubscriptionId =
    current?.state === 'recurring' && !current.plan.is_free ? (current.id ?? undefined) : undefined;

  let body;
  if (products.isError) {
    body = (
      <p role="alert" className={styles.errorBox}>
        {t('billingSubscribe.loadError')}{' '}
        <Link to={paths.account.billing.plan.getHref({ tab: 'plans' })}>
          {t('billingSubscribe.backToPlans')}
        </Link>
      </p>
    );
  } else if (!offer || !user) {
    body = <p className={styles.muted}>{t('common.loading')}</p>;
  } else if (offer.plan.is_custom || offer.plan.is_free || pendingAtEntry) {
    // §2: the custom plan is sold by a consultant; §4: one payment at a time.
    body = (
      <p role="alert" className={styles.errorBox}>
        {t(
          current?.has_pending_invoice
            ? 'billingSubscribe.pendingPayment'
            : 'billingSubscribe.notPurchasable',
        )}{' '}
        <Link to={paths.account.billing.plan.getHref({ tab: 'plans' })}>
          {t('billingSubscribe.backToPlans')}
        </Link>
      </p>
    );
  } else if (!user.is_usa_version && !user.cpf) {
    body = <CpfRegistration organizationId={organizationId} />;
  } else {
    body = (
      <SubscribeWizard
        key={`${planId}:${organizationId}`}
        planId={offer.plan.id}
        organizationId={organizationId}
        user={user}
        documentRequired={offer.checkout.document_required}
        cardLookup={offer.checkout.card_lookup && !user.is_usa_version}
        cepLookup={!user.is_usa_version}
        activeSubscriptionId={activeSubscriptionId}
        boletoOffered={offer.checkout.payment_methods.includes('boleto') && !user.is_usa_version}
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('billingSubscribe.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>{body}</div>
        {offer && <PlanSummary plan={offer.plan} />}
      </div>
    </div>
  );
}
