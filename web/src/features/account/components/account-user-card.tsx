import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '../../../app/use-current-user.js';
import { AvatarEditor } from './avatar-editor.js';
import styles from './account-user-card.module.css';

/** Top of the account sidebar: the user's editable avatar, name and role label (Administrador or Usuário). */
export function AccountUserCard() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className={styles.card}>
      <AvatarEditor name={user.name} email={user.email} src={user.avatar} />
      <p className={styles.name}>{user.name}</p>
      <p className={styles.role}>{user.is_owner ? t('account.roles.owner') : t('account.roles.member')}</p>
    </div>
  );
}
