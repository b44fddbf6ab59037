import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppDispatch } from '../../../app/hooks.js';
import { signOut } from '../../../app/sign-out.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { PageHeader } from '../../../components/page-header.js';
import styles from './profile-page.module.css';

/**
 * /account/profile, "My account" (workspace spec, Profile screen): who is signed in and where.
 * Editing the profile, the password and the saved signatures come with the profile work.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: user } = useCurrentUser();
  if (!user) return null;

  const notInformed = <span className={styles.empty}>{t('account.profile.notInformed')}</span>;
  const rows: Array<{ key: string; label: string; value: ReactNode }> = [
    { key: 'name', label: t('account.profile.name'), value: user.name },
    { key: 'email', label: t('account.profile.email'), value: user.email },
    { key: 'phone', label: t('account.profile.phone'), value: user.phone || notInformed },
  ];
  // The US version has no CPF (workspace spec §1).
  if (!user.is_usa_version) {
    rows.push({ key: 'cpf', label: t('account.profile.cpf'), value: user.cpf || notInformed });
  }
  if (user.organization) {
    rows.push({
      key: 'organization',
      label: t('account.profile.organization'),
      value: user.organization.name,
    });
    rows.push({
      key: 'role',
      label: t('account.profile.role'),
      value: user.is_owner ? t('account.roles.owner') : t('account.roles.member'),
    });
  }

  return (
    <>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      <section className={styles.card} aria-labelledby="profile-details">
        <div className={styles.identity}>
          <Avatar name={user.name} email={user.email} src={user.avatar} size={72} />
          <div className={styles.identityText}>
            <h2 id="profile-details" className={styles.name}>
              {user.name}
            </h2>
            <p className={styles.email}>{user.email}</p>
          </div>
        </div>
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.key} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => signOut(dispatch)}>
            {t('account.profile.signOut')}
          </Button>
        </div>
      </section>
    </>
  );
}
