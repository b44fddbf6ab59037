import { api } from '../../app/api.js';
import type { Envelope } from './envelope-types.js';
import { unwrapData } from './unwrap-data.js';

/**
 * POST envelopes/{id}/copy {into} (spec §7): using a template copies it into a new draft (§4);
 * a draft or a sent envelope is saved as a template the same way. Shared by the lists, the
 * wizard and the detail page.
 */
export const copyEnvelopeApi = api.enhanceEndpoints({ addTagTypes: ['Envelope'] }).injectEndpoints({
  endpoints: (build) => ({
    copyEnvelope: build.mutation<Envelope, { id: string; into: 'draft' | 'template' }>({
      query: ({ id, into }) => ({
        url: `envelopes/${encodeURIComponent(id)}/copy`,
        method: 'POST',
        body: { into },
      }),
      transformResponse: (body: unknown) => unwrapData<Envelope>(body),
      invalidatesTags: ['Envelope'],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useCopyEnvelopeMutation } = copyEnvelopeApi;
