import {
  type Contact,
  type Document,
  type EnvelopesGetApiResponse,
  type EnvelopesUpdateApiArg,
  type ItemsListApiResponse,
  type Recipient,
  type RecipientsAddApiArg,
} from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';
import { identityApi } from '../../../api/identity.js';
import { LIST_ID, TAGS } from '../../../api/tags.js';
import { api } from '../../../app/api.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';

// What the wizard reads and writes, narrowed from the API document's types (spec §3, §7).

/** The wizard is the sender's: every recipient comes whole (with addresses and identifier values). */
export type WizardEnvelope = Omit<EnvelopesGetApiResponse, 'recipients'> & { recipients?: Recipient[] };
export type RecipientInput = RecipientsAddApiArg['body'];
export type EnvelopeDetailsInput = EnvelopesUpdateApiArg['body'];
/** A page's displayed size in PDF points (rotation applied). */
export type PageSize = Document['page_sizes'][number];
/** What the upload removed from a document before its first hash, by kind. */
export type RemovedContent = Document['removed_content'][number];

/** The storage screen's list tag: its changes refresh the picker too. */
const STORAGE_LIST = { type: TAGS.storageItem, id: LIST_ID } as const;
/** Workspace spec §7, §9: the wizard's picker asks for 100 items a page, folders first, newest first. */
export const PICKER_PAGE_SIZE = 100;

const envelopePath = (id: string) => `envelopes/${encodeURIComponent(id)}`;
const contentPath = ({ envelopeId, documentId }: { envelopeId: string; documentId: string }) =>
  `${envelopePath(envelopeId)}/documents/${encodeURIComponent(documentId)}/contents`;

/** An image content as a form: its values as text fields, the image in `file`. */
const imageForm = (values: Record<string, unknown>, image: Blob): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  form.append('file', image, image instanceof File ? image.name : undefined);
  return form;
};

const theEnvelope = (_result: unknown, _error: unknown, { id }: { id: string }) => [
  { type: TAGS.envelope, id },
];
const itsEnvelope = (_result: unknown, _error: unknown, { envelopeId }: { envelopeId: string }) => [
  { type: TAGS.envelope, id: envelopeId },
];

/**
 * The wizard's calls (spec §7), from the generated client. Every one reports its own failures
 * (the steps show the server's message or place its field errors), so none relies on the generic
 * alert. The envelope is read with its recipients whole (`extended`); a document is an uploaded
 * file or a stored PDF (`item_id`, contracts: 201, the same answer as an upload); an element is a
 * field or a content, an image content a form.
 */
export const wizardGeneratedApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    envelopesUpdate: { invalidatesTags: theEnvelope, extraOptions: { handles: 'all' } },
    sendingSend: {
      // A send consumes an envelope credit: the sidebar's remaining signatures refetch (spec §7).
      invalidatesTags: (_result, _error, { id }) => [
        { type: TAGS.envelope, id },
        TAGS.envelope,
        TAGS.subscription,
      ],
      extraOptions: { handles: 'all' },
    },
    documentsAdd: { invalidatesTags: itsEnvelope, extraOptions: { handles: 'all' } },
    documentsRemove: { invalidatesTags: itsEnvelope, extraOptions: { handles: 'all' } },
    recipientsAdd: { extraOptions: { handles: 'all' } },
    recipientsRemove: { extraOptions: { handles: 'all' } },
    fieldsCreate: { extraOptions: { handles: 'all' } },
    fieldsUpdate: { extraOptions: { handles: 'all' } },
    fieldsRemove: { extraOptions: { handles: 'all' } },
    // An image content goes as multipart/form-data, which the generated calls do not write.
    contentsCreate: {
      query: ({ body: { file, ...values }, ...place }) => ({
        url: contentPath(place),
        method: 'POST',
        body: file ? imageForm(values, file) : values,
      }),
      extraOptions: { handles: 'all' },
    },
    contentsUpdate: { extraOptions: { handles: 'all' } },
    // Spec §7: an image content is changed by a multipart POST overriding the method to PATCH.
    contentsOverriddenUpdate: {
      query: ({ body: { file, ...values }, contentId, ...place }) => ({
        url: `${contentPath(place)}/${encodeURIComponent(contentId)}`,
        method: 'POST',
        headers: { 'X-HTTP-Method-Override': 'PATCH' },
        body: file ? imageForm(values, file) : values,
      }),
      extraOptions: { handles: 'all' },
    },
    contentsRemove: { extraOptions: { handles: 'all' } },
  },
});

/** The wizard's onboarding (the tour it shows once). */
export const wizardOnboardingApi = identityApi.enhanceEndpoints({
  endpoints: {
    onboardingGet: { providesTags: [TAGS.onboardings], extraOptions: { handles: 'all' } },
    onboardingUpdate: { invalidatesTags: [TAGS.onboardings], extraOptions: { handles: 'all' } },
  },
});

/** The envelope as the wizard reads it: GET envelopes/{id}?extended=true. */
export const wizardEnvelopeArg = (id: string) => ({ id, extended: true });

export const {
  useEnvelopesGetQuery,
  useLazyEnvelopesGetQuery,
  useEnvelopesUpdateMutation,
  useSendingSendMutation,
  useDocumentsAddMutation,
  useDocumentsRemoveMutation,
  useRecipientsAddMutation,
  useRecipientsRemoveMutation,
  useFieldsCreateMutation,
  useFieldsUpdateMutation,
  useFieldsRemoveMutation,
  useContentsCreateMutation,
  useContentsUpdateMutation,
  useContentsOverriddenUpdateMutation,
  useContentsRemoveMutation,
} = wizardGeneratedApi;
export const { useOnboardingGetQuery, useOnboardingUpdateMutation } = wizardOnboardingApi;

/**
 * The wizard's calls the generated client cannot make as the wizard needs them: creating the
 * envelope tells a 201 apart (spec §4: step 1 → 2 needs one); the picker reads the storage as one
 * infinite list; a recipient's change and the contact search keep their own failure handling (the
 * envelope detail and the contacts screen tag and alert the same generated calls otherwise).
 */
export const wizardApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    // Workspace spec §7: GET items for the picker: unsigned items only, one folder at a time.
    listWizardStorageItems: build.infiniteQuery<ItemsListApiResponse, { parent: string | null }, number>({
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
    searchContacts: build.query<Contact[], string>({
      query: (q) => ({ url: 'contacts', params: q ? { q } : {} }),
      transformResponse: (body: unknown) =>
        Array.isArray(body) ? (body as Contact[]) : ((body as { data?: Contact[] } | null)?.data ?? []),
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useCreateWizardEnvelopeMutation,
  useListWizardStorageItemsInfiniteQuery,
  useUpdateWizardRecipientMutation,
  useSearchContactsQuery,
} = wizardApi;
