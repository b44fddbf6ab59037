import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '../../../../components/confirm-modal.js';

/** §4: cancelling converts the account to the free plan; remaining credits stay until expiry. */
export function CancelPlanModal(confirm: { busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      title={t('billingPlans.cancelModal.title')}
      confirmLabel={t('billingPlans.cancelModal.confirm')}
      {...confirm}
    >
      <p>{t('billingPlans.cancelModal.body')}</p>
    </ConfirmModal>
  );
}
