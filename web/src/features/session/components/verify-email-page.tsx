import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useListOrganizationsQuery, useResendEmailVerificationMutation } from '../../../app/session-api.js';
import { emailVerificationSettled, selectEmailVerificationRequired } from '../../../app/session.slice.js';
import { signOut } from '../../../app/sign-out.js';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import { LanguageSwitcher } from '../../../components/language-switcher.js';
import { Logo } from '../../../components/logo.js';
import { paths } from '../../../config/paths.js';
import { useDocumentTitle } from '../../../hooks/use-document-title.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import styles from './session-card.module.css';

const GATEWAY_RECHECK_MS = 2_000;

/**
 * Where a signed-in user whose e-mail is not verified yet waits (workspace spec §8): the address
 * the link went to, a resend button, a check once they followed the link, and a way out.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // Fresh on arrival, and again when the user comes back from their mailbox.
  const me = useCurrentUser({ refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const verificationRequired = useAppSelector(selectEmailVerificationRequired);
  const [resend, resending] = useResendEmailVerificationMutation();
  useDocumentTitle(t('session.verifyEmail.title'));

  // Identity may already say "verified" while the gateway, which keeps what it knows of a user for
  // a few seconds, still refuses calls. Until a refused call goes through, stay here and retry one.
  const identitySaysVerified = me.data?.email_verified === true;
  const gatewayCheck = useListOrganizationsQuery(undefined, {
    skip: !(identitySaysVerified && verificationRequired),
    pollingInterval: GATEWAY_RECHECK_MS,
  });
  const gatewayAgrees = gatewayCheck.currentData !== undefined;
  useEffect(() => {
    if (gatewayAgrees && verificationRequired) dispatch(emailVerificationSettled());
  }, [gatewayAgrees, verificationRequired, dispatch]);

  const verified = identitySaysVerified && !verificationRequired;
  if (verified && !me.isFetching) return <Navigate replace to={paths.business.dashboard.getHref()} />;

  const onResend = async () => {
    try {
      await resend().unwrap();
      dispatch(alertShown({ kind: 'success', messageKey: 'session.verifyEmail.resent' }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 401 || status === 412) return;
      if (status === 429) {
        dispatch(alertShown({ kind: 'warning', messageKey: 'session.verifyEmail.tooSoon' }));
      } else if (status === 422) {
        // "Already verified": the check below moves on to the app.
        void me.refetch();
      } else {
        dispatch(alertShown({ kind: 'danger', messageKey: 'session.verifyEmail.resendFailed' }));
      }
    }
  };

  const onCheck = async () => {
    const result = await me.refetch();
    if (result.data?.email_verified) dispatch(emailVerificationSettled());
    else if (result.data) {
      dispatch(alertShown({ kind: 'info', messageKey: 'session.verifyEmail.stillUnverified' }));
    }
  };

  return (
    <div className={styles.page}>
      <LanguageSwitcher className={styles.language} />
      <main className={styles.card}>
        <Logo />
        <span className={styles.icon}>
          <Icon name="mail" size={28} />
        </span>
        <h1 className={styles.title}>{t('session.verifyEmail.title')}</h1>
        <p className={styles.message}>
          <Trans
            i18nKey="session.verifyEmail.message"
            values={{ email: me.data?.email ?? '' }}
            components={{ email: <span className={styles.email} /> }}
          />
        </p>
        <p className={styles.message}>{t('session.verifyEmail.hint')}</p>
        <div className={styles.actions}>
          <Button onClick={() => void onResend()} disabled={resending.isLoading}>
            {resending.isLoading ? t('session.verifyEmail.resending') : t('session.verifyEmail.resend')}
          </Button>
          <Button variant="secondary" onClick={() => void onCheck()} disabled={me.isFetching}>
            {t('session.verifyEmail.check')}
          </Button>
        </div>
        <button type="button" className={styles.signOut} onClick={() => signOut(dispatch)}>
          {t('session.verifyEmail.signOut')}
        </button>
      </main>
    </div>
  );
}
