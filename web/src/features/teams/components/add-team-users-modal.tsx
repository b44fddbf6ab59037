import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { PersonLabel } from '../../../components/person-label.js';
import form from '../../../components/form.module.css';
import { FormModal } from '../../../components/form-modal.js';
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
    <FormModal
      title={t('teams.addUser')}
      submitLabel={t('teams.addPicked', { count: picked.length })}
      busy={picked.length === 0 || tooMany || adding.isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SearchBox label={t('teams.searchUsers')} value={search} onChange={setSearch} />
      <fieldset className={styles.pickList}>
        <legend className="visually-hidden">{t('teams.organizationUsers')}</legend>
        {candidates.length === 0 && !isFetching && <p className={styles.muted}>{t('teams.noCandidates')}</p>}
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
            <PersonLabel person={user} size={28} className={styles.person} mutedClassName={styles.muted} />
          </label>
        ))}
      </fieldset>
      {(tooMany || refusal) && (
        <p className={form.fieldError} role="alert">
          {tooMany ? t('teams.limit.room', { count: room }) : refusal}
        </p>
      )}
    </FormModal>
  );
}
