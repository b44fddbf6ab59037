import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { api } from '../../../app/api.js';
import { errorCodeOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { organizationCleared } from '../../../app/workspace.slice.js';
import { Button } from '../../../components/button.js';
import { FormModal } from '../../../components/form-modal.js';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths.js';
import {
  useOrganizationsPutLogoMutation,
  useOrganizationsRemoveLogoMutation,
  useOrganizationsRemoveMutation,
  useOrganizationsUpdateMutation,
  type StyledOrganization,
} from '../api/organizations-api.js';
import { LogoPicker, LogoPreview } from './logo-picker.js';
import styles from './organizations.module.css';

/** Organization spec §5: the name is required and at most 50 characters. */
export const ORGANIZATION_NAME_MAX = 50;

/** The name field with its counter, shared by the new-organization form and the name card. */
export function OrganizationNameField({
  value,
  onChange,
  errors,
  disabled = false,
}: {
  value: string;
  onChange: (value: string) => void;
  errors: string[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={form.label}>
        {t('organizations.name.label')}
      </label>
      <input
        id={id}
        className={form.input}
        value={value}
        maxLength={ORGANIZATION_NAME_MAX}
        disabled={disabled}
        aria-invalid={errors.length > 0}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {t('organizations.name.counter', { count: value.length, max: ORGANIZATION_NAME_MAX })}
      </span>
      {errors.length > 0 && (
        <p className={form.fieldError} role="alert">
          {errors.join(' ')}
        </p>
      )}
    </>
  );
}

/** One card of the organization's settings: a section named for readers by its title. */
export function SettingsCard({
  titleId,
  title,
  danger = false,
  children,
}: {
  titleId: string;
  title: string;
  /** The card whose action cannot be undone (deleting the organization) is drawn as a warning. */
  danger?: boolean;
  children: ReactNode;
}) {
  const className = danger ? `${panel.card} ${styles.card} ${styles.danger}` : `${panel.card} ${styles.card}`;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The name card: editable by the owner only, save disabled while unchanged (spec §5). */
export function NameCard({ organization }: { organization: StyledOrganization }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(organization.name);
  const [errors, setErrors] = useState<string[]>([]);
  const [rename, renaming] = useOrganizationsUpdateMutation();
  const unchanged = name.trim() === organization.name;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setErrors([t('validation.required', { field: t('organizations.name.label') })]);
    const result = await rename({ id: organization.id, body: { name: wanted } });
    if ('error' in result) return setErrors(fieldErrorsOf(result.error).name ?? []);
    dispatch(alertShown({ kind: 'success', messageKey: 'organizations.name.saved' }));
  };

  return (
    <SettingsCard titleId={`name-${organization.id}`} title={t('organizations.name.title')}>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <OrganizationNameField
          value={name}
          onChange={(value) => (setName(value), setErrors([]))}
          errors={errors}
          disabled={!organization.is_owner}
        />
        {!organization.is_owner && <p className={styles.muted}>{t('organizations.name.ownerOnly')}</p>}
        {organization.is_owner && (
          <div className={styles.row}>
            <Button type="submit" disabled={unchanged || renaming.isLoading}>
              {t('organizations.name.save')}
            </Button>
          </div>
        )}
      </form>
    </SettingsCard>
  );
}

/** Spec §8: 422 (or 413) is the image-size message, 401 the unprocessable-entity one. */
export const logoFailureKey = (error: unknown) => {
  const status = statusOf(error);
  if (status === 422 && errorCodeOf(error) === 'organization.logo_type') return 'organizations.logo.type';
  if (status === 422 || status === 413) return 'organizations.logo.size';
  if (status === 401) return 'organizations.logo.unprocessable';
  return 'organizations.logo.failed';
};

/** The logo card: the logo at header size, a new one cropped to 190 × 33, or none. */
export function LogoCard({ organization }: { organization: StyledOrganization }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [upload, uploading] = useOrganizationsPutLogoMutation();
  const [remove, removing] = useOrganizationsRemoveLogoMutation();

  const onCropped = async (logo: Blob) => {
    const result = await upload({ id: organization.id, body: { logo } });
    if ('error' in result) return t(logoFailureKey(result.error));
    dispatch(alertShown({ kind: 'success', messageKey: 'organizations.logo.saved' }));
    return null;
  };

  const onRemove = async () => {
    const result = await remove({ id: organization.id });
    if (!('error' in result))
      dispatch(alertShown({ kind: 'success', messageKey: 'organizations.logo.removed' }));
  };

  return (
    <SettingsCard titleId={`logo-${organization.id}`} title={t('organizations.logo.title')}>
      <LogoPreview src={organization.logo} name={organization.name} />
      <p className={styles.muted}>{t('organizations.logo.hint')}</p>
      <div className={styles.row}>
        <LogoPicker label={t('organizations.logo.choose')} busy={uploading.isLoading} onCropped={onCropped} />
        {organization.logo && (
          <Button variant="secondary" disabled={removing.isLoading} onClick={() => void onRemove()}>
            {t('organizations.logo.remove')}
          </Button>
        )}
      </div>
    </SettingsCard>
  );
}

/** Deleting the organization: the owner only, confirmed with their password (spec §5). */
export function DeleteOrganizationCard({ organization }: { organization: StyledOrganization }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, removing] = useOrganizationsRemoveMutation();

  const close = () => (setOpen(false), setPassword(''), setErrors([]));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password)
      return setErrors([t('validation.required', { field: t('organizations.delete.password') })]);
    const result = await remove({ id: organization.id, body: { password } });
    if ('error' in result) {
      const code = errorCodeOf(result.error);
      return setErrors(
        code === 'organization.wrong_password'
          ? [t('organizations.delete.wrongPassword')]
          : (fieldErrorsOf(result.error).password ?? [t('organizations.delete.failed')]),
      );
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'organizations.delete.deleted' }));
    // The organization is gone: start-up picks another one and every cached answer is asked again.
    dispatch(organizationCleared());
    dispatch(api.util.resetApiState());
    await navigate(paths.business.dashboard.getHref());
  };

  return (
    <SettingsCard titleId={`${id}-title`} title={t('organizations.delete.title')} danger>
      <p className={styles.muted}>{t('organizations.delete.warning')}</p>
      <div className={styles.row}>
        <button type="button" className={styles.dangerButton} onClick={() => setOpen(true)}>
          {t('organizations.delete.action')}
        </button>
      </div>
      {open && (
        <FormModal
          title={t('organizations.delete.title')}
          submitLabel={t('organizations.delete.confirm')}
          busy={removing.isLoading}
          onClose={close}
          onSubmit={onSubmit}
        >
          <p className={styles.muted}>{t('organizations.delete.question', { name: organization.name })}</p>
          <label htmlFor={`${id}-password`} className={form.label}>
            {t('organizations.delete.password')}
          </label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            className={form.input}
            value={password}
            aria-invalid={errors.length > 0}
            onChange={(event) => (setPassword(event.target.value), setErrors([]))}
          />
          {errors.length > 0 && (
            <p className={form.fieldError} role="alert">
              {errors.join(' ')}
            </p>
          )}
        </FormModal>
      )}
    </SettingsCard>
  );
}
