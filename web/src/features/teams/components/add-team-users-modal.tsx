import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import form from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { SearchBox } from '../../../components/search-box.js';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.js';
import { useAddTeamUsersMutation, useSearchOrganizationUsersQuery, type TeamUser } from '../api/teams-api.js';
import styles from './teams.module.css';

// Workspace spec §9: user searches wait 300 ms.
const USER_SEARCH_DEBOUNCE_MS = 300;

/** 'Adicionar usuário': people of the organization not yet in the team, picked and added at once. */
export function AddTeamUsersModal({
  teamId,
  members,
  onClose,
}: {
  teamId: string;
  members: readonly TeamUser[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, USER_SEARCH_DEBOUNCE_MS);
  const { data, isFetching, error } = useSearchOrganizationUsersQuery(q);
  const refused = statusOf(error) === 403;
  const [picked, setPicked] = useState<string[]>([]);
  const [add, adding] = useAddTeamUsersMutation();
  const memberIds = new Set(members.map((member) => member.id));
  const candidates = (data?.data ?? []).filter((user) => !memberIds.has(user.id));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) return;
    const result = await add({ id: teamId, users: picked });
    if ('data' in result) {
      dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.usersAdded' }));
      onClose();
    }
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
          <Button type="submit" form={`${id}-form`} disabled={picked.length === 0 || adding.isLoading}>
            {t('teams.addPicked', { count: picked.length })}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <SearchBox label={t('teams.searchUsers')} value={search} onChange={setSearch} />
        <fieldset className={styles.pickList}>
          <legend className="visually-hidden">{t('teams.organizationUsers')}</legend>
          {refused ? (
            <p className={styles.muted} role="alert">
              {t('teams.cannotListUsers')}
            </p>
          ) : (
            candidates.length === 0 &&
            !isFetching && <p className={styles.muted}>{t('teams.noCandidates')}</p>
          )}
          {candidates.map((user) => (
            <label key={user.id} className={`${form.check} ${styles.pick}`}>
              <input
                type="checkbox"
                checked={picked.includes(user.id)}
                onChange={(event) =>
                  setPicked((current) =>
                    event.target.checked ? [...current, user.id] : current.filter((item) => item !== user.id),
                  )
                }
              />
              <Avatar name={user.name} email={user.email} src={user.avatar} size={28} />
              <span className={styles.person}>
                <span>{user.name}</span>
                <span className={styles.muted}>{user.email}</span>
              </span>
            </label>
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}
