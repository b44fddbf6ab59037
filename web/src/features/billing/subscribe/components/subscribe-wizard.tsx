import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import type { CurrentUser } from '../../../../app/session-api.js';
import { Button } from '../../../../components/button.js';
import { paths } from '../../../../config/paths.js';
import { cardTokenizer } from '../api/subscribe-api.js';
import type { CardTokenizer } from '../api/card-tokenizer.js';
import { SUBSCRIBE_STEPS, useSubscribeForm, type SubscribeStep } from '../hooks/use-subscribe-form.js';
import { useSubscribePayment, type WizardPaymentMethod } from '../hooks/use-subscribe-payment.js';
import { applyMask, CPF_MASK, PHONE_MASK } from '../utils/subscribe-masks.js';
import { AddressStep } from './address-step.js';
import { BoletoIssued, BoletoNote, PaymentMethodChoice } from './boleto-payment.js';
import { CardStep } from './card-step.js';
import { CustomerStep } from './customer-step.js';
import styles from './subscribe-wizard.module.css';

/** The user's phone as the mask shows it (stored as +55 and digits, or national digits). */
const nationalPhone = (phone: string | null): string => {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const national =
    phone.startsWith('+55') || (digits.startsWith('55') && digits.length > 11) ? digits.slice(2) : digits;
  return national.length === 10 || national.length === 11 ? applyMask(national, PHONE_MASK) : '';
};

/**
 * The three steps (§2 "Subscribe wizard"): each opens only when the ones before it pass their
 * rules (§4); paying tokenizes the card with the provider and signs the plan with the token, or
 * (Brazil) issues a boleto the plan waits on until the bank pays it.
 */
export function SubscribeWizard({
  planId,
  organizationId,
  user,
  documentRequired,
  cardLookup,
  cepLookup,
  activeSubscriptionId,
  boletoOffered = false,
  tokenize = cardTokenizer,
}: {
  planId: string;
  organizationId: string;
  user: CurrentUser;
  documentRequired: boolean;
  cardLookup: boolean;
  cepLookup: boolean;
  activeSubscriptionId?: string;
  /** The edition sells boleto as well (Brazil): step 3 offers card or boleto. */
  boletoOffered?: boolean;
  tokenize?: CardTokenizer;
}) {
  const { t } = useTranslation();
  const wizard = useSubscribeForm(
    {
      name: user.name,
      email: user.email,
      document: user.cpf ? applyMask(user.cpf, CPF_MASK) : '',
      phone: nationalPhone(user.phone),
    },
    documentRequired,
  );
  const payment = useSubscribePayment({
    form: wizard,
    planId,
    organizationId,
    documentRequired,
    tokenize,
    activeSubscriptionId,
  });
  const current = SUBSCRIBE_STEPS.indexOf(wizard.step);
  const [method, setMethod] = useState<WizardPaymentMethod>('card');

  if (payment.boleto) return <BoletoIssued invoice={payment.boleto} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (payment.busy) return;
    if (wizard.step === 'card') void payment.pay(method);
    else wizard.goTo(SUBSCRIBE_STEPS[current + 1]!);
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="subscribe-step-title">
      <nav aria-label={t('billingSubscribe.stepsLabel')} className={styles.stepper}>
        <ol>
          {SUBSCRIBE_STEPS.map((name: SubscribeStep, index) => {
            const state = index < current ? 'done' : index === current ? 'current' : 'next';
            return (
              <li key={name} className={`${styles.stepItem} ${styles[state]}`} data-state={state}>
                <button
                  type="button"
                  className={styles.stepButton}
                  aria-label={t(`billingSubscribe.steps.${name}`)}
                  aria-current={state === 'current' ? 'step' : undefined}
                  disabled={index > wizard.reachable || payment.busy}
                  onClick={() => wizard.goTo(name)}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {state === 'done' ? '✓' : index + 1}
                  </span>
                  <span className={styles.stepLabel}>{t(`billingSubscribe.steps.${name}`)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <h2 id="subscribe-step-title" className={styles.stepTitle}>
        {t(`billingSubscribe.steps.${wizard.step}`)}
      </h2>
      {wizard.step === 'customer' && <CustomerStep wizard={wizard} documentRequired={documentRequired} />}
      {wizard.step === 'address' && <AddressStep wizard={wizard} cepLookup={cepLookup} />}
      {wizard.step === 'card' && boletoOffered && (
        <PaymentMethodChoice value={method} onChange={setMethod} disabled={payment.busy} />
      )}
      {wizard.step === 'card' &&
        (method === 'boleto' ? <BoletoNote /> : <CardStep wizard={wizard} cardLookup={cardLookup} />)}
      {payment.notice && (
        <div role="alert" className={styles.errorBox}>
          <p>{t(`billingSubscribe.outcome.${payment.notice.key}`)}</p>
          {payment.notice.detail && <p>{payment.notice.detail}</p>}
          {payment.notice.key === 'paymentInProgress' || payment.notice.key === 'timeout' ? (
            <Link to={paths.account.billing.plan.getHref()}>{t('billingSubscribe.outcome.toPlan')}</Link>
          ) : null}
        </div>
      )}
      {/* §2 "On success the user goes to /account/billing/plan". */}
      {payment.phase === 'paid' && <Navigate to={paths.account.billing.plan.getHref()} />}
      {payment.busy && payment.phase !== 'paid' && (
        <p role="status" className={styles.status}>
          {t(`billingSubscribe.phase.${payment.phase as Exclude<typeof payment.phase, 'idle' | 'paid'>}`)}
        </p>
      )}
      <div className={styles.actions}>
        {current > 0 && (
          <Button
            variant="secondary"
            disabled={payment.busy}
            onClick={() => wizard.goTo(SUBSCRIBE_STEPS[current - 1]!)}
          >
            {t('billingSubscribe.actions.back')}
          </Button>
        )}
        <Button type="submit" disabled={payment.busy}>
          {wizard.step !== 'card'
            ? t('billingSubscribe.actions.next')
            : method === 'boleto'
              ? t('billingSubscribe.actions.issueBoleto')
              : t('billingSubscribe.actions.pay')}
        </Button>
      </div>
    </form>
  );
}
