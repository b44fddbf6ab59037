import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { NameModal } from '../../../components/name-modal.js';
import { useTeamsCreateMutation } from '../api/teams-api.js';

/** 'Novo time': a name (required, spec §5); the server's 422 shows under the field. */
export function NewTeamModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [create, creation] = useTeamsCreateMutation();

  const save = async (name: string) => {
    const result = await create({ body: { name } });
    if ('data' in result) {
      dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.created' }));
      onClose();
    } else if (statusOf(result.error) === 422) {
      return fieldErrorsOf(result.error).name ?? [];
    }
  };

  return (
    <NameModal
      title={t('teams.new')}
      submitLabel={t('teams.form.create')}
      label={t('teams.form.name')}
      requiredMessage={t('validation.required', { field: t('teams.form.name') })}
      busy={creation.isLoading}
      onSave={save}
      onClose={onClose}
    />
  );
}
