import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorsOf, type ApiErrorBody } from '../../../app/base-query.js';
import { Button } from '../../../components/button.js';
import { ConfirmActions } from '../../../components/confirm-modal.js';
import formStyles from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import { fullPageNavigation } from '../../../lib/full-page-navigation.js';
import { useAccountsUpdatePasswordMutation } from '../api/profile-api.js';
import {
  GUESSABLE_PASSWORD_CODE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordRulesMet,
} from '../utils/password-policy.js';
import styles from './profile-page.module.css';
import { TextField } from './text-field.js';

/** The codes the server gave the new password's problems (`field_codes.password`). */
const passwordCodesOf = (error: unknown): string[] => {
  const data = (error as { data?: ApiErrorBody & { field_codes?: Record<string, { code: string }[]> } })
    ?.data;
  return (data?.field_codes?.password ?? []).map((issue) => issue.code);
};

/** A password typed in, and whether the server refused it; typing again clears the refusal. */
function usePasswordInput() {
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);
  const change = (next: string) => {
    setRefused(false);
    setValue(next);
  };
  return { value, refused, change, refuse: () => setRefused(true) };
}

/** The current or the new password's field, marked invalid while the server's refusal stands. */
function PasswordField({
  kind,
  label,
  input,
  ...described
}: {
  kind: 'current-password' | 'new-password';
  label: string;
  input: ReturnType<typeof usePasswordInput>;
  'aria-describedby'?: string;
}) {
  return (
    <TextField
      id={kind}
      label={label}
      type="password"
      autoComplete={kind}
      value={input.value}
      invalid={input.refused}
      onChange={(event) => input.change(event.target.value)}
      {...described}
    />
  );
}

/**
 * Change-password modal (spec, Profile): the rule is shown as one types (length and classes here,
 * guessability from the server's answer). A change ends every session of the user, this one too,
 * so success says so and leads to sign-in.
 */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useAccountsUpdatePasswordMutation();
  const current = usePasswordInput();
  const password = usePasswordInput();
  const guessable = password.refused;
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const met = passwordRulesMet(password.value);
  const ready = current.value.length > 0 && PASSWORD_RULES.every((rule) => met[rule]);

  if (done) {
    return (
      <Modal
        title={t('account.password.changedTitle')}
        dismissable={false}
        onClose={() => undefined}
        actions={
          <Button onClick={() => fullPageNavigation.assign(paths.auth.login.getHref('/account/profile'))}>
            {t('account.password.signInAgain')}
          </Button>
        }
      >
        <p role="status">{t('account.password.changed')}</p>
      </Modal>
    );
  }

  const submit = async () => {
    setServerError(null);
    const result = await changePassword({
      body: { current_password: current.value, password: password.value },
    });
    if (!('error' in result)) return setDone(true);
    const fields = fieldErrorsOf(result.error);
    if (fields.current_password?.length) {
      current.refuse();
      setServerError(t('account.password.incorrect'));
      return;
    }
    if (passwordCodesOf(result.error).includes(GUESSABLE_PASSWORD_CODE)) {
      password.refuse();
      return;
    }
    setServerError(fields.password?.[0] ?? t('account.password.failed'));
  };

  return (
    <Modal
      title={t('account.password.title')}
      onClose={onClose}
      actions={
        <ConfirmActions
          confirmLabel={t('account.password.submit')}
          busy={!ready || isLoading}
          onConfirm={() => void submit()}
          onClose={onClose}
        />
      }
    >
      <div className={formStyles.form}>
        <PasswordField kind="current-password" label={t('account.password.current')} input={current} />
        <PasswordField
          kind="new-password"
          label={t('account.password.new')}
          input={password}
          aria-describedby="password-policy"
        />
        <ul id="password-policy" className={styles.policy} aria-label={t('account.password.policy')}>
          {PASSWORD_RULES.map((rule) => (
            <li key={rule} className={met[rule] ? styles.ruleMet : styles.rule} data-met={met[rule]}>
              <span aria-hidden="true">{met[rule] ? '✓' : '•'}</span>{' '}
              {t(`account.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="visually-hidden">
                {' '}
                {met[rule] ? t('account.password.met') : t('account.password.notMet')}
              </span>
            </li>
          ))}
          <li className={guessable ? styles.ruleFailed : styles.rule} data-met={!guessable}>
            <span aria-hidden="true">{guessable ? '✗' : '•'}</span> {t('account.password.rules.guessable')}
          </li>
        </ul>
        {guessable && (
          <p role="alert" className={formStyles.fieldError}>
            {t('account.password.guessable')}
          </p>
        )}
        {serverError && (
          <p role="alert" className={formStyles.fieldError}>
            {serverError}
          </p>
        )}
      </div>
    </Modal>
  );
}
