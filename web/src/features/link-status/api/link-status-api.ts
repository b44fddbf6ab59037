import { type PublicStatusApiResponse } from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';

/**
 * GET p/envelopes/recipients/{token}/status: what a recipient's link leads to now; download_token
 * is a download link of the recipient's own, once the envelope is completed.
 */
// One object whose fields take any of the answer's variants, as the gate and its tests build it.
export type LinkStatus = { [Key in keyof PublicStatusApiResponse]: PublicStatusApiResponse[Key] };

export type LinkStatusKind = LinkStatus['status'];

export const linkStatusApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    // The gate falls back to the page it guards on any failure: no alert of its own.
    publicStatus: { extraOptions: { handles: 'all' } },
  },
});

export const { usePublicStatusQuery } = linkStatusApi;
