import { useTranslation } from 'react-i18next';

import { ConfirmModal } from '../../../../components/confirm-modal.js';

/** §4: cancelling converts the account to the free plan; remaining credits stay until expiry. */
export function CancelPlanModal({
  busy,
  onConfirm,
  onClose,
}: {
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      title={t('billingPlans.cancelModal.title')}
      confirmLabel={t('billingPlans.cancelModal.confirm')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{t('billingPlans.cancelModal.body')}</p>
    </ConfirmModal>
  );
}
