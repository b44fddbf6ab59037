import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useCurrentUser } from '../../../../app/use-current-user.js';

import { externalLinks } from '../../../../config/external-links.js';
import { paths } from '../../../../config/paths.js';
import type { Subscription } from '../../../../lib/subscription/subscription-types.js';
import type { PlanList, SubscriptionPlan } from '../api/plans-api.js';
import { isActivePlan, type PlanActions } from '../utils/plan-actions.js';
import {
  DEFAULT_INTERVAL,
  discountOf,
  PLAN_INTERVALS,
  plansOfInterval,
  type PlanInterval,
} from '../utils/plan-offer.js';
import { ComparisonTable } from './comparison-table.js';
import { IntervalSelector } from './interval-selector.js';
import { LeadCaptureModal } from './lead-capture-modal.js';
import { PlanCard, type PlanChoice } from './plan-card.js';
import styles from './plans.module.css';
import { RegisterCpfModal } from './register-cpf-modal.js';

/**
 * The plans tab (organization spec §2): the period switch, a card per plan and the comparison
 * table. What a card offers follows §4: the current plan is marked; a cancelled paid plan offers
 * nothing until it is reactivated; a recurring paid plan changes in place (PUT change-plan);
 * otherwise the subscribe wizard opens on the plan; Corporate is "talk to us" (a lead form). In the Brazilian
 * edition an owner without a CPF registers one in a modal first, then the signing goes on (§2, §8).
 */
export function PlansTab({
  catalogue,
  subscription,
  actions,
  organizationId,
  busy,
  onChange,
}: {
  catalogue: PlanList;
  subscription?: Subscription;
  actions?: PlanActions;
  organizationId: string;
  busy: boolean;
  onChange: (plan: SubscriptionPlan) => void;
}) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<PlanInterval>(DEFAULT_INTERVAL);
  const plans = plansOfInterval(catalogue.data, interval);
  const discounts = Object.fromEntries(
    PLAN_INTERVALS.map((months) => [months, discountOf(catalogue.data, months)]),
  ) as Record<PlanInterval, number>;

  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const needsCpf = !!user && !user.is_usa_version && !user.cpf;
  const [talkingToSales, setTalkingToSales] = useState(false);
  const [afterCpf, setAfterCpf] = useState<{ sign: () => void }>();
  const signing = (sign: () => void) => () => (needsCpf ? setAfterCpf({ sign }) : sign());

  const choiceOf = (plan: SubscriptionPlan): PlanChoice => {
    if (plan.is_custom) return { kind: 'contact', onContact: () => setTalkingToSales(true) };
    if (isActivePlan(subscription, plan.id)) return { kind: 'current' };
    if (actions && !actions.upgrade) return { kind: 'none' };
    if (actions?.changesInPlace) return { kind: 'change', onChange: signing(() => onChange(plan)), busy };
    const to = paths.account.billing.subscription.getHref(plan.id, organizationId);
    return { kind: 'subscribe', to, onChoose: needsCpf ? signing(() => void navigate(to)) : undefined };
  };

  return (
    <>
      <IntervalSelector
        value={interval}
        discounts={discounts}
        annualDiscount={catalogue.checkout.annual_discount_percent}
        onChange={setInterval}
      />
      {actions && !actions.upgrade && (
        <p className={styles.note}>{t('billingPlans.actions.cancelledNote')}</p>
      )}
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} choice={choiceOf(plan)} />
        ))}
      </ul>
      <ComparisonTable plans={plans} />
      {talkingToSales && (
        <LeadCaptureModal
          formUrl={externalLinks.leadForm}
          contactHref={externalLinks.salesContact}
          onClose={() => setTalkingToSales(false)}
        />
      )}
      {afterCpf && (
        <RegisterCpfModal
          organizationId={organizationId}
          onClose={() => setAfterCpf(undefined)}
          onRegistered={() => {
            setAfterCpf(undefined);
            afterCpf.sign();
          }}
        />
      )}
    </>
  );
}
