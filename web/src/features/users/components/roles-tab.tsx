import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import type { PermissionFlag } from '../../../app/session-api.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { EmptyState } from '../../../components/empty-state.js';
import form from '../../../components/form.module.css';
import { FormModal } from '../../../components/form-modal.js';
import panel from '../../../components/panel.module.css';
import { PageNav } from '../../../components/pagination.js';
import { SearchBox } from '../../../components/search-box.js';
import { paths } from '../../../config/paths.js';
import { useSearchPaging } from '../../../hooks/use-search-paging.js';
import { PermissionChecks } from '../../../lib/roles/permission-checks.js';
import { PERMISSION_FLAGS } from '../../../lib/roles/permission-flag-labels.js';
import { searchArg, useRolesCreateMutation, useRolesListQuery } from '../api/users-api.js';
import { FieldErrors, roleLabel } from './edit-member-modal.js';
import { USERS_SEARCH_DEBOUNCE_MS } from './members-tab.js';
import styles from './users.module.css';

/** Workspace spec §9: a role card shows up to six avatars. */
export const ROLE_CARD_AVATARS = 6;

/** 'Nova função': a name and the permission flags it grants. */
function NewRoleModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [name, setName] = useState('');
  const [flags, setFlags] = useState<PermissionFlag[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [create, creation] = useRolesCreateMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors([t('validation.required', { field: t('users.roles.name') })]);
    const result = await create({
      body: {
        name: name.trim(),
        ...Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)])),
      },
    });
    if ('error' in result) return setErrors(fieldErrorsOf(result.error).name ?? []);
    dispatch(alertShown({ kind: 'success', messageKey: 'users.roles.created' }));
    onClose();
  };

  return (
    <FormModal
      title={t('users.roles.new')}
      submitLabel={t('users.roles.create')}
      busy={creation.isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <label className={form.label}>
        {t('users.roles.name')}
        <input
          className={form.input}
          value={name}
          maxLength={255}
          aria-invalid={errors.length > 0}
          aria-errormessage={`${id}-error`}
          onChange={(event) => (setName(event.target.value), setErrors([]))}
        />
      </label>
      <FieldErrors id={`${id}-error`} errors={errors} />
      <fieldset className={form.form}>
        <PermissionChecks
          legend={t('users.roles.permissions')}
          checked={(flag) => flags.includes(flag)}
          onToggle={(flag, on) =>
            setFlags((current) => (on ? [...current, flag] : current.filter((item) => item !== flag)))
          }
        />
      </fieldset>
    </FormModal>
  );
}

/** 'Funções': searchable role cards, each with up to six of its users and its user count. */
export function RolesTab() {
  const { t } = useTranslation();
  const { search, setSearch, q, page, setPage } = useSearchPaging(USERS_SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useRolesListQuery(searchArg(q, page));
  const [creating, setCreating] = useState(false);
  const roles = data?.data ?? [];

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.searchSlot}>
          <SearchBox label={t('users.roles.search')} value={search} onChange={setSearch} />
        </div>
        <Button onClick={() => setCreating(true)}>{t('users.roles.new')}</Button>
      </div>
      {isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : roles.length === 0 ? (
        <EmptyState message={t('users.roles.emptySearch')} />
      ) : (
        <ul className={styles.cards} aria-label={t('users.roles.list')}>
          {roles.map((role) => (
            <li key={role.id} className={`${panel.card} ${styles.card}`}>
              <Link
                to={paths.business.roles.edit.getHref(role.id)}
                className={styles.cardLink}
                aria-label={t('roles.edit', { name: roleLabel(role, t('users.defaultRole')) })}
              >
                {roleLabel(role, t('users.defaultRole'))}
              </Link>
              <p className={styles.muted}>{t('users.roles.userCount', { count: role.amount_users ?? 0 })}</p>
              <ul className={styles.avatars} aria-label={t('users.roles.usersOf', { name: role.name })}>
                {(role.users ?? []).slice(0, ROLE_CARD_AVATARS).map((user) => (
                  <li key={user.id} title={user.name}>
                    <Avatar name={user.name} email={user.email} src={user.avatar} size={28} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <PageNav of={data} onChange={setPage} />
      {creating && <NewRoleModal onClose={() => setCreating(false)} />}
    </div>
  );
}
