import { useTranslation } from 'react-i18next';

import { Avatar } from '../../../components/avatar.js';
import type { TeamUser } from '../api/teams-api.js';
import styles from './teams.module.css';

/** Workspace spec §9: a team card shows up to four avatars, then '+N' for the rest. */
export const TEAM_CARD_AVATARS = 4;

export function TeamAvatars({ users, amount }: { users: TeamUser[]; amount: number }) {
  const { t } = useTranslation();
  const shown = users.slice(0, TEAM_CARD_AVATARS);
  const rest = Math.max(0, amount - shown.length);
  if (amount === 0) return <p className={styles.muted}>{t('teams.noUsers')}</p>;
  return (
    <div className={styles.avatars}>
      <span className="visually-hidden">{t('teams.userCount', { count: amount })}</span>
      <ul className={styles.avatarList} aria-hidden="true">
        {shown.map((user) => (
          <li key={user.id} title={user.name}>
            <Avatar name={user.name} email={user.email} src={user.avatar} size={32} />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <span className={styles.more} aria-hidden="true">
          +{rest}
        </span>
      )}
    </div>
  );
}
