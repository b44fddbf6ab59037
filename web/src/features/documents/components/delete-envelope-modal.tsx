import { useTranslation } from 'react-i18next';

import { useAppDispatch } from '../../../app/hooks.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { outcomeAlert } from '../../../lib/envelopes/outcome-alert.js';
import { useDeleteEnvelopeMutation } from '../../../lib/envelopes/saved-envelope-api.js';

/**
 * Asks before deleting a draft or a template; says how it went with the spec's alerts (§8):
 * green 'envelope deleted', danger 'envelope delete error'.
 */
export function DeleteEnvelopeModal({
  envelope,
  kind,
  onClose,
}: {
  envelope: { id: string; name: string };
  kind: 'draft' | 'template';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [deleteEnvelope, { isLoading }] = useDeleteEnvelopeMutation();

  const onConfirm = async () => {
    const result = await deleteEnvelope(envelope.id);
    onClose();
    const alert = outcomeAlert(result, { done: 'documents.delete.done', failed: 'documents.delete.failed' });
    if (alert) dispatch(alert);
  };

  return (
    <ConfirmModal
      title={kind === 'draft' ? t('documents.delete.draftTitle') : t('documents.delete.templateTitle')}
      confirmLabel={t('documents.delete.confirm')}
      busy={isLoading}
      dismissable={!isLoading}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      <p>{t('documents.delete.message', { name: envelope.name })}</p>
    </ConfirmModal>
  );
}
