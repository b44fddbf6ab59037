import { generatedApi } from './generated/envelopes.js';
import { TAGS } from './tags.js';

// The endpoints tagged `envelopes` (envelopes, their documents and recipients, the recipient's
// public link) and their hooks (`usePublicViewQuery` ...).
export * from './generated/envelopes.js';

/**
 * The envelope endpoints with the cache tags they provide and invalidate (from the one registry,
 * tags.ts) and the statuses their screens answer themselves (`extraOptions.handles`, see
 * app/base-query.ts). Components reach them through their feature's API module.
 */
export const envelopesApi = generatedApi.enhanceEndpoints({
  endpoints: {
    // A document is an uploaded file, sent as multipart/form-data, which the generated call does
    // not write (it would send the file as JSON): the file goes in a form under its own name. A
    // stored PDF (`item_id`) goes as JSON.
    documentsAdd: {
      query: ({ envelopeId, body }) => {
        const url = `/envelopes/${encodeURIComponent(envelopeId)}/documents`;
        if (!('file' in body)) return { url, method: 'POST', body };
        const form = new FormData();
        form.append('file', body.file, body.file instanceof File ? body.file.name : undefined);
        return { url, method: 'POST', body: form };
      },
    },
    // An envelope by id (detail, wizard) and as a recipient's link shows it (detail, download, viewer):
    // their pages tell "not found", an invalid link and other failures apart themselves (spec §8).
    envelopesGet: {
      providesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }],
      extraOptions: { handles: 'all' },
    },
    publicView: { providesTags: [TAGS.received], extraOptions: { handles: 'all' } },
    // The envelope lists (dashboard, documents): each screen says itself that its list failed.
    envelopesList: { providesTags: [TAGS.envelope], extraOptions: { handles: 'all' } },
    envelopesInbox: { providesTags: [TAGS.received], extraOptions: { handles: 'all' } },
  },
});
