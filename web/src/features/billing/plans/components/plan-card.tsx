import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/button.js';
import { ButtonLink } from '../../../../components/button-link.js';
import { planDisplayName } from '../../../../lib/subscription/plan-display-name.js';
import type { SubscriptionPlan } from '../api/plans-api.js';
import { formatPrice } from '../utils/format-price.js';
import { FIGURE_ROWS, planFigures } from '../utils/plan-figures.js';
import { monthlyCents } from '../utils/plan-offer.js';
import { benefitText } from './plan-figure-text.js';
import { PlanIcon } from './plan-icon.js';
import { Pill } from './pill.js';
import styles from './plans.module.css';

/** What a card offers (organization spec §4): its state decides, the page works it out. */
export type PlanChoice =
  | { kind: 'current' }
  | { kind: 'contact'; onContact: () => void }
  /** `onChoose`, when given, runs instead of following `to` (a CPF to register first). */
  | { kind: 'subscribe'; to: string; onChoose?: () => void }
  | { kind: 'change'; onChange: () => void; busy: boolean }
  | { kind: 'none' };

const KNOWN_PRODUCTS = ['free', 'basic', 'essential', 'advanced', 'corporate'] as const;
type KnownProduct = (typeof KNOWN_PRODUCTS)[number];
const isKnown = (product: string): product is KnownProduct =>
  (KNOWN_PRODUCTS as readonly string[]).includes(product);

function PlanPrice({ plan }: { plan: SubscriptionPlan }) {
  const { t, i18n } = useTranslation();
  const monthly = monthlyCents(plan);
  if (plan.is_custom || monthly === null || plan.value_cents === null)
    return <p className={styles.customPrice}>{t('billingPlans.customPrice')}</p>;
  const money = (cents: number) => formatPrice(cents, plan.currency, i18n.language);
  return (
    <>
      <p className={styles.price}>{t('billingPlans.perMonth', { price: money(monthly) })}</p>
      <p className={styles.billed}>
        {plan.discount_percent > 0 && plan.list_value_cents !== null && (
          <>
            <s className={styles.listPrice}>
              {t('billingPlans.listPrice', { price: money(plan.list_value_cents) })}
            </s>{' '}
          </>
        )}
        {t('billingPlans.billedEvery', { total: money(plan.value_cents), count: plan.interval })}
      </p>
    </>
  );
}

function ChoiceAction({ plan, choice }: { plan: SubscriptionPlan; choice: PlanChoice }) {
  const { t } = useTranslation();
  const name = planDisplayName(t, { id: plan.product, name: plan.name });
  switch (choice.kind) {
    case 'current':
      return <Pill>{t('billingPlans.currentBadge')}</Pill>;
    case 'contact':
      return (
        <Button variant="secondary" block onClick={choice.onContact}>
          {t('billingPlans.actions.talkToUs')}
        </Button>
      );
    case 'subscribe':
      return choice.onChoose ? (
        <Button block onClick={choice.onChoose}>
          {t('billingPlans.actions.choose', { plan: name })}
        </Button>
      ) : (
        <ButtonLink to={choice.to} block>
          {t('billingPlans.actions.choose', { plan: name })}
        </ButtonLink>
      );
    case 'change':
      return (
        <Button block onClick={choice.onChange} disabled={choice.busy}>
          {t('billingPlans.actions.change', { plan: name })}
        </Button>
      );
    case 'none':
      return null;
  }
}

/** One plan of the plans tab (§2): icon, tag, name, description, price, benefits and its action. */
export function PlanCard({ plan, choice }: { plan: SubscriptionPlan; choice: PlanChoice }) {
  const { t, i18n } = useTranslation();
  const figures = planFigures(plan);
  const product = plan.product;
  const benefits = FIGURE_ROWS.map((row) => benefitText(t, row, figures, plan, i18n.language)).filter(
    (text): text is string => text !== null,
  );
  const headingId = `plan-${plan.id}`;
  return (
    <li
      className={`${styles.card} ${styles.planCard} ${choice.kind === 'current' ? styles.planCurrent : ''}`}
      aria-labelledby={headingId}
    >
      <div className={styles.cardHead}>
        <span className={styles.cardIcon}>
          <PlanIcon product={product} />
        </span>
        {isKnown(product) && product !== 'free' && <Pill>{t(`billingPlans.tags.${product}`)}</Pill>}
      </div>
      <h2 id={headingId} className={styles.cardTitle}>
        {planDisplayName(t, { id: product, name: plan.name })}
      </h2>
      <p className={styles.description}>
        {isKnown(product) ? t(`billingPlans.descriptions.${product}`) : plan.description}
      </p>
      <PlanPrice plan={plan} />
      <ul className={styles.benefits}>
        {benefits.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <div className={styles.planAction}>
        <ChoiceAction plan={plan} choice={choice} />
      </div>
    </li>
  );
}
