// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `envelopes`; their cache tags are added in web/src/api/envelopes.ts from the one
// registry, web/src/api/tags.ts.
import type {
  ContentsCreateApiArg,
  ContentsCreateApiResponse,
  ContentsOverriddenUpdateApiArg,
  ContentsOverriddenUpdateApiResponse,
  ContentsRemoveApiArg,
  ContentsRemoveApiResponse,
  ContentsUpdateApiArg,
  ContentsUpdateApiResponse,
  DocumentsAddApiArg,
  DocumentsAddApiResponse,
  DocumentsRemoveApiArg,
  DocumentsRemoveApiResponse,
  DownloadsDisplayApiArg,
  DownloadsDisplayApiResponse,
  DownloadsDocumentsApiArg,
  DownloadsDocumentsApiResponse,
  DownloadsSignaturePageApiArg,
  DownloadsSignaturePageApiResponse,
  EnvelopesCopyApiArg,
  EnvelopesCopyApiResponse,
  EnvelopesCreateApiArg,
  EnvelopesCreateApiResponse,
  EnvelopesEventsApiArg,
  EnvelopesEventsApiResponse,
  EnvelopesFaceToFaceApiArg,
  EnvelopesFaceToFaceApiResponse,
  EnvelopesGetApiArg,
  EnvelopesGetApiResponse,
  EnvelopesInboxApiArg,
  EnvelopesInboxApiResponse,
  EnvelopesListApiArg,
  EnvelopesListApiResponse,
  EnvelopesNotesApiArg,
  EnvelopesNotesApiResponse,
  EnvelopesRemoveApiArg,
  EnvelopesRemoveApiResponse,
  EnvelopesStatsApiArg,
  EnvelopesStatsApiResponse,
  EnvelopesUpdateApiArg,
  EnvelopesUpdateApiResponse,
  FieldsCreateApiArg,
  FieldsCreateApiResponse,
  FieldsRemoveApiArg,
  FieldsRemoveApiResponse,
  FieldsUpdateApiArg,
  FieldsUpdateApiResponse,
  PublicDownloadsDisplayApiArg,
  PublicDownloadsDisplayApiResponse,
  PublicDownloadsDocumentsApiArg,
  PublicDownloadsDocumentsApiResponse,
  PublicDownloadsSignaturePageApiArg,
  PublicDownloadsSignaturePageApiResponse,
  PublicFillApiArg,
  PublicFillApiResponse,
  PublicGenerateSignableHashesApiArg,
  PublicGenerateSignableHashesApiResponse,
  PublicIdentifyApiArg,
  PublicIdentifyApiResponse,
  PublicIdentifyOverriddenApiArg,
  PublicIdentifyOverriddenApiResponse,
  PublicLicenseApiArg,
  PublicLicenseApiResponse,
  PublicPerformApiArg,
  PublicPerformApiResponse,
  PublicRefuseApiArg,
  PublicRefuseApiResponse,
  PublicResetApiArg,
  PublicResetApiResponse,
  PublicStatusApiArg,
  PublicStatusApiResponse,
  PublicViewApiArg,
  PublicViewApiResponse,
  RecipientTokensFaceToFaceApiArg,
  RecipientTokensFaceToFaceApiResponse,
  RecipientTokensInboxApiArg,
  RecipientTokensInboxApiResponse,
  RecipientsAddApiArg,
  RecipientsAddApiResponse,
  RecipientsListApiArg,
  RecipientsListApiResponse,
  RecipientsRemoveApiArg,
  RecipientsRemoveApiResponse,
  RecipientsUpdateApiArg,
  RecipientsUpdateApiResponse,
  SendingCancelApiArg,
  SendingCancelApiResponse,
  SendingResendApiArg,
  SendingResendApiResponse,
  SendingSendApiArg,
  SendingSendApiResponse,
  ValidarFileApiArg,
  ValidarFileApiResponse,
  ValidarFilesApiArg,
  ValidarFilesApiResponse,
  VerifierCheckApiArg,
  VerifierCheckApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    envelopesCreate: build.mutation<EnvelopesCreateApiResponse, EnvelopesCreateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    envelopesList: build.query<EnvelopesListApiResponse, EnvelopesListApiArg>({
      query: (queryArg) => ({
        url: `/envelopes`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          include: queryArg.include,
          filter: queryArg.filter,
          sort: queryArg.sort,
          q: queryArg.q,
          page: queryArg.page,
        },
      }),
    }),
    envelopesInbox: build.query<EnvelopesInboxApiResponse, EnvelopesInboxApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/inbox`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          include: queryArg.include,
          filter: queryArg.filter,
          sort: queryArg.sort,
          q: queryArg.q,
          page: queryArg.page,
          limit: queryArg.limit,
        },
      }),
    }),
    envelopesStats: build.query<EnvelopesStatsApiResponse, EnvelopesStatsApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/stats`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          source: queryArg.source,
        },
      }),
    }),
    envelopesFaceToFace: build.query<EnvelopesFaceToFaceApiResponse, EnvelopesFaceToFaceApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/face-to-face`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          filter: queryArg.filter,
          page: queryArg.page,
        },
      }),
    }),
    envelopesGet: build.query<EnvelopesGetApiResponse, EnvelopesGetApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          extended: queryArg.extended,
        },
      }),
    }),
    envelopesUpdate: build.mutation<EnvelopesUpdateApiResponse, EnvelopesUpdateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    envelopesRemove: build.mutation<EnvelopesRemoveApiResponse, EnvelopesRemoveApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    envelopesCopy: build.mutation<EnvelopesCopyApiResponse, EnvelopesCopyApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/copy`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    envelopesEvents: build.query<EnvelopesEventsApiResponse, EnvelopesEventsApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/events`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          sort: queryArg.sort,
          page: queryArg.page,
        },
      }),
    }),
    envelopesNotes: build.query<EnvelopesNotesApiResponse, EnvelopesNotesApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/notes`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    sendingSend: build.mutation<SendingSendApiResponse, SendingSendApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/send`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    sendingCancel: build.mutation<SendingCancelApiResponse, SendingCancelApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/cancel`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    sendingResend: build.mutation<SendingResendApiResponse, SendingResendApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/renotify`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientTokensInbox: build.mutation<RecipientTokensInboxApiResponse, RecipientTokensInboxApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/inbox/${encodeURIComponent(String(queryArg.recipientId))}/token`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientTokensFaceToFace: build.mutation<
      RecipientTokensFaceToFaceApiResponse,
      RecipientTokensFaceToFaceApiArg
    >({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/recipients/${encodeURIComponent(String(queryArg.recipientId))}/face-to-face-token`,
        method: 'POST',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    documentsAdd: build.mutation<DocumentsAddApiResponse, DocumentsAddApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    documentsRemove: build.mutation<DocumentsRemoveApiResponse, DocumentsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    downloadsDocuments: build.query<DownloadsDocumentsApiResponse, DownloadsDocumentsApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/download`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    downloadsSignaturePage: build.query<DownloadsSignaturePageApiResponse, DownloadsSignaturePageApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/background-sheet/download`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    downloadsDisplay: build.query<DownloadsDisplayApiResponse, DownloadsDisplayApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.id))}/documents/${encodeURIComponent(String(queryArg.document))}/display`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    fieldsCreate: build.mutation<FieldsCreateApiResponse, FieldsCreateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/fields`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    fieldsUpdate: build.mutation<FieldsUpdateApiResponse, FieldsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/fields/${encodeURIComponent(String(queryArg.fieldId))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    fieldsRemove: build.mutation<FieldsRemoveApiResponse, FieldsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/fields/${encodeURIComponent(String(queryArg.fieldId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contentsCreate: build.mutation<ContentsCreateApiResponse, ContentsCreateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/contents`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contentsUpdate: build.mutation<ContentsUpdateApiResponse, ContentsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/contents/${encodeURIComponent(String(queryArg.contentId))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contentsOverriddenUpdate: build.mutation<
      ContentsOverriddenUpdateApiResponse,
      ContentsOverriddenUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/contents/${encodeURIComponent(String(queryArg.contentId))}`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    contentsRemove: build.mutation<ContentsRemoveApiResponse, ContentsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/documents/${encodeURIComponent(String(queryArg.documentId))}/contents/${encodeURIComponent(String(queryArg.contentId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientsList: build.query<RecipientsListApiResponse, RecipientsListApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/recipients`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientsAdd: build.mutation<RecipientsAddApiResponse, RecipientsAddApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/recipients`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientsUpdate: build.mutation<RecipientsUpdateApiResponse, RecipientsUpdateApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/recipients/${encodeURIComponent(String(queryArg.recipientId))}`,
        method: 'PATCH',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    recipientsRemove: build.mutation<RecipientsRemoveApiResponse, RecipientsRemoveApiArg>({
      query: (queryArg) => ({
        url: `/envelopes/${encodeURIComponent(String(queryArg.envelopeId))}/recipients/${encodeURIComponent(String(queryArg.recipientId))}`,
        method: 'DELETE',
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    publicView: build.query<PublicViewApiResponse, PublicViewApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}`,
      }),
    }),
    publicPerform: build.mutation<PublicPerformApiResponse, PublicPerformApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    publicRefuse: build.mutation<PublicRefuseApiResponse, PublicRefuseApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}`,
        method: 'DELETE',
        body: queryArg.body,
      }),
    }),
    publicStatus: build.query<PublicStatusApiResponse, PublicStatusApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/status`,
      }),
    }),
    publicFill: build.mutation<PublicFillApiResponse, PublicFillApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/fields/${encodeURIComponent(String(queryArg.field))}`,
        method: 'PATCH',
        body: queryArg.body,
      }),
    }),
    publicIdentify: build.mutation<PublicIdentifyApiResponse, PublicIdentifyApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/identifiers/${encodeURIComponent(String(queryArg.code))}`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
    publicIdentifyOverridden: build.mutation<
      PublicIdentifyOverriddenApiResponse,
      PublicIdentifyOverriddenApiArg
    >({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/identifiers/${encodeURIComponent(String(queryArg.code))}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    publicGenerateSignableHashes: build.mutation<
      PublicGenerateSignableHashesApiResponse,
      PublicGenerateSignableHashesApiArg
    >({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/generate-signable-hashes`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    publicReset: build.mutation<PublicResetApiResponse, PublicResetApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/reset-processing`,
        method: 'POST',
      }),
    }),
    publicLicense: build.query<PublicLicenseApiResponse, PublicLicenseApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/recipients/${encodeURIComponent(String(queryArg.token))}/cess/license`,
      }),
    }),
    publicDownloadsDocuments: build.query<
      PublicDownloadsDocumentsApiResponse,
      PublicDownloadsDocumentsApiArg
    >({
      query: (queryArg) => ({
        url: `/p/envelopes/${encodeURIComponent(String(queryArg.token))}/download`,
      }),
    }),
    publicDownloadsSignaturePage: build.query<
      PublicDownloadsSignaturePageApiResponse,
      PublicDownloadsSignaturePageApiArg
    >({
      query: (queryArg) => ({
        url: `/p/envelopes/${encodeURIComponent(String(queryArg.token))}/background-sheet/download`,
      }),
    }),
    publicDownloadsDisplay: build.query<PublicDownloadsDisplayApiResponse, PublicDownloadsDisplayApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/${encodeURIComponent(String(queryArg.token))}/documents/${encodeURIComponent(String(queryArg.document))}/display`,
      }),
    }),
    verifierCheck: build.mutation<VerifierCheckApiResponse, VerifierCheckApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/documents/validate`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    validarFiles: build.query<ValidarFilesApiResponse, ValidarFilesApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/documents/validar/${encodeURIComponent(String(queryArg.envelopeId))}`,
        params: {
          _format: queryArg._format,
          _secretCode: queryArg._secretCode,
        },
      }),
    }),
    validarFile: build.query<ValidarFileApiResponse, ValidarFileApiArg>({
      query: (queryArg) => ({
        url: `/p/envelopes/documents/validar/${encodeURIComponent(String(queryArg.envelopeId))}/files/${encodeURIComponent(String(queryArg.documentId))}`,
        params: {
          _secretCode: queryArg._secretCode,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export const {
  useEnvelopesCreateMutation,
  useEnvelopesListQuery,
  useLazyEnvelopesListQuery,
  useEnvelopesInboxQuery,
  useLazyEnvelopesInboxQuery,
  useEnvelopesStatsQuery,
  useLazyEnvelopesStatsQuery,
  useEnvelopesFaceToFaceQuery,
  useLazyEnvelopesFaceToFaceQuery,
  useEnvelopesGetQuery,
  useLazyEnvelopesGetQuery,
  useEnvelopesUpdateMutation,
  useEnvelopesRemoveMutation,
  useEnvelopesCopyMutation,
  useEnvelopesEventsQuery,
  useLazyEnvelopesEventsQuery,
  useEnvelopesNotesQuery,
  useLazyEnvelopesNotesQuery,
  useSendingSendMutation,
  useSendingCancelMutation,
  useSendingResendMutation,
  useRecipientTokensInboxMutation,
  useRecipientTokensFaceToFaceMutation,
  useDocumentsAddMutation,
  useDocumentsRemoveMutation,
  useDownloadsDocumentsQuery,
  useLazyDownloadsDocumentsQuery,
  useDownloadsSignaturePageQuery,
  useLazyDownloadsSignaturePageQuery,
  useDownloadsDisplayQuery,
  useLazyDownloadsDisplayQuery,
  useFieldsCreateMutation,
  useFieldsUpdateMutation,
  useFieldsRemoveMutation,
  useContentsCreateMutation,
  useContentsUpdateMutation,
  useContentsOverriddenUpdateMutation,
  useContentsRemoveMutation,
  useRecipientsListQuery,
  useLazyRecipientsListQuery,
  useRecipientsAddMutation,
  useRecipientsUpdateMutation,
  useRecipientsRemoveMutation,
  usePublicViewQuery,
  useLazyPublicViewQuery,
  usePublicPerformMutation,
  usePublicRefuseMutation,
  usePublicStatusQuery,
  useLazyPublicStatusQuery,
  usePublicFillMutation,
  usePublicIdentifyMutation,
  usePublicIdentifyOverriddenMutation,
  usePublicGenerateSignableHashesMutation,
  usePublicResetMutation,
  usePublicLicenseQuery,
  useLazyPublicLicenseQuery,
  usePublicDownloadsDocumentsQuery,
  useLazyPublicDownloadsDocumentsQuery,
  usePublicDownloadsSignaturePageQuery,
  useLazyPublicDownloadsSignaturePageQuery,
  usePublicDownloadsDisplayQuery,
  useLazyPublicDownloadsDisplayQuery,
  useVerifierCheckMutation,
  useValidarFilesQuery,
  useLazyValidarFilesQuery,
  useValidarFileQuery,
  useLazyValidarFileQuery,
} = injectedRtkApi;
