import { useTranslation } from 'react-i18next';

import { FormModal } from '../../../../components/form-modal.js';
import { CpfField } from '../../subscribe/components/cpf-field.js';
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
  const registration = useCpfRegistration(organizationId, onRegistered);
  return (
    <FormModal
      title={t('billingSubscribe.cpf.title')}
      submitLabel={t('billingSubscribe.cpf.save')}
      busy={registration.busy}
      onSubmit={registration.submit}
      onClose={onClose}
    >
      <p>{t('billingSubscribe.cpf.description')}</p>
      <CpfField id="plans-register-cpf" registration={registration} autoComplete="off" />
    </FormModal>
  );
}
