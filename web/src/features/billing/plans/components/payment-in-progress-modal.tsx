import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ConfirmModal } from '../../../../components/confirm-modal.js';
import { paths } from '../../../../config/paths.js';

/**
 * §2 "A payment-in-progress modal", opened by a 412 (§8): "You already have a payment in
 * progress". The plan details hold that payment (pay or cancel it).
 */
export function PaymentInProgressModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmModal
      title={t('billingPlans.paymentInProgress.title')}
      confirmLabel={t('billingPlans.paymentInProgress.open')}
      cancelLabel={t('common.close')}
      onConfirm={() => {
        onClose();
        void navigate(paths.account.billing.plan.getHref({ tab: 'plan-details' }));
      }}
      onClose={onClose}
    >
      <p>{t('billingPlans.paymentInProgress.body')}</p>
    </ConfirmModal>
  );
}
