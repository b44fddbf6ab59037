import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useAppDispatch } from '../../../app/hooks.js';
import { signOut } from '../../../app/sign-out.js';
import { Avatar } from '../../../components/avatar.js';
import { Icon } from '../../../components/icon.js';
import { paths } from '../../../config/paths.js';
import { useCurrentUser } from '../../../app/use-current-user.js';
import { useDisclosure } from '../../../hooks/use-disclosure.js';
import styles from './user-menu.module.css';

/**
 * The header's avatar menu: who is signed in, their account, and signing out. A disclosure (button
 * + panel of links): Escape or a click elsewhere closes it and gives focus back to the button.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: user } = useCurrentUser();
  const { open, setOpen, panelId, root, button } = useDisclosure();

  if (!user) return null;

  return (
    <div
      ref={root}
      className={styles.menu}
      onBlur={(event) => {
        // Tabbing out of the panel closes it, as a click elsewhere does.
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={user.name} email={user.email} src={user.avatar} size={34} />
        <span className="visually-hidden">{t('session.userMenu.label', { name: user.name })}</span>
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevronDown" size={16} />
        </span>
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <div className={styles.who}>
            <Avatar name={user.name} email={user.email} src={user.avatar} size={40} />
            <div className={styles.identity}>
              <p className={styles.name}>{user.name}</p>
              <p className={styles.email}>{user.email}</p>
            </div>
          </div>
          <ul className={styles.items}>
            <li>
              <Link
                to={paths.account.profile.getHref()}
                className={styles.item}
                onClick={() => setOpen(false)}
              >
                <Icon name="user" size={18} />
                {t('session.userMenu.account')}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.item} onClick={() => signOut(dispatch)}>
                <Icon name="signOut" size={18} />
                {t('session.userMenu.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
