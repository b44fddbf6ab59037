import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { errorMessageOf } from '../../../app/base-query.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useListOrganizationsQuery } from '../../../app/session-api.js';
import { organizationSelected } from '../../../app/workspace.slice.js';
import { Button } from '../../../components/button.js';
import { Modal } from '../../../components/modal.js';
import { paths } from '../../../config/paths.js';
import {
  useInvitationAcceptanceAcceptMutation,
  useInvitationAcceptanceViewQuery,
} from '../api/invitation-api.js';
import { forgetInvitation } from '../utils/pending-invitation.js';

/**
 * /business/invitation?token&email (workspace spec §2, "Invitation acceptance"): validate the
 * token, then accept. Success goes to the dashboard; a failed validation (including an
 * invitation that belongs to another person) shows a modal that leaves only through OK; a failed
 * acceptance shows the 404 page.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const validation = useInvitationAcceptanceViewQuery(token ? { token } : skipToken);
  const [accept, acceptance] = useInvitationAcceptanceAcceptMutation();
  // Reached signed in: whatever the answer, a remembered invitation has been taken up.
  useEffect(forgetInvitation, []);

  useEffect(() => {
    if (validation.isSuccess && acceptance.isUninitialized) void accept({ token });
  }, [validation.isSuccess, acceptance.isUninitialized, accept, token]);

  // The dashboard it lands on is the joined organization's, where the person is a member. It is
  // selected once the refreshed list of organizations names it: selected while the list held
  // before accepting is still the one in hand, it would be taken for a lost organization and the
  // personal one picked instead.
  const joined = acceptance.data?.organization.id;
  const { data: organizations } = useListOrganizationsQuery();
  const listed = !!joined && !!organizations?.data.some((organization) => organization.id === joined);
  useEffect(() => {
    if (joined && listed) dispatch(organizationSelected({ organizationId: joined, isOwner: false }));
  }, [joined, listed, dispatch]);

  if (acceptance.isSuccess && listed) return <Navigate replace to={paths.business.dashboard.getHref()} />;
  if (acceptance.isError) return <Navigate replace to={paths.notFound.getHref()} />;
  if (!token || validation.isError) {
    return (
      <Modal
        title={t('invitation.invalidTitle')}
        dismissable={false}
        onClose={() => undefined}
        actions={
          <Button onClick={() => void navigate(paths.business.dashboard.getHref())}>{t('common.ok')}</Button>
        }
      >
        <p>{errorMessageOf(validation.error) ?? t('invitation.invalidMessage')}</p>
      </Modal>
    );
  }
  return (
    <p role="status">
      {validation.data
        ? t('invitation.joining', { organization: validation.data.organization.name })
        : t('common.loading')}
    </p>
  );
}
