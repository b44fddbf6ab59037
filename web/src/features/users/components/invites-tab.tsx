import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { alertShown } from '../../../app/alerts.slice.js';
import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { failureAlert } from '../../../app/failure-alert.js';
import { ConfirmModal } from '../../../components/confirm-modal.js';
import { EmptyState } from '../../../components/empty-state.js';
import { IconButton } from '../../../components/icon-button.js';
import panel from '../../../components/panel.module.css';
import { PageNav } from '../../../components/pagination.js';
import { SearchBox } from '../../../components/search-box.js';
import { useSearchPaging } from '../../../hooks/use-search-paging.js';
import { formatDate } from '../../../lib/envelopes/format-date.js';
import {
  searchArg,
  useInvitationsListQuery,
  useInvitationsRemoveMutation,
  useInvitationsResendMutation,
  type Invitation,
} from '../api/users-api.js';
import { USERS_SEARCH_DEBOUNCE_MS } from './members-tab.js';
import styles from './users.module.css';

/** 'Convite pendente': each pending invitation's address and date, resent or withdrawn. */
export function InvitesTab() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { search, setSearch, q, page, setPage } = useSearchPaging(USERS_SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useInvitationsListQuery(searchArg(q, page));
  const [resend] = useInvitationsResendMutation();
  const [remove, removal] = useInvitationsRemoveMutation();
  const [deleting, setDeleting] = useState<Invitation | null>(null);
  const invitations = data?.data ?? [];

  // Spec §8: failures show the spec's words and the server's message; successes say what happened.
  const report = (result: { error?: unknown }, done: 'resent' | 'deleted') =>
    dispatch(
      'error' in result && result.error
        ? failureAlert(
            done === 'resent' ? 'users.alerts.resendFailed' : 'users.alerts.inviteDeleteFailed',
            result.error,
          )
        : alertShown({
            kind: 'success',
            messageKey: done === 'resent' ? 'users.alerts.resent' : 'users.alerts.inviteDeleted',
          }),
    );

  const onDelete = async (invitation: Invitation) => {
    const result = await remove({ email: invitation.email });
    setDeleting(null);
    report(result, 'deleted');
  };

  return (
    <div className={styles.page}>
      <div className={styles.searchSlot}>
        <SearchBox label={t('users.invites.search')} value={search} onChange={setSearch} />
      </div>
      {error ? (
        <p role="alert">{t('users.invites.listFailed', { message: errorMessageOf(error) ?? '' })}</p>
      ) : isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : invitations.length === 0 ? (
        <EmptyState message={q ? t('users.invites.emptySearch') : t('users.invites.empty')} />
      ) : (
        <ul className={styles.rows} aria-label={t('users.invites.list')}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={`${panel.card} ${styles.row}`}>
              <span className={styles.person}>
                <span>{invitation.email}</span>
                <span className={styles.muted}>
                  {t('users.invites.sentAt', { date: formatDate(invitation.created_at, i18n.language) })}
                </span>
              </span>
              <span className={styles.actions}>
                <IconButton
                  icon="send"
                  label={t('users.invites.resend', { email: invitation.email })}
                  onClick={() =>
                    void resend({ email: invitation.email }).then((result) => report(result, 'resent'))
                  }
                />
                <IconButton
                  icon="trash"
                  tone="danger"
                  label={t('users.invites.delete', { email: invitation.email })}
                  onClick={() => setDeleting(invitation)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <PageNav of={data} onChange={setPage} />
      {deleting && (
        <ConfirmModal
          title={t('users.invites.deleteTitle')}
          confirmLabel={t('users.deleteConfirm')}
          busy={removal.isLoading}
          onConfirm={() => void onDelete(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>{t('users.invites.deleteQuestion', { email: deleting.email })}</p>
        </ConfirmModal>
      )}
    </div>
  );
}
