import { envelopesApi } from '../../../api/envelopes.js';
import { TAGS } from '../../../api/tags.js';

/** Spec §7: the history's newest events first. */
export const NEWEST_FIRST = '-created_at';

/**
 * The envelope detail's calls, from the generated client; the envelope itself and the link's view
 * are the shared envelopesGet and publicView. The page words each change's failure itself.
 */
export const envelopeDetailApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    envelopesEvents: { providesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }] },
    envelopesNotes: { providesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }] },
    sendingCancel: {
      invalidatesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }, TAGS.envelope],
      extraOptions: { handles: 'all' },
    },
    sendingResend: { extraOptions: { handles: 'all' } },
    // Spec §7: the edit action sends name and addressees.
    recipientsUpdate: {
      invalidatesTags: (_result, _error, { envelopeId }) => [{ type: TAGS.envelope, id: envelopeId }],
      extraOptions: { handles: 'all' },
    },
    publicRefuse: { invalidatesTags: [TAGS.received], extraOptions: { handles: 'all' } },
  },
});

export const {
  useEnvelopesGetQuery,
  usePublicViewQuery,
  useEnvelopesEventsQuery,
  useEnvelopesNotesQuery,
  useSendingCancelMutation,
  useSendingResendMutation,
  useRecipientsUpdateMutation,
  usePublicRefuseMutation,
} = envelopeDetailApi;
