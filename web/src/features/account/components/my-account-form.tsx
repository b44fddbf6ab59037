import { AsYouType } from 'libphonenumber-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf } from '../../../app/base-query.js';
import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import type { CurrentUser } from '../../../app/session-api.js';
import { useChangeUserLanguage } from '../../../app/use-change-user-language.js';
import { Button } from '../../../components/button.js';
import formStyles from '../../../components/form.module.css';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { maskCpf } from '../../../lib/is-valid-cpf.js';
import { useProfileUpdateMutation } from '../api/profile-api.js';
import { profileChanges, profileProblems, type ProfileValues } from '../utils/profile-rules.js';
import { ChangePasswordModal } from './change-password-modal.js';
import styles from './profile-page.module.css';
import { TextField } from './text-field.js';

/** The phone as typed, grouped the way its country writes it (always international: it starts with +). */
const formatPhone = (value: string): string => {
  const kept = value.replace(/[^\d+]/g, '');
  if (!kept) return '';
  return new AsYouType().input(kept.startsWith('+') ? kept : `+${kept}`);
};

/** "My account" (spec, Profile screen): name, phone, e-mail (read-only), CPF, language, password. */
export function MyAccountForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const changeLanguage = useChangeUserLanguage();
  const [updateProfile, { isLoading }] = useProfileUpdateMutation();
  const usVersion = user.is_usa_version;
  const [values, setValues] = useState<ProfileValues>({
    name: user.name,
    phone: user.phone ? formatPhone(user.phone) : '',
    cpf: user.cpf ? maskCpf(user.cpf) : '',
  });
  const [touched, setTouched] = useState(false);
  const [serverPhoneError, setServerPhoneError] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);

  const problems = profileProblems(values, usVersion);
  const changes = profileChanges(values, user, usVersion);
  const changed = Object.keys(changes).length > 0;
  const set = (field: keyof ProfileValues, value: string) => {
    setTouched(true);
    if (field === 'phone') setServerPhoneError(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed || Object.keys(problems).length) return;
    const result = await updateProfile({ body: changes });
    if ('error' in result) {
      const phoneErrors = fieldErrorsOf(result.error).phone;
      if (phoneErrors?.length) {
        setServerPhoneError(phoneErrors[0]!);
        dispatch(alertShown({ kind: 'danger', messageKey: 'account.profile.phoneExists' }));
      } else dispatch(alertShown({ kind: 'danger', messageKey: 'account.profile.updateError' }));
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'account.profile.updated' }));
  };

  const phoneError =
    serverPhoneError ?? (touched && problems.phone ? t('account.profile.phoneInvalid') : null);
  const cpfError = touched && problems.cpf ? t(`account.profile.${problems.cpf}`) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('account.profile.myAccount')}>
      <TextField
        id="profile-name"
        label={t('account.profile.name')}
        value={values.name}
        maxLength={255}
        autoComplete="name"
        onChange={(event) => set('name', event.target.value)}
      />
      <TextField
        id="profile-phone"
        label={t('account.profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+55 11 91234 5678"
        value={values.phone}
        error={phoneError}
        onChange={(event) => set('phone', formatPhone(event.target.value))}
      />
      <TextField id="profile-email" label={t('account.profile.email')} value={user.email} readOnly />
      {!usVersion && (
        <TextField
          id="profile-cpf"
          label={t('account.profile.cpf')}
          inputMode="numeric"
          placeholder="000.000.000-00"
          value={values.cpf}
          error={cpfError}
          onChange={(event) => set('cpf', maskCpf(event.target.value))}
        />
      )}
      <span className={formStyles.label}>{t('account.profile.language')}</span>
      <LanguageSwitcher className={styles.language} onChange={(locale) => void changeLanguage(locale)} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setChangingPassword(true)}>
          {t('account.password.open')}
        </Button>
        <Button type="submit" disabled={!changed || Object.keys(problems).length > 0 || isLoading}>
          {t('account.profile.save')}
        </Button>
      </div>
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </form>
  );
}
