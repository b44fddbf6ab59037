import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import form from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { SearchBox } from '../../../components/search-box.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import { useMemberDirectoryListQuery, useTeamsAddUsersMutation, type TeamUser } from '../api/teams-api.js';
import styles from './teams.module.css';

// Workspace spec §9: user searches wait 300 ms.
const USER_SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Adicionar usuário': people of the organization not yet in the team, picked and added at once,
 * no more than the plan's cap on a team leaves `room` for (null: no cap).
 */
export function AddTeamUsersModal({
  teamId,
  members,
  room,
  onClose,
}: {
  teamId: string;
  members: readonly TeamUser[];
  room: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useMemberDirectoryListQuery({ q: q.trim() || undefined });
  const [picked, setPicked] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [add, adding] = useTeamsAddUsersMutation();
  const memberIds = new Set(members.map((member) => member.id));
  const candidates = (data?.data ?? []).filter((user) => !memberIds.has(user.id));
  const tooMany = room !== null && picked.length > room;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0 || tooMany) return;
    const result = await add({ id: teamId, body: { users: picked } });
    if ('data' in result) {
      dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.usersAdded' }));
      onClose();
      return;
    }
    // The plan's cap, reached meanwhile (team.members_limit on users), or another refusal.
    setRefusal(fieldErrorsOf(result.error).users?.[0] ?? t('alerts.generic'));
  };

  return (
    <Modal
      title={t('teams.addUser')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${id}-form`}
            disabled={picked.length === 0 || tooMany || adding.isLoading}
          >
            {t('teams.addPicked', { count: picked.length })}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <SearchBox label={t('teams.searchUsers')} value={search} onChange={setSearch} />
        <fieldset className={styles.pickList}>
          <legend className="visually-hidden">{t('teams.organizationUsers')}</legend>
          {candidates.length === 0 && !isFetching && (
            <p className={styles.muted}>{t('teams.noCandidates')}</p>
          )}
          {candidates.map((user) => (
            <label key={user.id} className={`${form.check} ${styles.pick}`}>
              <input
                type="checkbox"
                checked={picked.includes(user.id)}
                onChange={(event) => {
                  setRefusal(null);
                  setPicked((current) =>
                    event.target.checked ? [...current, user.id] : current.filter((item) => item !== user.id),
                  );
                }}
              />
              <Avatar name={user.name} email={user.email} src={user.avatar} size={28} />
              <span className={styles.person}>
                <span>{user.name}</span>
                <span className={styles.muted}>{user.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {(tooMany || refusal) && (
          <p className={form.fieldError} role="alert">
            {tooMany ? t('teams.limit.room', { count: room }) : refusal}
          </p>
        )}
      </form>
    </Modal>
  );
}
