import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import type { PermissionFlag } from '../../../app/session-api.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { Avatar } from '../../../components/avatar.js';
import form from '../../../components/form.module.css';
import { IconButton } from '../../../components/icon-button.js';
import { PageHeader } from '../../../components/page-header.js';
import panel from '../../../components/panel.module.css';
import { paths } from '../../../config/paths.js';
import { PermissionChecks } from '../../../lib/roles/permission-checks.js';
import {
  roleQuery,
  useRolesGetQuery,
  useRolesRemoveUserMutation,
  useRolesUpdateMutation,
  type RoleDetail,
} from '../api/roles-api.js';
import { RoleUserPicker } from './role-user-picker.js';
import styles from './roles.module.css';

/** Spec, role edit: the default role is named 'Usuário' and shown as 'Usuário padrão'. */
const useRoleName = () => {
  const { t } = useTranslation();
  return (role: RoleDetail) => (role.is_default ? t('roles.defaultRole') : role.name);
};

/**
 * Each checkbox saves on its own, at once (spec: checkbox changes save immediately). A ticked box
 * shows its new state while the save travels, so a slow answer never looks like a click that did
 * nothing (and invites a second one); a refused save puts the box back.
 */
function Permissions({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const [setFlag] = useRolesUpdateMutation();
  const [saved, setSaved] = useState<PermissionFlag | null>(null);
  const [asked, setAsked] = useState<Partial<Record<PermissionFlag, boolean>>>({});
  const settle = (flag: PermissionFlag) =>
    setAsked((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== flag)));
  return (
    <fieldset className={styles.flags}>
      <PermissionChecks
        legend={t('roles.permissions')}
        checked={(flag) => asked[flag] ?? role[flag] === true}
        onToggle={(flag, value) => {
          setSaved(null);
          setAsked((current) => ({ ...current, [flag]: value }));
          void setFlag({ id: role.id, body: { [flag]: value } }).then((result) => {
            settle(flag);
            if ('data' in result) setSaved(flag);
          });
        }}
      />
      <p className={form.hint} role="status">
        {saved ? t('roles.permissionSaved') : ''}
      </p>
    </fieldset>
  );
}

/** The role's users; taking one out moves them back to the default role (not offered there). */
function Holders({ role }: { role: RoleDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [remove] = useRolesRemoveUserMutation();
  const users = role.users ?? [];
  const onRemove = async (userId: string) => {
    const result = await remove({ id: role.id, userId });
    if (!('error' in result)) dispatch(alertShown({ kind: 'success', messageKey: 'roles.users.removed' }));
  };
  return (
    <section className={`${panel.card} ${styles.card}`} aria-labelledby={`holders-${role.id}`}>
      <h2 id={`holders-${role.id}`} className={styles.cardTitle}>
        {t('roles.users.title')} ({role.amount_users ?? users.length})
      </h2>
      <RoleUserPicker roleId={role.id} holders={users} />
      {users.length === 0 ? (
        <p className={styles.muted}>{t('roles.users.empty')}</p>
      ) : (
        <ul className={styles.people} aria-label={t('roles.users.title')}>
          {users.map((user) => (
            <li key={user.id} className={styles.person}>
              <Avatar name={user.name} email={user.email} src={user.avatar} size={32} />
              <span className={styles.personText}>
                <strong>{user.name}</strong>
                <span className={styles.muted}>{user.email}</span>
              </span>
              {!role.is_default && (
                <IconButton
                  icon="trash"
                  tone="danger"
                  label={t('roles.users.remove', { name: user.name })}
                  onClick={() => void onRemove(user.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /business/roles/edit/{id} (workspace spec, role edit): the role's name (locked), its permission
 * checkboxes saved at once, and its users, added through a tag input.
 */
export function RoleEditPage() {
  const { t } = useTranslation();
  const id = useId();
  const { id: roleId = '' } = useParams();
  const { data: role, error, isLoading } = useRolesGetQuery(roleQuery(roleId));
  const roleName = useRoleName();

  if (error && statusOf(error) === 404) return <Navigate replace to={paths.notFound.getHref()} />;
  if (isLoading || !role) return <p role="status">{t('common.loading')}</p>;

  return (
    <section className={styles.page}>
      <Link to={`${paths.business.users.getHref()}?tab=roles`} className={styles.back}>
        <ActionIcon name="chevronLeft" size={16} /> {t('roles.back')}
      </Link>
      <PageHeader title={t('roles.title')} subtitle={roleName(role)} />
      <section className={`${panel.card} ${styles.card}`} aria-label={t('roles.permissions')}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={form.label}>
            {t('roles.name')}
          </label>
          <input
            id={`${id}-name`}
            className={form.input}
            value={roleName(role)}
            disabled
            aria-describedby={`${id}-locked`}
          />
          <span id={`${id}-locked`} className={form.hint}>
            {t('roles.nameLocked')}
          </span>
        </div>
        <Permissions role={role} />
      </section>
      <Holders role={role} />
    </section>
  );
}
