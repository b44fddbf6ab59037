import { TAGS } from '../../../api/tags.js';
import type { EnvelopesGetApiResponse } from '../../../api/rubrica-api.js';
import { api } from '../../../app/api.js';
import type { Addressee, EnvelopeEvent, EnvelopeNote, Paged } from '../../../lib/envelopes/envelope-types.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

const envelopePath = (id: string) => `envelopes/${encodeURIComponent(id)}`;

export const envelopeDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnvelope: build.query<EnvelopesGetApiResponse, string>({
      query: (id) => ({ url: envelopePath(id), params: { extended: 'true' } }),
      transformResponse: (body: unknown) => unwrapData<EnvelopesGetApiResponse>(body),
      providesTags: (_result, _error, id) => [{ type: TAGS.envelope, id }],
      // The page tells "not found" and other failures apart itself (spec §8).
      extraOptions: { handles: 'all' },
    }),
    // Spec §7: the recipient's view by action token: the envelope itself, the link's own
    // recipient inside it.
    getRecipientView: build.query<RecipientView, string>({
      query: (token) => `p/envelopes/recipients/${encodeURIComponent(token)}`,
      transformResponse: (body: unknown) => unwrapData<RecipientView>(body),
      providesTags: [TAGS.received],
      extraOptions: { handles: 'all' },
    }),
    listEnvelopeEvents: build.query<Paged<EnvelopeEvent>, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `${envelopePath(id)}/events`, params: { sort: '-created_at', page } }),
      providesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }],
    }),
    listEnvelopeNotes: build.query<EnvelopeNote[], string>({
      query: (id) => `${envelopePath(id)}/notes`,
      // A bare list or the paged payload.
      transformResponse: (body: unknown) =>
        Array.isArray(body) ? body : ((body as { data?: EnvelopeNote[] } | null)?.data ?? []),
      providesTags: (_result, _error, id) => [{ type: TAGS.envelope, id }],
    }),
    cancelEnvelope: build.mutation<void, string>({
      query: (id) => ({ url: `${envelopePath(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: TAGS.envelope, id }, TAGS.envelope],
      extraOptions: { handles: 'all' },
    }),
    renotifyEnvelope: build.mutation<void, string>({
      query: (id) => ({ url: `${envelopePath(id)}/renotify`, method: 'POST' }),
      extraOptions: { handles: 'all' },
    }),
    // Spec §7: the edit action sends name and addressees.
    updateRecipient: build.mutation<
      unknown,
      { envelopeId: string; recipientId: string; name: string; addressees: Addressee[] }
    >({
      query: ({ envelopeId, recipientId, name, addressees }) => ({
        url: `${envelopePath(envelopeId)}/recipients/${encodeURIComponent(recipientId)}`,
        method: 'PATCH',
        body: { name, addressees },
      }),
      invalidatesTags: (_result, _error, { envelopeId }) => [{ type: TAGS.envelope, id: envelopeId }],
      extraOptions: { handles: 'all' },
    }),
    rejectEnvelope: build.mutation<void, { token: string; reason: string }>({
      query: ({ token, reason }) => ({
        url: `p/envelopes/recipients/${encodeURIComponent(token)}`,
        method: 'DELETE',
        body: { reason },
      }),
      invalidatesTags: [TAGS.received],
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useGetEnvelopeQuery,
  useGetRecipientViewQuery,
  useListEnvelopeEventsQuery,
  useListEnvelopeNotesQuery,
  useCancelEnvelopeMutation,
  useRenotifyEnvelopeMutation,
  useUpdateRecipientMutation,
  useRejectEnvelopeMutation,
} = envelopeDetailApi;
