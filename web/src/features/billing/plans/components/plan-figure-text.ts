import type { TFunction } from 'i18next';

import { formatStorageLimit } from '../../../../lib/format-storage-limit.js';
import type { SubscriptionPlan } from '../api/plans-api.js';
import type { FigureRow, PlanFigures } from '../utils/plan-figures.js';

const MB = 1_000_000;

/** One line of a plan card's benefits, or null when the plan does not offer it. */
export const benefitText = (
  t: TFunction,
  row: FigureRow,
  figures: PlanFigures,
  plan: SubscriptionPlan,
  locale: string,
): string | null => {
  const unit = t(`billingPlans.units.${plan.interval_name}`);
  switch (row) {
    case 'whatsapp':
    case 'api':
      return figures[row] ? t(`billingPlans.benefits.${row}`) : null;
    case 'users':
    case 'storage':
    case 'sendings':
    case 'teams': {
      const quantity = figures[row];
      if (quantity.kind === 'none') return null;
      if (quantity.kind === 'custom') return t(`billingPlans.benefits.${row}Custom`);
      const { count } = quantity;
      if (row === 'users') return t('billingPlans.benefits.users', { count });
      if (row === 'storage')
        return t('billingPlans.benefits.storage', { size: formatStorageLimit(count * MB, locale) });
      if (row === 'sendings') return t('billingPlans.benefits.sendings', { count, unit });
      return t('billingPlans.benefits.teams', { count });
    }
  }
};

/** One cell of the comparison table. */
export const comparisonCell = (
  t: TFunction,
  row: FigureRow,
  figures: PlanFigures,
  plan: SubscriptionPlan,
  locale: string,
): string => {
  if (row === 'whatsapp' || row === 'api')
    return t(figures[row] ? 'billingPlans.compare.included' : 'billingPlans.compare.notIncluded');
  const quantity = figures[row];
  if (quantity.kind === 'none') return t('billingPlans.compare.notIncluded');
  if (quantity.kind === 'custom') return t('billingPlans.compare.custom');
  const { count } = quantity;
  if (row === 'storage') return formatStorageLimit(count * MB, locale);
  if (row === 'sendings')
    return t('billingPlans.compare.perUnit', { count, unit: t(`billingPlans.units.${plan.interval_name}`) });
  return t('billingPlans.compare.upTo', { count });
};
