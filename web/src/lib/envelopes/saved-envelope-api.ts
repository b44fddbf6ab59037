import { TAGS } from '../../api/tags.js';
import { api } from '../../app/api.js';
import type { Envelope } from './envelope-types.js';
import { unwrapData } from './unwrap-data.js';

/**
 * The calls on a whole draft or template that the lists, the dashboard, the wizard and the
 * detail page share (spec §7): POST envelopes/{id}/copy {into} — using a template copies it into
 * a new draft (§4), a draft or a sent envelope is saved as a template the same way — and
 * DELETE envelopes/{id}.
 */
export const savedEnvelopeApi = api.injectEndpoints({
  endpoints: (build) => ({
    copyEnvelope: build.mutation<Envelope, { id: string; into: 'draft' | 'template' }>({
      query: ({ id, into }) => ({
        url: `envelopes/${encodeURIComponent(id)}/copy`,
        method: 'POST',
        body: { into },
      }),
      transformResponse: (body: unknown) => unwrapData<Envelope>(body),
      invalidatesTags: [TAGS.envelope],
      extraOptions: { handles: 'all' },
    }),
    deleteEnvelope: build.mutation<void, string>({
      query: (id) => ({ url: `envelopes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.envelope],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const { useCopyEnvelopeMutation, useDeleteEnvelopeMutation } = savedEnvelopeApi;
