import { api } from '../../../app/api.js';

export type LinkStatusKind =
  'open' | 'acted' | 'completed' | 'cancelled' | 'rejected' | 'expired' | 'invalid';

/** GET p/envelopes/recipients/{token}/status: what a recipient's link leads to now. */
export interface LinkStatus {
  status: LinkStatusKind;
  envelope: {
    title: string;
    state: string;
    ended_at: string | null;
    expire_at: string | null;
    locale: string;
  } | null;
  recipient: { name: string; type: string; state: string; acted_at: string | null } | null;
  /** A download link of the recipient's own, once the envelope is completed. */
  download_token: string | null;
}

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
