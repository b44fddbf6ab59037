import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { TextField } from '../../../components/text-field.js';
import { useDeveloperAppsCreateMutation, type DeveloperClient } from '../api/developer-api.js';
import { redirectAddress } from '../utils/redirect-address.js';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';

type Field = 'name' | 'redirect';

/**
 * New application (organization spec §4 and §5): name and a valid redirect address are required;
 * public or confidential is chosen here once, with public off by default (so a new app is
 * confidential and gets a secret unless its author says it is public). The server's field errors
 * show under their fields.
 */
export function CreateApplicationModal({
  onCreated,
  onClose,
}: {
  onCreated: (client: DeveloperClient) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [redirect, setRedirect] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const [createClient, creation] = useDeveloperAppsCreateMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string[]>> = {};
    const address = redirectAddress(redirect);
    if (!name.trim()) found.name = [t('validation.required', { field: t('developer.create.name') })];
    if (!redirect.trim())
      found.redirect = [t('validation.required', { field: t('developer.create.redirect') })];
    else if (!address) found.redirect = [t('validation.invalidUrl')];
    setErrors(found);
    if (found.name || found.redirect || !address) return;
    const result = await createClient({
      body: { name: name.trim(), redirect: address, confidential: !isPublic },
    });
    if ('data' in result && result.data) {
      dispatch(alertShown({ kind: 'success', messageKey: 'developer.alerts.created' }));
      onCreated(result.data);
      return;
    }
    if (statusOf(result.error) === 422) {
      const fields = fieldErrorsOf(result.error);
      setErrors({ name: fields.name, redirect: fields.redirect });
      return;
    }
    dispatch(alertShown({ kind: 'danger', messageKey: 'alerts.generic' }));
  };

  return (
    <FormModal
      title={t('developer.create.title')}
      submitLabel={t('developer.create.submit')}
      busy={creation.isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        id={`${id}-name`}
        label={t('developer.create.name')}
        errors={errors.name}
        value={name}
        maxLength={255}
        autoFocus
        onChange={(event) => {
          setName(event.target.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
      />
      <TextField
        id={`${id}-redirect`}
        label={t('developer.create.redirect')}
        errors={errors.redirect}
        hint={t('developer.create.redirectHint')}
        value={redirect}
        inputMode="url"
        placeholder="https://app.example.com/callback"
        onChange={(event) => {
          setRedirect(event.target.value);
          setErrors((current) => ({ ...current, redirect: undefined }));
        }}
      />
      <label className={form.check}>
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>
          <strong>{t('developer.create.public')}</strong>
          <span className={form.hint}>{t('developer.create.publicHint')}</span>
        </span>
      </label>
      <p className={panel.notice}>{t('developer.sandboxNotice')}</p>
    </FormModal>
  );
}
