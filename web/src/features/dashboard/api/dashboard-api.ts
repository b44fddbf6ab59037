import { TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import type { Envelope, EnvelopeStats, Paged, ReceivedItem } from '../../../lib/envelopes/envelope-types.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

/** Spec §9: the dashboard lists the 5 latest received envelopes. */
export const DASHBOARD_RECEIVED_LIMIT = 5;

const COUNTER_KEYS = ['in-transit', 'rejected', 'completed', 'cancelled'] as const;

/** Counts by state; the server may spell in-transit with an underscore, and may wrap it in data. */
const toStats = (body: unknown): EnvelopeStats => {
  const raw = unwrapData<Record<string, unknown>>(body) ?? {};
  const count = (key: string) => {
    const value = raw[key] ?? raw[key.replace('-', '_')];
    return typeof value === 'number' ? value : Number(value ?? 0) || 0;
  };
  return Object.fromEntries(COUNTER_KEYS.map((key) => [key, count(key)])) as unknown as EnvelopeStats;
};

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSenderStats: build.query<EnvelopeStats, void>({
      query: () => ({ url: 'envelopes/stats', params: { source: 'self' } }),
      transformResponse: toStats,
      providesTags: [TAGS.envelope],
    }),
    getLatestReceived: build.query<Paged<ReceivedItem>, void>({
      query: () => ({
        url: 'envelopes/inbox',
        params: {
          include: 'envelope.recipients_stats',
          sort: '-envelope.created_at',
          limit: DASHBOARD_RECEIVED_LIMIT,
        },
      }),
      providesTags: [TAGS.received],
      // The page says itself that the received list failed (spec §2, dashboard).
      extraOptions: { handles: 'all' },
    }),
    createEnvelope: build.mutation<Envelope, { title: string }>({
      query: (body) => ({ url: 'envelopes', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapData<Envelope>(body),
      extraOptions: { handles: 'all' },
    }),
    addEnvelopeDocument: build.mutation<unknown, { envelopeId: string; file: File }>({
      query: ({ envelopeId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: `envelopes/${encodeURIComponent(envelopeId)}/documents`, method: 'POST', body: form };
      },
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useGetSenderStatsQuery,
  useGetLatestReceivedQuery,
  useCreateEnvelopeMutation,
  useAddEnvelopeDocumentMutation,
} = dashboardApi;
