import { useTranslation } from 'react-i18next';

import type { SubscribeForm } from '../hooks/use-subscribe-form.js';
import { CARD_NUMBER_MASK, CVV_MASK, MONTH_MASK, YEAR_MASK } from '../utils/subscribe-masks.js';
import { cardBrandOf, type CardValues } from '../utils/subscribe-rules.js';
import { fieldError, MaskedField, useProblemText } from './subscribe-field.js';
import styles from './subscribe-wizard.module.css';

/** Month, year and CVV, side by side. */
const EXPIRY_FIELDS = [
  { name: 'month', mask: MONTH_MASK, autoComplete: 'cc-exp-month', placeholder: 'month' },
  { name: 'year', mask: YEAR_MASK, autoComplete: 'cc-exp-year', placeholder: 'year' },
  { name: 'cvv', mask: CVV_MASK, autoComplete: 'cc-csc', placeholder: undefined },
] as const;

/**
 * Step 3 (§2, §5 "Wizard card"): holder, number, CVV, month and year. What is typed here goes only
 * to the payment provider's tokenization; the brand is looked up as the number is typed (not in
 * the US edition, §1).
 */
export function CardStep({ wizard, cardLookup }: { wizard: SubscribeForm; cardLookup: boolean }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const values = wizard.values.card;
  const field = (name: keyof CardValues, label: string) => ({
    id: `subscribe-card-${name}`,
    label,
    value: values[name],
    onValue: (value: string) => wizard.update('card', { [name]: value }),
    onBlur: () => wizard.touch('card', name),
    error: fieldError(text, wizard, 'card', name, label),
  });
  const brand = cardLookup ? cardBrandOf(values.number) : undefined;
  return (
    <div className={styles.grid}>
      <MaskedField {...field('holder', t('billingSubscribe.fields.holder'))} wide autoComplete="cc-name" />
      <MaskedField
        {...field('number', t('billingSubscribe.fields.cardNumber'))}
        wide
        mask={CARD_NUMBER_MASK}
        inputMode="numeric"
        autoComplete="cc-number"
        hint={brand ? t('billingSubscribe.card.brand', { brand }) : undefined}
      />
      <div className={`${styles.wide} ${styles.expiry}`}>
        {EXPIRY_FIELDS.map(({ name, mask, autoComplete, placeholder }) => (
          <MaskedField
            key={name}
            {...field(name, t(`billingSubscribe.fields.${name}`))}
            mask={mask}
            inputMode="numeric"
            autoComplete={autoComplete}
            placeholder={placeholder && t(`billingSubscribe.placeholders.${placeholder}`)}
          />
        ))}
      </div>
      <p className={`${styles.wide} ${styles.secure}`}>{t('billingSubscribe.card.secure')}</p>
    </div>
  );
}
