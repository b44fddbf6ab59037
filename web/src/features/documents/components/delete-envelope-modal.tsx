import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { reportedByBaseQuery } from '../../../lib/envelopes/reported-by-base-query.js';
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
    if ('error' in result && reportedByBaseQuery(result.error)) return;
    dispatch(
      'error' in result
        ? alertShown({ kind: 'danger', messageKey: 'documents.delete.failed' })
        : alertShown({ kind: 'success', messageKey: 'documents.delete.done' }),
    );
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
