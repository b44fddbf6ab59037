import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { errorCodeOf, fieldErrorsOf, statusOf } from '../../../app/base-query.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectOrganizationId } from '../../../app/workspace.slice.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { Button } from '../../../components/button.js';
import { FileDropZone } from '../../../components/file-drop-zone.js';
import form from '../../../components/form.module.css';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import {
  searchArg,
  useImportInvitationsMutation,
  useInvitationsInviteMutation,
  useRolesListQuery,
  type InvitationResult,
} from '../api/users-api.js';
import { FieldErrors, RoleSelect } from './edit-member-modal.js';
import styles from './users.module.css';

/** Workspace spec §9: an invitation file is at most 5 MB. */
export const INVITE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The file types the invite modal offers (the server reads .xls too). */
export const INVITE_FILE_TYPES = ['.csv', '.xlsx', '.ods', '.txt'] as const;

type Mode = 'choose' | 'manual' | 'file' | 'results';

/** Addresses typed one per line, or separated by commas, semicolons or spaces. */
export const typedEmails = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);

const hasAllowedType = (file: File) =>
  INVITE_FILE_TYPES.some((extension) => file.name.toLowerCase().endsWith(extension));

function ResultList({ title, emails }: { title: string; emails: string[] }) {
  return (
    <section>
      <h3>
        {title} ({emails.length})
      </h3>
      {emails.length > 0 && (
        <ul>
          {emails.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Convidar usuário' (workspace spec, invite modal modes): choose typing addresses or sending a
 * file (csv, xlsx, ods, txt), then the result: invited, ignored (already in the organization or
 * invited) and invalid. Reaching the plan's user cap offers the upgrade.
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const organizationId = useAppSelector(selectOrganizationId);
  const roles = useRolesListQuery(searchArg('', 1)).data?.data ?? [];
  const [mode, setMode] = useState<Mode>('choose');
  const [chosenRole, setRole] = useState('');
  const role = chosenRole || (roles.find((option) => option.is_default)?.id ?? roles[0]?.id ?? '');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [capReached, setCapReached] = useState(false);
  const [result, setResult] = useState<InvitationResult | null>(null);
  const [invite, inviting] = useInvitationsInviteMutation();
  const [importFile, importing] = useImportInvitationsMutation();

  const onFailure = (error: unknown) => {
    if (errorCodeOf(error) === 'invitation.users_limit') {
      setCapReached(true);
      return;
    }
    if (statusOf(error) === 422) {
      setErrors(Object.values(fieldErrorsOf(error)).flat());
      return;
    }
    dispatch(failureAlert('users.alerts.inviteFailed', error));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setCapReached(false);
    let answer;
    if (mode === 'manual') {
      const emails = typedEmails(text);
      if (emails.length === 0) return setErrors([t('users.inviteModal.emailsRequired')]);
      answer = await invite({ body: { emails, role } });
    } else {
      if (!file) return setErrors([t('users.inviteModal.fileRequired')]);
      if (!organizationId) return;
      answer = await importFile({ organizationId, file, role });
    }
    if ('error' in answer) return onFailure(answer.error);
    setResult(answer.data);
    setMode('results');
  };

  const pickFile = ([picked]: File[]) => {
    if (!picked) return;
    setErrors([]);
    if (!hasAllowedType(picked)) return setErrors([t('users.inviteModal.fileType')]);
    if (picked.size > INVITE_FILE_MAX_BYTES) return setErrors([t('users.inviteModal.fileTooLarge')]);
    setFile(picked);
  };

  let body: ReactNode;
  if (mode === 'choose') {
    body = (
      <div className={styles.modes}>
        <button type="button" className={styles.mode} onClick={() => setMode('manual')}>
          <strong>{t('users.inviteModal.manual')}</strong>
          <p className={styles.muted}>{t('users.inviteModal.manualHint')}</p>
        </button>
        <button type="button" className={styles.mode} onClick={() => setMode('file')}>
          <strong>{t('users.inviteModal.file')}</strong>
          <p className={styles.muted}>{t('users.inviteModal.fileHint')}</p>
        </button>
      </div>
    );
  } else if (mode === 'results' && result) {
    body = (
      <div className={styles.results} role="status">
        <ResultList title={t('users.inviteModal.invited')} emails={result.invited} />
        <ResultList title={t('users.inviteModal.ignored')} emails={result.ignored} />
        <ResultList title={t('users.inviteModal.invalid')} emails={result.invalid} />
      </div>
    );
  } else {
    body = (
      <form id={`${id}-form`} className={form.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        {mode === 'manual' ? (
          <>
            <label htmlFor={`${id}-emails`} className={form.label}>
              {t('users.inviteModal.emails')}
            </label>
            <textarea
              id={`${id}-emails`}
              className={form.input}
              rows={5}
              value={text}
              aria-invalid={errors.length > 0}
              aria-describedby={`${id}-hint`}
              onChange={(event) => {
                setText(event.target.value);
                setErrors([]);
              }}
            />
            <p id={`${id}-hint`} className={form.hint}>
              {t('users.inviteModal.emailsHint')}
            </p>
          </>
        ) : (
          <>
            <FileDropZone
              accept={INVITE_FILE_TYPES.join(',')}
              multiple={false}
              hint={t('users.inviteModal.fileRules')}
              invalid={errors.length > 0}
              onFiles={pickFile}
            />
            {file && <p className={form.hint}>{t('users.inviteModal.chosen', { name: file.name })}</p>}
          </>
        )}
        <FieldErrors errors={errors} />
        {capReached && (
          <p role="alert">
            {t('users.cap.reached')}{' '}
            <Link to={paths.account.billing.plan.getHref({ tab: 'plans' })}>{t('users.cap.upgrade')}</Link>
          </p>
        )}
      </form>
    );
  }

  return (
    <Modal
      title={t('users.invite')}
      size="large"
      onClose={onClose}
      actions={
        mode === 'results' ? (
          <Button onClick={onClose}>{t('common.close')}</Button>
        ) : mode === 'choose' ? (
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => (setMode('choose'), setErrors([]))}>
              {t('users.inviteModal.back')}
            </Button>
            <Button type="submit" form={`${id}-form`} disabled={inviting.isLoading || importing.isLoading}>
              {t('users.inviteModal.send')}
            </Button>
          </>
        )
      }
    >
      {body}
    </Modal>
  );
}
