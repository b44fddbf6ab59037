import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { TextField } from '../../../components/text-field.js';
import { useTeamsCreateMutation } from '../api/teams-api.js';

/** 'Novo time': a name (required, spec §5); the server's 422 shows under the field. */
export function NewTeamModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [create, creation] = useTeamsCreateMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors([t('validation.required', { field: t('teams.form.name') })]);
      return;
    }
    const result = await create({ body: { name: name.trim() } });
    if ('data' in result) {
      dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.created' }));
      onClose();
    } else if (statusOf(result.error) === 422) {
      setErrors(fieldErrorsOf(result.error).name ?? []);
    }
  };

  return (
    <FormModal
      title={t('teams.new')}
      submitLabel={t('teams.form.create')}
      busy={creation.isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={`${id}-name`}
        label={t('teams.form.name')}
        errors={errors}
        value={name}
        maxLength={255}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setErrors([]);
        }}
      />
    </FormModal>
  );
}
