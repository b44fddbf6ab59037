import { type EnvelopesInboxApiArg, type EnvelopesStatsApiArg } from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';
import { TAGS } from '../../../api/tags.js';

/** Spec §9: the dashboard lists the 5 latest received envelopes. */
export const DASHBOARD_RECEIVED_LIMIT = 5;

/** The sender's own counters (spec §2, dashboard). */
export const SENDER_STATS: EnvelopesStatsApiArg = { source: 'self' };

/** Spec §9: the latest received envelopes, newest first, with their recipients' counts. */
export const LATEST_RECEIVED: EnvelopesInboxApiArg = {
  include: ['envelope.recipients_stats'],
  sort: '-envelope.created_at',
  limit: DASHBOARD_RECEIVED_LIMIT,
};

/**
 * The dashboard's calls, from the generated client. The upload modal words a failed creation or
 * upload itself; the received list is the shared inbox call (its page says when it failed).
 */
export const dashboardApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    envelopesStats: { providesTags: [TAGS.envelope] },
    envelopesCreate: { extraOptions: { handles: 'all' } },
    documentsAdd: { extraOptions: { handles: 'all' } },
  },
});

export const {
  useEnvelopesStatsQuery,
  useEnvelopesInboxQuery,
  useEnvelopesCreateMutation,
  useDocumentsAddMutation,
} = dashboardApi;
