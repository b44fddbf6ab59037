import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { ActionIcon } from '../../../components/action-icon.js';
import { PersonLabel } from '../../../components/person-label.js';
import { Button } from '../../../components/button.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { IconButton } from '../../../components/icon-button.js';
import form from '../../../components/form.module.css';
import panel from '../../../components/panel.module.css';
import { PageHeader } from '../../../components/page-header.js';
import list from '../../../components/list-page.module.css';
import { TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import {
  useTeamsGetQuery,
  useTeamsLimitsQuery,
  useTeamsRemoveMemberMutation,
  useTeamsRemoveMutation,
  useTeamsRenameMutation,
  type Team,
} from '../api/teams-api.js';
import { AddTeamUsersModal } from './add-team-users-modal.js';
import styles from './teams.module.css';

/** Workspace spec §9: the team name is saved once typing has paused for a second. */
export const TEAM_RENAME_DELAY_MS = 1000;

type RenameState = 'idle' | 'saving' | 'saved';

/** Renames the team a second after the last keystroke; an empty name is refused, not sent. */
function TeamName({ team }: { team: Team }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(team.name);
  const [errors, setErrors] = useState<string[]>([]);
  const [state, setState] = useState<RenameState>('idle');
  const saved = useRef(team.name);
  const [rename] = useTeamsRenameMutation();

  useEffect(() => {
    const wanted = name.trim();
    if (wanted === saved.current) return;
    if (!wanted) {
      setErrors([t('validation.required', { field: t('teams.form.name') })]);
      return;
    }
    const timer = setTimeout(() => {
      setState('saving');
      void rename({ id: team.id, body: { name: wanted } }).then((result) => {
        if ('data' in result) {
          saved.current = wanted;
          setState('saved');
          return;
        }
        setState('idle');
        if (statusOf(result.error) === 422) setErrors(fieldErrorsOf(result.error).name ?? []);
      });
    }, TEAM_RENAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [name, rename, team.id, t]);

  return (
    <div className={styles.nameField}>
      <TextField
        id={`${id}-name`}
        label={t('teams.form.name')}
        errors={errors}
        value={name}
        maxLength={255}
        aria-describedby={errors.length ? `${id}-name-error` : `${id}-name-status`}
        onChange={(event) => {
          setName(event.target.value);
          setErrors([]);
          setState('idle');
        }}
      />
      <p id={`${id}-name-status`} className={form.hint} role="status">
        {state === 'saving' ? t('teams.saving') : state === 'saved' ? t('teams.saved') : t('teams.autosave')}
      </p>
    </div>
  );
}

/** Team edit (workspace spec): its name, its people, adding and removing them, deleting it. */
export function TeamEditPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: team, error, isLoading } = useTeamsGetQuery({ id });
  const cap = useTeamsLimitsQuery({}).data?.members ?? null;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [removeUser] = useTeamsRemoveMemberMutation();
  const [deleteTeam, deletion] = useTeamsRemoveMutation();

  if (error && statusOf(error) === 404) return <Navigate replace to={paths.notFound.getHref()} />;
  if (isLoading || !team) return <p role="status">{t('common.loading')}</p>;
  const users = team.users ?? [];
  const room = cap === null ? null : Math.max(cap - users.length, 0);

  const onRemove = async (userId: string) => {
    const result = await removeUser({ id: team.id, userId });
    if ('data' in result) dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.userRemoved' }));
  };

  const onDelete = async () => {
    const result = await deleteTeam({ id: team.id });
    setDeleting(false);
    if ('error' in result) return;
    // Spec, team edit: a success alert, then back to the list.
    dispatch(alertShown({ kind: 'success', messageKey: 'teams.alerts.deleted' }));
    await navigate(paths.business.teams.root.getHref());
  };

  return (
    <section className={list.page}>
      <Link to={paths.business.teams.root.getHref()} className={styles.back}>
        <ActionIcon name="chevronLeft" size={16} />
        {t('teams.back')}
      </Link>
      <PageHeader title={t('teams.editTitle')} />
      <TeamName key={team.id} team={team} />

      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>
          {cap === null
            ? t('teams.members', { count: users.length })
            : t('teams.limit.usage', { count: users.length, limit: cap })}
        </h2>
        <Button onClick={() => setAdding(true)} disabled={room === 0}>
          {t('teams.addUser')}
        </Button>
      </div>
      {room === 0 && (
        <p className={styles.muted} role="status">
          {t('teams.limit.reached', { limit: cap })}
        </p>
      )}
      {users.length === 0 ? (
        <p className={styles.muted}>{t('teams.noUsers')}</p>
      ) : (
        <ul className={`${styles.cards} ${styles.memberCards}`} aria-label={t('teams.membersList')}>
          {users.map((user) => (
            <li key={user.id} className={`${panel.card} ${styles.card} ${styles.userCard}`}>
              <PersonLabel person={user} size={36} className={styles.person} mutedClassName={styles.muted} />
              <IconButton
                icon="trash"
                tone="danger"
                label={t('teams.removeUser', { name: user.name })}
                onClick={() => void onRemove(user.id)}
              />
            </li>
          ))}
        </ul>
      )}

      <div className={styles.danger}>
        <Button variant="secondary" onClick={() => setDeleting(true)}>
          {t('teams.delete')}
        </Button>
      </div>

      {adding && (
        <AddTeamUsersModal teamId={team.id} members={users} room={room} onClose={() => setAdding(false)} />
      )}
      {deleting && (
        <ConfirmModal
          title={t('teams.delete')}
          confirmLabel={t('teams.deleteConfirm')}
          busy={deletion.isLoading}
          onConfirm={() => void onDelete()}
          onClose={() => setDeleting(false)}
        >
          <p>{t('teams.deleteQuestion', { name: team.name })}</p>
        </ConfirmModal>
      )}
    </section>
  );
}
