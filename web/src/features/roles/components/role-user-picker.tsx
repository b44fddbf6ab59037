import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { Icon } from '../../../components/icon.js';
import form from '../../../components/form.module.css';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import { useMemberDirectoryListQuery, useRolesAddUsersMutation, type RoleUser } from '../api/roles-api.js';
import styles from './roles.module.css';

/** Workspace spec §9: the tag input searches after 2 characters and a 1000 ms pause. */
export const TAG_SEARCH_MIN_CHARS = 2;
export const TAG_SEARCH_DEBOUNCE_MS = 1000;

/**
 * Adding users to a role (workspace spec, role edit): a tag input whose text searches the
 * organization's members; each pick becomes a tag, and the tags are added to the role at once.
 */
export function RoleUserPicker({ roleId, holders }: { roleId: string; holders: readonly RoleUser[] }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [text, setText] = useState('');
  const [tags, setTags] = useState<RoleUser[]>([]);
  const settled = useDebouncedValue(text.trim(), TAG_SEARCH_DEBOUNCE_MS);
  const asking = settled.length >= TAG_SEARCH_MIN_CHARS && settled === text.trim();
  const { data, isFetching } = useMemberDirectoryListQuery(asking ? { q: settled } : skipToken);
  const [add, adding] = useRolesAddUsersMutation();
  const taken = new Set([...holders, ...tags].map((user) => user.id));
  const found = asking ? (data?.data ?? []).filter((user) => !taken.has(user.id)) : [];
  const waiting = text.trim().length >= TAG_SEARCH_MIN_CHARS && (!asking || isFetching);

  const pick = (user: RoleUser) => {
    setTags((current) => [...current, user]);
    setText('');
  };

  const onAdd = async () => {
    const result = await add({ id: roleId, body: { users: tags.map((user) => user.id) } });
    if ('error' in result) return;
    setTags([]);
    dispatch(alertShown({ kind: 'success', messageKey: 'roles.add.added' }));
  };

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={form.label}>
        {t('roles.add.label')}
      </label>
      <div className={styles.tagBox}>
        {tags.map((user) => (
          <span key={user.id} className={styles.tag}>
            {user.name}
            <button
              type="button"
              aria-label={t('roles.add.removeTag', { name: user.name })}
              onClick={() => setTags((current) => current.filter((tag) => tag.id !== user.id))}
            >
              <Icon name="close" size={14} />
            </button>
          </span>
        ))}
        <input
          id={`${id}-input`}
          value={text}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          aria-controls={found.length > 0 ? `${id}-found` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter takes the first suggestion rather than submitting anything.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (found[0]) pick(found[0]);
          }}
        />
      </div>
      <p id={`${id}-hint`} className={form.hint} role="status">
        {waiting
          ? t('roles.add.searching')
          : asking && found.length === 0
            ? t('roles.add.none')
            : t('roles.add.hint')}
      </p>
      {found.length > 0 && (
        <ul id={`${id}-found`} className={styles.suggestions} aria-label={t('roles.add.suggestions')}>
          {found.map((user) => (
            <li key={user.id}>
              <button type="button" className={styles.suggestion} onClick={() => pick(user)}>
                <Avatar name={user.name} email={user.email} src={user.avatar} size={24} />
                <span className={styles.personText}>
                  <strong>{user.name}</strong>
                  <span className={styles.muted}>{user.email}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <Button disabled={tags.length === 0 || adding.isLoading} onClick={() => void onAdd()}>
          {t('roles.add.submit')}
        </Button>
      </div>
    </div>
  );
}
