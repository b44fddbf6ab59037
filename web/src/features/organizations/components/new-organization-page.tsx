import { Fragment, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Button } from '../../../components/button.js';
import form from '../../../components/form.module.css';
import { PageHeader } from '../../../components/page-header.js';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths.js';
import { useOrganizationsCreateMutation, useOrganizationsPutLogoMutation } from '../api/organizations-api.js';
import { useSwitchOrganization } from '../hooks/use-switch-organization.js';
import { LogoPicker, LogoPreview } from './logo-picker.js';
import styles from './organizations.module.css';
import { logoFailureKey, OrganizationNameField } from './settings-cards.js';

/** Spec: segment, position and company are kept only in the form (nothing sends them). */
const FORM_ONLY_FIELDS = ['segment', 'position', 'company'] as const;

/**
 * /business/organizations/new: a name (required, at most 50 characters) and an optional logo
 * cropped to 190 × 33. The new organization becomes the selected one and its settings open.
 */
export function NewOrganizationPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = useId();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [logo, setLogo] = useState<{ blob: Blob; url: string } | null>(null);
  const [extra, setExtra] = useState<Record<(typeof FORM_ONLY_FIELDS)[number], string>>({
    segment: '',
    position: '',
    company: '',
  });
  const [create, creation] = useOrganizationsCreateMutation();
  const [upload, uploading] = useOrganizationsPutLogoMutation();
  const switchTo = useSwitchOrganization();

  useEffect(() => () => void (logo && URL.revokeObjectURL(logo.url)), [logo]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return setErrors([t('validation.required', { field: t('organizations.name.label') })]);
    const created = await create({ body: { name: wanted } });
    if ('error' in created) return setErrors(fieldErrorsOf(created.error).name ?? []);
    const organization = created.data;
    if (logo) {
      const sent = await upload({ id: organization.id, body: { logo: logo.blob } });
      // The organization exists either way; the logo can be sent again from its settings.
      if ('error' in sent) {
        dispatch(alertShown({ kind: 'warning', messageKey: logoFailureKey(sent.error) }));
      }
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'organizations.new.created' }));
    switchTo(organization);
    await navigate(paths.business.organizations.settings.getHref());
  };

  return (
    <section className={styles.page}>
      <PageHeader title={t('organizations.new.title')} subtitle={t('organizations.new.subtitle')} />
      <form
        className={`${panel.card} ${styles.card} ${styles.form}`}
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <OrganizationNameField
          value={name}
          onChange={(value) => (setName(value), setErrors([]))}
          errors={errors}
        />
        {FORM_ONLY_FIELDS.map((field) => (
          <Fragment key={field}>
            <label htmlFor={`${id}-${field}`} className={form.label}>
              {t(`organizations.new.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              className={form.input}
              value={extra[field]}
              maxLength={100}
              onChange={(event) => setExtra((current) => ({ ...current, [field]: event.target.value }))}
            />
          </Fragment>
        ))}
        <span className={form.label}>{t('organizations.new.logo')}</span>
        <LogoPreview src={logo?.url} name={name || t('organizations.new.title')} />
        <p className={styles.muted}>{t('organizations.logo.hint')}</p>
        <div className={styles.row}>
          <LogoPicker
            label={t('organizations.logo.choose')}
            onCropped={async (blob) => {
              setLogo({ blob, url: URL.createObjectURL(blob) });
              return null;
            }}
          />
          {logo && (
            <Button variant="secondary" onClick={() => setLogo(null)}>
              {t('organizations.logo.remove')}
            </Button>
          )}
        </div>
        <div className={styles.row}>
          <Button type="submit" disabled={creation.isLoading || uploading.isLoading}>
            {t('organizations.new.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
