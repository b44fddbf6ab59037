import { TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import type { Envelope, Paged } from '../../../lib/envelopes/envelope-types.js';

export const faceToFaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Spec §7: GET envelopes/face-to-face (filter[state]=waiting,signing); recipients are the
    // in-person signers in those states.
    listFaceToFace: build.query<Paged<Envelope>, void>({
      query: () => ({ url: 'envelopes/face-to-face', params: { 'filter[state]': 'waiting,signing' } }),
      providesTags: [TAGS.faceToFace],
      extraOptions: { handles: 'all' },
    }),
    // The sender opens the in-person signer's link on their own device.
    mintFaceToFaceToken: build.mutation<
      { action_token: string },
      { envelopeId: string; recipientId: string }
    >({
      query: ({ envelopeId, recipientId }) => ({
        url: `envelopes/${encodeURIComponent(envelopeId)}/recipients/${encodeURIComponent(recipientId)}/face-to-face-token`,
        method: 'POST',
      }),
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useListFaceToFaceQuery, useMintFaceToFaceTokenMutation } = faceToFaceApi;
