import { TAGS } from '../../../api/tags.js';
import type { ProfileUpdateApiArg } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import type { CurrentUser } from '../../../app/session-api.js';
import {
  signatureDraftBody,
  type SignatureDraft,
  type SignatureKind,
} from '../../../components/signature-creator/signature-draft.js';

/** `PATCH /me` (spec §7): only the fields that changed; the CPF as digits. */
export type ProfileChanges = ProfileUpdateApiArg['body'];

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<CurrentUser, ProfileChanges>({
      query: (body) => ({ url: 'me', method: 'PATCH', body }),
      invalidatesTags: [TAGS.me],
      // Spec §8: the form words every failure itself (phone taken, or the update error).
      extraOptions: { handles: 'all' },
    }),
    uploadAvatar: build.mutation<CurrentUser, Blob>({
      query: (avatar) => {
        const form = new FormData();
        form.set('avatar', avatar, 'avatar.jpg');
        return { url: 'me/avatar', method: 'POST', body: form };
      },
      invalidatesTags: [TAGS.me],
      extraOptions: { handles: [413, 422] },
    }),
    changePassword: build.mutation<void, { current_password: string; password: string }>({
      query: (body) => ({ url: 'me/password', method: 'PUT', body }),
      extraOptions: { handles: 'all' },
    }),
    // The saved image as an object URL, or null when none was made yet.
    getProfileSignature: build.query<string | null, SignatureKind>({
      queryFn: async (kind, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `signature-profiles/${kind}/preview`,
          // Raw: the framed preview carries a caption in the server's words, not the page's language.
          params: { mode: 'raw' },
          headers: { Accept: 'image/png' },
          responseHandler: async (response) =>
            response.ok ? URL.createObjectURL(await response.blob()) : null,
        });
        return { data: (result.data as string | null | undefined) ?? null };
      },
      providesTags: (_result, _error, kind) => [{ type: TAGS.profileSignature, id: kind }],
      extraOptions: { handles: 'all' },
    }),
    saveProfileSignature: build.mutation<unknown, { kind: SignatureKind; draft: SignatureDraft }>({
      query: ({ kind, draft }) => ({
        url: `signature-profiles/${kind}`,
        method: 'POST',
        body: signatureDraftBody(draft),
      }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: TAGS.profileSignature, id: kind }],
      extraOptions: { handles: [400, 422] },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useChangePasswordMutation,
  useGetProfileSignatureQuery,
  useSaveProfileSignatureMutation,
} = profileApi;
