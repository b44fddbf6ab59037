import type { PublicStatusApiResponse } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';

/**
 * GET p/envelopes/recipients/{token}/status: what a recipient's link leads to now; download_token
 * is a download link of the recipient's own, once the envelope is completed.
 */
export type LinkStatus = { [Key in keyof PublicStatusApiResponse]: PublicStatusApiResponse[Key] };

export type LinkStatusKind = LinkStatus['status'];

export const linkStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLinkStatus: build.query<LinkStatus, string>({
      query: (token) => `p/envelopes/recipients/${encodeURIComponent(token)}/status`,
      // The gate falls back to the page it guards on any failure: no alert of its own.
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useGetLinkStatusQuery } = linkStatusApi;
