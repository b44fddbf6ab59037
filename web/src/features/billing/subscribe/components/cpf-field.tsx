import { useTranslation } from 'react-i18next';

import type { useCpfRegistration } from '../../plans/hooks/use-cpf-registration.js';
import { CPF_MASK } from '../utils/subscribe-masks.js';
import { MaskedField, useProblemText } from './subscribe-field.js';

/**
 * The CPF of a registration (spec §5: masked ###.###.###-##), with the rules' refusal or the
 * server's under it.
 */
export function CpfField({
  id,
  registration,
  autoComplete,
}: {
  id: string;
  registration: ReturnType<typeof useCpfRegistration>;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const label = t('billingSubscribe.fields.cpf');
  return (
    <MaskedField
      id={id}
      label={label}
      value={registration.cpf}
      mask={CPF_MASK}
      inputMode="numeric"
      autoComplete={autoComplete}
      error={
        registration.serverError ??
        (registration.problem ? text(registration.problem, 'cpf', label) : undefined)
      }
      onValue={registration.type}
      onBlur={registration.leave}
    />
  );
}
