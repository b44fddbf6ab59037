import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { fieldErrorsOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import form from '../../../components/form.module.css';
import { FormModal } from '../../../components/form-modal.js';
import { SelectField } from '../../../components/select-field.js';
import {
  searchArg,
  useRolesListQuery,
  useTeamsAddUsersMutation,
  useTeamsListQuery,
  useTeamsRemoveMemberMutation,
  useUsersSetPermissionsMutation,
  type Member,
} from '../api/users-api.js';
import { useMayManageTeams } from '../hooks/use-may-manage-teams.js';

/** Roles as the pickers name them: the default one is 'Usuário padrão' (workspace spec, role edit). */
export const roleLabel = (role: { name: string; is_default: boolean }, defaultLabel: string) =>
  role.is_default ? defaultLabel : role.name;

/** A field's errors under it, read out when they appear. */
export function FieldErrors({ id, errors }: { id?: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className={form.fieldError} role="alert">
      {errors.join(' ')}
    </p>
  );
}

/** 'Função': the organization's roles (and `current`, when it is not on the first page). */
export function RoleSelect({
  id,
  value,
  current,
  invalid = false,
  onChange,
}: {
  id: string;
  value: string;
  current?: { id: string; name: string; is_default: boolean };
  invalid?: boolean;
  onChange: (role: string) => void;
}) {
  const { t } = useTranslation();
  const roles = useRolesListQuery(searchArg('', 1)).data?.data ?? [];
  const options = current && !roles.some((role) => role.id === current.id) ? [current, ...roles] : roles;
  return (
    <SelectField
      id={id}
      label={t('users.role')}
      value={value}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {roleLabel(option, t('users.defaultRole'))}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A member's role and teams: only what changed is sent (the role, then each team joined or left).
 * Without manage_teams the member's teams show but stay as they are.
 */
export function EditMemberModal({ member, onClose }: { member: Member; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const mayChangeTeams = useMayManageTeams();
  const teams = useTeamsListQuery({}).data?.data ?? [];
  const [role, setRole] = useState(member.role.id);
  const [picked, setPicked] = useState(() => member.teams.map((team) => team.id));
  const [errors, setErrors] = useState<string[]>([]);
  // The plan's cap on one team's people, reached by a team joined here (identity names it under users).
  const [teamErrors, setTeamErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [setMemberRole] = useUsersSetPermissionsMutation();
  const [joinTeam] = useTeamsAddUsersMutation();
  const [leaveTeam] = useTeamsRemoveMemberMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const before = new Set(member.teams.map((team) => team.id));
    // Without manage_teams the teams stay as they were (identity would refuse the change).
    const wanted = mayChangeTeams ? picked : [...before];
    const calls = [
      ...(role !== member.role.id ? [setMemberRole({ id: member.id, body: { role } })] : []),
      ...wanted
        .filter((team) => !before.has(team))
        .map((teamId) => joinTeam({ id: teamId, body: { users: [member.id] } })),
      ...[...before]
        .filter((team) => !wanted.includes(team))
        .map((teamId) => leaveTeam({ id: teamId, userId: member.id })),
    ];
    const results = await Promise.all(calls);
    setBusy(false);
    const failed = results.find((result) => 'error' in result);
    if (failed && 'error' in failed) {
      const fields = fieldErrorsOf(failed.error);
      setErrors(fields.role ?? []);
      setTeamErrors(fields.users ?? []);
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'users.alerts.updated' }));
    onClose();
  };

  return (
    <FormModal
      title={t('users.editTitle', { name: member.name })}
      submitLabel={t('users.save')}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <RoleSelect
        id={`${id}-role`}
        value={role}
        current={member.role}
        invalid={errors.length > 0}
        onChange={setRole}
      />
      <FieldErrors errors={errors} />
      <fieldset className={form.form} aria-describedby={mayChangeTeams ? undefined : `${id}-teams-locked`}>
        <legend className={form.label}>{t('users.teams')}</legend>
        {!mayChangeTeams && (
          <p id={`${id}-teams-locked`} className={form.hint}>
            {t('users.teamsLocked')}
          </p>
        )}
        {teams.length === 0 && <p className={form.hint}>{t('users.noTeams')}</p>}
        {teams.map((team) => (
          <label key={team.id} className={form.check}>
            <input
              type="checkbox"
              checked={picked.includes(team.id)}
              disabled={!mayChangeTeams}
              onChange={(event) =>
                setPicked((current) =>
                  event.target.checked ? [...current, team.id] : current.filter((item) => item !== team.id),
                )
              }
            />
            {team.name}
          </label>
        ))}
        <FieldErrors errors={teamErrors} />
      </fieldset>
    </FormModal>
  );
}
