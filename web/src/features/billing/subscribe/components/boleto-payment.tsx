import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/button.js';
import { ButtonLink } from '../../../../components/button-link.js';
import panel from '../../../../components/panel.module.css';
import { paths } from '../../../../config/paths.js';
import { formatBillingDate } from '../../../../lib/subscription/format-billing-date.js';
import type { Invoice } from '../api/subscribe-api.js';
import type { WizardPaymentMethod } from '../hooks/use-subscribe-payment.js';
import styles from './subscribe-wizard.module.css';

/** Card or boleto, where the edition sells both (the plan offer's payment_methods). */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled,
}: {
  value: WizardPaymentMethod;
  onChange: (method: WizardPaymentMethod) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.methods} disabled={disabled}>
      <legend className={styles.methodsLegend}>{t('billingSubscribe.method.label')}</legend>
      {(['card', 'boleto'] as const).map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {t(`billingSubscribe.method.${method}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** What paying by boleto means before it is issued: a due date, and a plan that waits for the bank. */
export function BoletoNote() {
  const { t } = useTranslation();
  return <p className={styles.muted}>{t('billingSubscribe.boleto.note')}</p>;
}

/**
 * The boleto just issued: its line to copy, due date and value, its page (the provider's, to print
 * it), and the plan page, where the subscription awaits payment until the bank pays.
 */
export function BoletoIssued({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const boleto = invoice.boleto!;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(boleto.line.replace(/\D/g, ''));
      setCopied(true);
    } catch {
      // Without clipboard access the line stays on screen, to copy by hand.
      setCopied(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="boleto-issued">
      <h2 id="boleto-issued" className={styles.stepTitle}>
        {t('billingSubscribe.boleto.issued')}
      </h2>
      <p role="status" className={panel.notice}>
        {t('billingSubscribe.boleto.awaiting')}
      </p>
      <dl className={styles.boleto}>
        <dt>{t('billingSubscribe.boleto.line')}</dt>
        <dd className={panel.code}>{boleto.line}</dd>
        <dt>{t('billingSubscribe.boleto.dueDate')}</dt>
        <dd>{formatBillingDate(invoice.due_date)}</dd>
        <dt>{t('billingSubscribe.boleto.value')}</dt>
        <dd>{invoice.value.formatted}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('billingSubscribe.boleto.copied') : t('billingSubscribe.boleto.copy')}
        </Button>
        {boleto.url && (
          <a className={styles.linkButton} href={boleto.url} target="_blank" rel="noopener noreferrer">
            {t('billingSubscribe.boleto.open')}
          </a>
        )}
        <ButtonLink to={paths.account.billing.plan.getHref()}>
          {t('billingSubscribe.outcome.toPlan')}
        </ButtonLink>
      </div>
    </section>
  );
}
