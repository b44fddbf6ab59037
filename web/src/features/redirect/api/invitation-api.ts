import { api } from '../../../app/api.js';

export interface InvitationPreview {
  organization: { id: string; name: string };
  email: string;
  role: { id: string; name: string };
  expires_at: string;
}

export const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Both calls answer their own failures on screen (workspace spec §2, "Invitation acceptance").
    validateInvitation: build.query<InvitationPreview, string>({
      query: (token) => `organizations/invitations/${encodeURIComponent(token)}`,
      extraOptions: { handles: 'all' },
    }),
    acceptInvitation: build.mutation<{ organization: { id: string; name: string } }, string>({
      query: (token) => ({ url: `organizations/invitations/${encodeURIComponent(token)}`, method: 'POST' }),
      extraOptions: { handles: 'all' },
      invalidatesTags: ['Organizations', 'Me'],
    }),
  }),
});

export const { useValidateInvitationQuery, useAcceptInvitationMutation } = invitationApi;
