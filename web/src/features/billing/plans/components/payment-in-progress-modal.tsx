import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import { paths } from '../../../../config/paths.js';

/**
 * §2 "A payment-in-progress modal", opened by a 412 (§8): "You already have a payment in
 * progress". The plan details hold that payment (pay or cancel it).
 */
export function PaymentInProgressModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      title={t('billingPlans.paymentInProgress.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              void navigate(paths.account.billing.plan.getHref({ tab: 'plan-details' }));
            }}
          >
            {t('billingPlans.paymentInProgress.open')}
          </Button>
        </>
      }
    >
      <p>{t('billingPlans.paymentInProgress.body')}</p>
    </Modal>
  );
}
