import { api } from '../../../app/api.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

export const envelopeDownloadApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The envelope as the link sees it (spec §7); download links of completed envelopes open it too.
    getDownloadView: build.query<RecipientView, string>({
      query: (token) => `p/envelopes/recipients/${encodeURIComponent(token)}`,
      transformResponse: (body: unknown) => unwrapData<RecipientView>(body),
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useGetDownloadViewQuery } = envelopeDownloadApi;
