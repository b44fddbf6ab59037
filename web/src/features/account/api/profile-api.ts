import { type ProfileUpdateApiArg } from '../../../api/rubrica-api.js';
import { identityApi } from '../../../api/identity.js';
import { TAGS } from '../../../api/tags.js';
import {
  signatureDraftBody,
  type SignatureDraft,
  type SignatureKind,
} from '../../../components/signature-creator/signature-draft.js';

/** `PATCH /me` (spec §7): only the fields that changed; the CPF as digits. */
export type ProfileChanges = ProfileUpdateApiArg['body'];

/**
 * The profile's calls (spec §7), from the generated client; the avatar goes up as
 * multipart/form-data, which the generated call does not write.
 */
export const profileApi = identityApi.enhanceEndpoints({
  endpoints: {
    // Spec §8: the form words every failure itself (phone taken, or the update error).
    profileUpdate: { invalidatesTags: [TAGS.me], extraOptions: { handles: 'all' } },
    profileAvatar: {
      query: ({ body }) => {
        const form = new FormData();
        form.set('avatar', body.avatar, 'avatar.jpg');
        return { url: 'me/avatar', method: 'POST', body: form };
      },
      invalidatesTags: [TAGS.me],
      extraOptions: { handles: [413, 422] },
    },
    accountsUpdatePassword: { extraOptions: { handles: 'all' } },
  },
});

export const { useProfileUpdateMutation, useProfileAvatarMutation, useAccountsUpdatePasswordMutation } =
  profileApi;

/** The profile's signature images: blobs and multipart bodies, which the generated calls do not read or write. */
export const profileSignatureApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetProfileSignatureQuery, useSaveProfileSignatureMutation } = profileSignatureApi;
