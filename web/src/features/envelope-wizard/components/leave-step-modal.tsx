import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';

/** Spec §2: leaving a step toward a non-adjacent route asks to save and close, or discard. */
export function LeaveStepModal({
  onSaveAndClose,
  onDiscard,
  onStay,
}: {
  onSaveAndClose: () => Promise<void>;
  onDiscard: () => void;
  onStay: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      title={t('wizard.leave.title')}
      onClose={onStay}
      dismissable={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onDiscard} disabled={busy}>
            {t('wizard.leave.discard')}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void onSaveAndClose().finally(() => setBusy(false));
            }}
          >
            {busy ? t('wizard.saving') : t('wizard.leave.saveAndClose')}
          </Button>
        </>
      }
    >
      <p>{t('wizard.leave.text')}</p>
    </Modal>
  );
}
