import { TAGS } from '../../../api/tags.js';
import type { InvitationAcceptanceAcceptApiResponse, InvitationPreview } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';

export type { InvitationPreview };

export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Both calls answer their own failures on screen (workspace spec §2, "Invitation acceptance").
    validateInvitation: build.query<InvitationPreview, string>({
      query: (token) => `organizations/invitations/${encodeURIComponent(token)}`,
      extraOptions: { handles: 'all' },
    }),
    acceptInvitation: build.mutation<InvitationAcceptanceAcceptApiResponse, string>({
      query: (token) => ({ url: `organizations/invitations/${encodeURIComponent(token)}`, method: 'POST' }),
      extraOptions: { handles: 'all' },
      invalidatesTags: [TAGS.organizations, TAGS.me],
    }),
  }),
});

export const { useValidateInvitationQuery, useAcceptInvitationMutation } = invitationApi;
