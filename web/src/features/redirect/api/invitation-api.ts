import { identityApi } from '../../../api/identity.js';
import { TAGS } from '../../../api/tags.js';

export type { InvitationPreview } from '../../../api/rubrica-api.js';

/**
 * Invitation acceptance from the generated client. Both calls answer their own failures on screen
 * (workspace spec §2, "Invitation acceptance"); accepting makes the user a member of one more
 * organization, with another role there.
 */
export const invitationApi = identityApi.enhanceEndpoints({
  endpoints: {
    invitationAcceptanceView: { extraOptions: { handles: 'all' } },
    invitationAcceptanceAccept: {
      extraOptions: { handles: 'all' },
      invalidatesTags: [TAGS.organizations, TAGS.me],
    },
  },
});

export const { useInvitationAcceptanceViewQuery, useInvitationAcceptanceAcceptMutation } = invitationApi;
