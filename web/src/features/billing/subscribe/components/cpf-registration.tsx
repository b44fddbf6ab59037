import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../../app/base-query.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { Button } from '../../../../components/button.js';
import { useProfileUpdateMutation } from '../api/subscribe-api.js';
import { CPF_MASK, digitsOf } from '../utils/subscribe-masks.js';
import { cpfProblem } from '../utils/subscribe-rules.js';
import { MaskedField, useProblemText } from './subscribe-field.js';
import styles from './subscribe-wizard.module.css';

/**
 * Spec §2 "A modal to register CPF", §5 "Register CPF" and §8: in the Brazilian edition a user
 * without a CPF registers one (masked ###.###.###-##, check digits) before checkout; failure shows
 * an error alert, success a success alert, and the plan signing continues.
 */
export function CpfRegistration({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const text = useProblemText();
  const dispatch = useAppDispatch();
  const [cpf, setCpf] = useState('');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [save, { isLoading }] = useProfileUpdateMutation();
  const label = t('billingSubscribe.fields.cpf');
  const problem = cpfProblem(cpf);
  const error = serverError ?? (shown && problem ? text(problem, 'cpf', label) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    const result = await save({ 'X-Organization': organizationId, body: { cpf: digitsOf(cpf) } });
    if ('error' in result && result.error) {
      setServerError(fieldErrorsOf(result.error).cpf?.join(' '));
      dispatch(alertShown({ kind: 'danger', messageKey: 'billingSubscribe.cpf.failed' }));
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'billingSubscribe.cpf.saved' }));
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="cpf-title"
    >
      <h2 id="cpf-title" className={styles.stepTitle}>
        {t('billingSubscribe.cpf.title')}
      </h2>
      <p className={styles.muted}>{t('billingSubscribe.cpf.description')}</p>
      <MaskedField
        id="subscribe-cpf"
        label={label}
        value={cpf}
        mask={CPF_MASK}
        inputMode="numeric"
        error={error}
        onValue={(value) => {
          setCpf(value);
          setServerError(undefined);
        }}
        onBlur={() => setShown(true)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={isLoading}>
          {t('billingSubscribe.cpf.save')}
        </Button>
      </div>
    </form>
  );
}
