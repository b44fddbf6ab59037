import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { PersonLabel } from '../../../components/person-label.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { IconButton } from '../../../components/icon-button.js';
import panel from '../../../components/panel.module.css';
import { PageNav } from '../../../components/pagination.js';
import { SearchBox } from '../../../components/search-box.js';
import { useSearchPaging } from '../../../hooks/use-search-paging.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import { searchArg, useUsersListQuery, useUsersRemoveMutation, type Member } from '../api/users-api.js';
import { EditMemberModal } from './edit-member-modal.js';
import styles from './users.module.css';

/** Workspace spec §9: the users and invitations searches wait 300 ms. */
export const USERS_SEARCH_DEBOUNCE_MS = 300;

/** 'Usuários': the members, searchable, each with their joined date, edit and delete; owners are flagged and kept. */
export function MembersTab() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { search, setSearch, q, page, setPage } = useSearchPaging(USERS_SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useUsersListQuery(searchArg(q, page));
  const [editing, setEditing] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState<Member | null>(null);
  const [deleteMember, deletion] = useUsersRemoveMutation();
  const members = data?.data ?? [];

  const onDelete = async (member: Member) => {
    const result = await deleteMember({ id: member.id });
    setDeleting(null);
    if ('error' in result) {
      dispatch(failureAlert('users.alerts.deleteFailed', result.error));
      return;
    }
    dispatch(alertShown({ kind: 'success', messageKey: 'users.alerts.deleted' }));
  };

  return (
    <div className={styles.page}>
      <div className={styles.searchSlot}>
        <SearchBox label={t('users.search')} value={search} onChange={setSearch} />
      </div>
      {error ? (
        <p role="alert">{t('users.listFailed', { message: errorMessageOf(error) ?? '' })}</p>
      ) : isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : members.length === 0 ? (
        <EmptyState message={t('users.emptySearch')} />
      ) : (
        <ul className={styles.rows} aria-label={t('users.list')}>
          {members.map((member) => (
            <li key={member.id} className={`${panel.card} ${styles.row}`}>
              <PersonLabel person={member} size={36} className={styles.person} mutedClassName={styles.muted}>
                <span className={styles.muted}>
                  {t('users.joinedAt', { date: formatDate(member.joined_at, i18n.language) })}
                </span>
              </PersonLabel>
              {member.is_owner && <span className={styles.badge}>{t('users.owner')}</span>}
              <span className={styles.actions}>
                <IconButton
                  icon="edit"
                  label={t('users.edit', { name: member.name })}
                  onClick={() => setEditing(member)}
                />
                {!member.is_owner && (
                  <IconButton
                    icon="trash"
                    tone="danger"
                    label={t('users.delete', { name: member.name })}
                    onClick={() => setDeleting(member)}
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PageNav of={data} onChange={setPage} />
      {editing && <EditMemberModal member={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          title={t('users.deleteTitle')}
          confirmLabel={t('users.deleteConfirm')}
          busy={deletion.isLoading}
          onConfirm={() => void onDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t('users.deleteQuestion', { name: deleting.name })}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
