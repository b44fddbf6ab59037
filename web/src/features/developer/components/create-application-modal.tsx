import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { useCreateClientMutation, type DeveloperClient } from '../api/developer-api.js';
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
  const [createClient, creation] = useCreateClientMutation();

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
    const result = await createClient({ name: name.trim(), redirect: address, confidential: !isPublic });
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

  const fieldError = (field: Field) =>
    errors[field]?.length ? (
      <p id={`${id}-${field}-error`} className={form.fieldError} role="alert">
        {errors[field]!.join(' ')}
      </p>
    ) : null;
  const described = (field: Field) => (errors[field]?.length ? `${id}-${field}-error` : undefined);

  return (
    <Modal
      title={t('developer.create.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={creation.isLoading}>
            {t('developer.create.submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <label htmlFor={`${id}-name`} className={form.label}>
          {t('developer.create.name')}
        </label>
        <input
          id={`${id}-name`}
          className={form.input}
          value={name}
          maxLength={255}
          autoFocus
          aria-invalid={Boolean(errors.name?.length)}
          aria-describedby={described('name')}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        {fieldError('name')}
        <label htmlFor={`${id}-redirect`} className={form.label}>
          {t('developer.create.redirect')}
        </label>
        <input
          id={`${id}-redirect`}
          className={form.input}
          value={redirect}
          inputMode="url"
          placeholder="https://app.example.com/callback"
          aria-invalid={Boolean(errors.redirect?.length)}
          aria-describedby={described('redirect') ?? `${id}-redirect-hint`}
          onChange={(event) => {
            setRedirect(event.target.value);
            setErrors((current) => ({ ...current, redirect: undefined }));
          }}
        />
        <p id={`${id}-redirect-hint`} className={form.hint}>
          {t('developer.create.redirectHint')}
        </p>
        {fieldError('redirect')}
        <label className={form.check}>
          <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
          <span>
            <strong>{t('developer.create.public')}</strong>
            <span className={form.hint}>{t('developer.create.publicHint')}</span>
          </span>
        </label>
        <p className={panel.notice}>{t('developer.sandboxNotice')}</p>
      </form>
    </Modal>
  );
}
