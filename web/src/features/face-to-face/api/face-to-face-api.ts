import { type EnvelopesFaceToFaceApiResponse } from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';
import { TAGS } from '../../../api/tags.js';

/** An envelope of the in-person list, with its in-person signers. */
export type FaceToFaceEnvelope = EnvelopesFaceToFaceApiResponse['data'][number];

/**
 * The in-person list and its signers' tokens, from the generated client. The list page words its
 * own failures, so neither call raises the generic alert.
 */
export const faceToFaceApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    envelopesFaceToFace: { providesTags: [TAGS.faceToFace], extraOptions: { handles: 'all' } },
    // The sender opens the in-person signer's link on their own device.
    recipientTokensFaceToFace: { extraOptions: { handles: 'all' } },
  },
});

export const { useEnvelopesFaceToFaceQuery, useRecipientTokensFaceToFaceMutation } = faceToFaceApi;
