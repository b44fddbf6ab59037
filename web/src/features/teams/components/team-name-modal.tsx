import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import form from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { useCreateTeamMutation } from '../api/teams-api.js';

/** 'Novo time': a name (required, spec §5); the server's 422 shows under the field. */
export function NewTeamModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [create, creation] = useCreateTeamMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors([t('validation.required', { field: t('teams.form.name') })]);
      return;
    }
    const result = await create({ name: name.trim() });
    if ('data' in result) {
      dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.created' }));
      onClose();
    } else if (statusOf(result.error) === 422) {
      setErrors(fieldErrorsOf(result.error).name ?? []);
    }
  };

  return (
    <Modal
      title={t('teams.new')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={creation.isLoading}>
            {t('teams.form.create')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-name`} className={form.label}>
          {t('teams.form.name')}
        </label>
        <input
          id={`${id}-name`}
          className={form.input}
          value={name}
          maxLength={255}
          autoFocus
          aria-invalid={errors.length > 0}
          aria-describedby={errors.length ? `${id}-name-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setErrors([]);
          }}
        />
        {errors.length > 0 && (
          <p id={`${id}-name-error`} className={form.fieldError} role="alert">
            {errors.join(' ')}
          </p>
        )}
      </form>
    </Modal>
  );
}
