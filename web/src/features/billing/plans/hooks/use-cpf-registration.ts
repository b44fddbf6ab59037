import { useState, type FormEvent } from 'react';

import { alertShown } from '../../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../../app/base-query.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { useProfileUpdateMutation } from '../../subscribe/api/subscribe-api.js';
import { digitsOf } from '../../subscribe/utils/subscribe-masks.js';
import { cpfProblem } from '../../subscribe/utils/subscribe-rules.js';

/**
 * Registering the owner's CPF (organization spec §5 "Register CPF", §8): the rules' refusal once
 * the field was left or the form sent, the server's under the field; failure is an error alert,
 * success a success alert and then `onRegistered` (the plan signing continues).
 */
export const useCpfRegistration = (organizationId: string, onRegistered: () => void) => {
  const dispatch = useAppDispatch();
  const [cpf, setCpf] = useState('');
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [save, { isLoading }] = useProfileUpdateMutation();
  const problem = cpfProblem(cpf);

  return {
    cpf,
    busy: isLoading,
    serverError,
    /** The rules' refusal, once the person has left the field or sent the form. */
    problem: shown ? problem : undefined,
    type(value: string) {
      setCpf(value);
      setServerError(undefined);
    },
    leave: () => setShown(true),
    async submit(event: FormEvent) {
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
      onRegistered();
    },
  };
};
