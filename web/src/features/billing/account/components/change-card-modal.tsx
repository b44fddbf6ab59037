import type { ParseKeys } from 'i18next';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useSubscriptionReplaceCardMutation } from '../../../../api/billing.js';
import { alertShown } from '../../../../app/alerts.slice.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useCurrentUser } from '../../../../app/use-current-user.js';
import { selectOrganizationId } from '../../../../app/workspace.slice.js';
import { ConfirmModal } from '../../../../components/confirm-modal.js';
import panel from '../../../../components/panel.module.css';
import { CardTokenizationError, type CardTokenizer } from '../../subscribe/api/card-tokenizer.js';
import { cardTokenizer } from '../../subscribe/api/subscribe-api.js';
import { CardStep } from '../../subscribe/components/card-step.js';
import { useSubscribeForm } from '../../subscribe/hooks/use-subscribe-form.js';
import { billingErrorKey } from '../utils/billing-error-key.js';

const FORM_ID = 'change-card-form';
/** Only the card part of the wizard's form is used here: nobody's details are asked again. */
const NO_CUSTOMER = { name: '', email: '', document: '', phone: '' };

/**
 * §2 "a 'change card' action": the new card is typed here and tokenized by the payment provider,
 * as in the subscribe wizard (same fields and rules, §5 "Wizard card"); only its token reaches our
 * API (`PUT /subscription/credit-card-data`), and renewals charge it from then on.
 */
export function ChangeCardModal({
  onClose,
  tokenize = cardTokenizer,
}: {
  onClose: () => void;
  tokenize?: CardTokenizer;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const organizationId = useAppSelector(selectOrganizationId) ?? undefined;
  const { data: user } = useCurrentUser();
  const form = useSubscribeForm(NO_CUSTOMER, false);
  const [replaceCard] = useSubscriptionReplaceCardMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ParseKeys>();
  // A refusal is about the card that was sent: typing another one clears it.
  const card = form.values.card;
  useEffect(() => setProblem(undefined), [card]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !form.validate('card')) return;
    setProblem(undefined);
    setBusy(true);
    let token: string;
    try {
      token = (await tokenize(form.values.card)).token;
    } catch (error) {
      setBusy(false);
      if (error instanceof CardTokenizationError && error.reason === 'card_invalid') {
        form.touch('card', 'number');
        form.setServerErrors({ 'card.number': { problem: 'cardInvalid' } });
      } else setProblem('billingAccount.errors.providerUnavailable');
      return;
    }
    const outcome = await replaceCard({ 'X-Organization': organizationId, body: { card: { token } } });
    setBusy(false);
    if ('error' in outcome) {
      setProblem(billingErrorKey(outcome.error) ?? undefined);
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'billingAccount.alerts.cardChanged' }));
    onClose();
  };

  return (
    <ConfirmModal
      title={t('billingAccount.card.changeTitle')}
      confirmLabel={t('billingAccount.card.changeConfirm')}
      formId={FORM_ID}
      busy={busy}
      dismissable={!busy}
      onClose={onClose}
    >
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
        <CardStep wizard={form} cardLookup={!!user && !user.is_usa_version} />
      </form>
      {problem && (
        <p role="alert" className={panel.alertNote}>
          {t(problem)}
        </p>
      )}
    </ConfirmModal>
  );
}
