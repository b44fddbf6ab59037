import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';
import type {
  Contact,
  EnvelopeDetailsInput,
  Recipient,
  RecipientInput,
  StorageItem,
  StorageItemsPage,
  WizardContent,
  WizardDocument,
  WizardEnvelope,
  WizardField,
} from './wizard-types.js';

/** The storage screen's list tag: its changes refresh the picker too. */
const STORAGE_LIST = { type: TAGS.storageItem, id: LIST_ID } as const;
/** Workspace spec §7, §9: the wizard's picker asks for 100 items a page, folders first, newest first. */
export const PICKER_PAGE_SIZE = 100;

const envelopePath = (id: string) => `envelopes/${encodeURIComponent(id)}`;
const documentPath = (envelopeId: string, documentId: string) =>
  `${envelopePath(envelopeId)}/documents/${encodeURIComponent(documentId)}`;

type ElementKind = 'fields' | 'contents';

/**
 * The wizard's calls (spec §7). Every mutation reports its own failures (the steps show the
 * server's message or place its field errors), so none relies on the generic alert.
 */
export const wizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWizardEnvelope: build.query<WizardEnvelope, string>({
      query: (id) => ({ url: envelopePath(id), params: { extended: 'true' } }),
      transformResponse: (body: unknown) => unwrapData<WizardEnvelope>(body),
      providesTags: (_result, _error, id) => [{ type: TAGS.envelope, id }],
      extraOptions: { handles: 'all' },
    }),
    // Spec §4: step 1 → 2 needs a 201 to go on.
    createWizardEnvelope: build.mutation<{ envelope: WizardEnvelope; created: boolean }, { title: string }>({
      query: (body) => ({ url: 'envelopes', method: 'POST', body: { ...body, metadata: {} } }),
      transformResponse: (body: unknown, meta: { response?: Response } | undefined) => ({
        envelope: unwrapData<WizardEnvelope>(body),
        created: meta?.response?.status === 201,
      }),
      invalidatesTags: [TAGS.envelope],
      extraOptions: { handles: 'all' },
    }),
    updateWizardEnvelope: build.mutation<WizardEnvelope, { id: string; body: EnvelopeDetailsInput }>({
      query: ({ id, body }) => ({ url: envelopePath(id), method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: TAGS.envelope, id }],
      extraOptions: { handles: 'all' },
    }),
    sendWizardEnvelope: build.mutation<unknown, string>({
      query: (id) => ({ url: `${envelopePath(id)}/send`, method: 'POST' }),
      // A send consumes an envelope credit: the sidebar's remaining signatures refetch (spec §7).
      invalidatesTags: (_result, _error, id) => [
        { type: TAGS.envelope, id },
        TAGS.envelope,
        TAGS.subscription,
      ],
      extraOptions: { handles: 'all' },
    }),
    addWizardDocument: build.mutation<WizardDocument, { envelopeId: string; file: File }>({
      query: ({ envelopeId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: `${envelopePath(envelopeId)}/documents`, method: 'POST', body: form };
      },
      transformResponse: (body: unknown) => unwrapData<WizardDocument>(body),
      invalidatesTags: (_result, _error, { envelopeId }) => [{ type: TAGS.envelope, id: envelopeId }],
      extraOptions: { handles: 'all' },
    }),
    // Contracts: an envelope takes a stored PDF by its id (201, the same answer as an upload).
    attachWizardStorageItem: build.mutation<WizardDocument, { envelopeId: string; item: StorageItem }>({
      query: ({ envelopeId, item }) => ({
        url: `${envelopePath(envelopeId)}/documents`,
        method: 'POST',
        body: { item_id: item.id },
      }),
      transformResponse: (body: unknown) => unwrapData<WizardDocument>(body),
      invalidatesTags: (_result, _error, { envelopeId }) => [{ type: TAGS.envelope, id: envelopeId }],
      extraOptions: { handles: 'all' },
    }),
    // Workspace spec §7: GET items for the picker: unsigned items only, one folder at a time.
    listWizardStorageItems: build.infiniteQuery<StorageItemsPage, { parent: string | null }, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.links.next ? last.meta.current_page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'items',
        params: {
          ...(queryArg.parent ? { parent: queryArg.parent } : {}),
          page: pageParam,
          limit: PICKER_PAGE_SIZE,
          sort: '-is_directory,-created_at',
          'filter[is_signed]': 'false',
        },
      }),
      providesTags: [STORAGE_LIST],
      extraOptions: { handles: 'all' },
    }),
    deleteWizardDocument: build.mutation<void, { envelopeId: string; documentId: string }>({
      query: ({ envelopeId, documentId }) => ({
        url: documentPath(envelopeId, documentId),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { envelopeId }) => [{ type: TAGS.envelope, id: envelopeId }],
      extraOptions: { handles: 'all' },
    }),
    addWizardRecipient: build.mutation<Recipient, { envelopeId: string; body: RecipientInput }>({
      query: ({ envelopeId, body }) => ({
        url: `${envelopePath(envelopeId)}/recipients`,
        method: 'POST',
        body,
      }),
      transformResponse: (body: unknown) => unwrapData<Recipient>(body),
      extraOptions: { handles: 'all' },
    }),
    updateWizardRecipient: build.mutation<
      Recipient,
      { envelopeId: string; recipientId: string; body: RecipientInput }
    >({
      query: ({ envelopeId, recipientId, body }) => ({
        url: `${envelopePath(envelopeId)}/recipients/${encodeURIComponent(recipientId)}`,
        method: 'PATCH',
        body,
      }),
      extraOptions: { handles: 'all' },
    }),
    deleteWizardRecipient: build.mutation<void, { envelopeId: string; recipientId: string }>({
      query: ({ envelopeId, recipientId }) => ({
        url: `${envelopePath(envelopeId)}/recipients/${encodeURIComponent(recipientId)}`,
        method: 'DELETE',
      }),
      extraOptions: { handles: 'all' },
    }),
    createWizardElement: build.mutation<
      WizardField | WizardContent,
      { envelopeId: string; documentId: string; kind: ElementKind; body: unknown; image?: File }
    >({
      query: ({ envelopeId, documentId, kind, body, image }) => ({
        url: `${documentPath(envelopeId, documentId)}/${kind}`,
        method: 'POST',
        body: image ? imageForm(body, image) : body,
      }),
      transformResponse: (body: unknown) => unwrapData<WizardField | WizardContent>(body),
      extraOptions: { handles: 'all' },
    }),
    updateWizardElement: build.mutation<
      unknown,
      { envelopeId: string; documentId: string; kind: ElementKind; id: string; body: unknown; image?: File }
    >({
      // Spec §7: an image content is changed by a multipart POST overriding the method to PATCH.
      query: ({ envelopeId, documentId, kind, id, body, image }) => ({
        url: `${documentPath(envelopeId, documentId)}/${kind}/${encodeURIComponent(id)}`,
        method: image ? 'POST' : 'PATCH',
        headers: image ? { 'X-HTTP-Method-Override': 'PATCH' } : undefined,
        body: image ? imageForm(body, image) : body,
      }),
      extraOptions: { handles: 'all' },
    }),
    deleteWizardElement: build.mutation<
      void,
      { envelopeId: string; documentId: string; kind: ElementKind; id: string }
    >({
      query: ({ envelopeId, documentId, kind, id }) => ({
        url: `${documentPath(envelopeId, documentId)}/${kind}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      extraOptions: { handles: 'all' },
    }),
    searchContacts: build.query<Contact[], string>({
      query: (q) => ({ url: 'contacts', params: q ? { q } : {} }),
      transformResponse: (body: unknown) =>
        Array.isArray(body) ? (body as Contact[]) : ((body as { data?: Contact[] } | null)?.data ?? []),
      extraOptions: { handles: 'all' },
    }),
    getOnboardings: build.query<Record<string, unknown>, void>({
      query: () => 'onboardings',
      transformResponse: (body: unknown) =>
        ((body as { settings?: Record<string, unknown> } | null)?.settings ?? {}) as Record<string, unknown>,
      providesTags: [TAGS.onboardings],
      extraOptions: { handles: 'all' },
    }),
    putOnboardings: build.mutation<unknown, Record<string, boolean | number | string>>({
      query: (settings) => ({ url: 'onboardings', method: 'PUT', body: { settings } }),
      invalidatesTags: [TAGS.onboardings],
      extraOptions: { handles: 'all' },
    }),
  }),
});

const imageForm = (body: unknown, image: File): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('file', image, image.name);
  return form;
};

export const {
  useGetWizardEnvelopeQuery,
  useLazyGetWizardEnvelopeQuery,
  useCreateWizardEnvelopeMutation,
  useUpdateWizardEnvelopeMutation,
  useSendWizardEnvelopeMutation,
  useAddWizardDocumentMutation,
  useAttachWizardStorageItemMutation,
  useListWizardStorageItemsInfiniteQuery,
  useDeleteWizardDocumentMutation,
  useAddWizardRecipientMutation,
  useUpdateWizardRecipientMutation,
  useDeleteWizardRecipientMutation,
  useCreateWizardElementMutation,
  useUpdateWizardElementMutation,
  useDeleteWizardElementMutation,
  useSearchContactsQuery,
  useGetOnboardingsQuery,
  usePutOnboardingsMutation,
} = wizardApi;
