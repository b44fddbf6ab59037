import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../../components/form-modal.js';
import { MaskedField, useProblemText } from '../../subscribe/components/subscribe-field.js';
import { CPF_MASK } from '../../subscribe/utils/subscribe-masks.js';
import { useCpfRegistration } from '../hooks/use-cpf-registration.js';

/**
 * The plans tab's "modal to register CPF" (organization spec §2): in the Brazilian edition an
 * owner without a CPF registers one (§5: masked ###.###.###-##, check digits) before a plan is
 * signed; once it is saved the plan signing continues (§8).
 */
export function RegisterCpfModal({
  organizationId,
  onRegistered,
  onClose,
}: {
  organizationId: string;
  onRegistered: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const registration = useCpfRegistration(organizationId, onRegistered);
  const label = t('billingSubscribe.fields.cpf');
  const error =
    registration.serverError ?? (registration.problem ? text(registration.problem, 'cpf', label) : undefined);
  return (
    <FormModal
      title={t('billingSubscribe.cpf.title')}
      submitLabel={t('billingSubscribe.cpf.save')}
      busy={registration.busy}
      onSubmit={registration.submit}
      onClose={onClose}
    >
      <p>{t('billingSubscribe.cpf.description')}</p>
      <MaskedField
        id="plans-register-cpf"
        label={label}
        value={registration.cpf}
        mask={CPF_MASK}
        inputMode="numeric"
        autoComplete="off"
        error={error}
        onValue={registration.type}
        onBlur={registration.leave}
      />
    </FormModal>
  );
}
