import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppDispatch } from '../../../app/hooks.js';
import { signOut } from '../../../app/sign-out.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { Button } from '../../../components/button.js';
import { PageHeader } from '../../../components/page-header.js';
import { MyAccountForm } from './my-account-form.js';
import styles from './profile-page.module.css';
import { SignaturesTab } from './signatures-tab.js';

type ProfileTab = 'signatures' | 'account';
const TABS: readonly ProfileTab[] = ['signatures', 'account'];

/** /account/profile (workspace spec, Profile screen): the saved signatures, and the account itself. */
export function ProfilePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: user } = useCurrentUser();
  const [tab, setTab] = useState<ProfileTab>('signatures');
  if (!user) return null;

  return (
    <>
      <PageHeader title={t('account.profile.title')} subtitle={t('account.profile.subtitle')} />
      <section className={styles.card}>
        <div role="tablist" className={styles.tabs} aria-label={t('account.profile.tabs')}>
          {TABS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              id={`profile-tab-${candidate}`}
              aria-controls="profile-panel"
              aria-selected={tab === candidate}
              className={tab === candidate ? `${styles.tab} ${styles.tabActive}` : styles.tab}
              onClick={() => setTab(candidate)}
            >
              {t(candidate === 'signatures' ? 'account.signatures.tab' : 'account.profile.myAccount')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
          {tab === 'signatures' ? (
            <SignaturesTab name={user.name} />
          ) : (
            <MyAccountForm key={`${user.id}-${user.name}-${user.phone}-${user.cpf}`} user={user} />
          )}
        </div>
        <div className={styles.signOut}>
          <Button variant="secondary" onClick={() => signOut(dispatch)}>
            {t('account.profile.signOut')}
          </Button>
        </div>
      </section>
    </>
  );
}
