import { TAGS } from '../../../api/tags.js';
import {
  type ActionResult,
  type CloudCertificateSession,
  type PublicGenerateSignableHashesApiResponse,
  type PublicPerformApiArg,
} from '../../../api/rubrica-api.js';
import { envelopesApi } from '../../../api/envelopes.js';
import { signingApi } from '../../../api/signing.js';
import { api } from '../../../app/api.js';
import type { RecipientView } from '../../../lib/envelopes/recipient-view.js';
import { unwrapData } from '../../../lib/envelopes/unwrap-data.js';
import {
  signatureDraftBody,
  type SignatureDraft,
  type SignatureKind,
} from '../../../components/signature-creator/signature-draft.js';

export type { SignatureDraft, SignatureKind };

const recipientPath = (token: string) => `p/envelopes/recipients/${encodeURIComponent(token)}`;

/** Who the image belongs to: the signed-in user's saved one, or the link's recipient. */
export type ImageOwner = { kind: 'user' } | { kind: 'recipient'; token: string };

const imagePath = (owner: ImageOwner, kind: SignatureKind) =>
  owner.kind === 'user'
    ? `signature-profiles/${kind}`
    : `p/signature-profiles/${encodeURIComponent(owner.token)}/${kind}`;

/** POST /bird-id: a session with the cloud provider (an opaque handle) and the signer's certificates. */
export type CloudSession = CloudCertificateSession;

/** A certificate the cloud provider holds for the signer (spec §3, cloud-certificate token request). */
export type CloudCertificate = CloudSession['certificates'][number];

/** POST …/generate-signable-hashes: one SHA-256 (base64) per document, and the transaction. */
export type SignableHashes = PublicGenerateSignableHashesApiResponse;

/** What the action sends (spec §7): the signer's location and, for a qualified signer, its proof. */
type ActBody = PublicPerformApiArg['body'];
type ActCertificate = NonNullable<ActBody['certificates']>[number];

/**
 * What a qualified signer adds to the action (contracts): the cloud certificate's session, or the
 * local plugin's signatures of each document with the transaction and the signer's PEM certificates.
 */
export type QualifiedProof =
  | { certificates: Exclude<ActCertificate, string>[] }
  | (Required<Pick<ActBody, 'tcn' | 'documents'>> & { certificates: Extract<ActCertificate, string>[] });

/** The action's answer with its HTTP status: 202, accepted, the outcome comes later (spec §4, sign flow). */
export type ActAnswer = { status: number } & Partial<ActionResult>;

/** The HTTP answer fetchBaseQuery keeps beside the body (the app's base query leaves it untyped). */
const responseOf = (meta: unknown): Response | undefined =>
  (meta as { response?: Response } | undefined)?.response;

const base64Of = (buffer: ArrayBuffer): string => {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The link's calls the generated client carries, with the viewer's own failure handling: every
 * screen of the viewer words its failures itself (a field the server refuses, 400 when the link
 * died meanwhile, the plugin's and the cloud provider's refusals).
 */
export const signingLinkApi = envelopesApi.enhanceEndpoints({
  endpoints: {
    publicFill: { extraOptions: { handles: [400, 422] } },
    // Spec §7, local plugin: the licence the plugin logs in with.
    publicLicense: { extraOptions: { handles: 'all' } },
    publicGenerateSignableHashes: { extraOptions: { handles: 'all' } },
    // A prepared, never-submitted plugin transaction gives the recipient back (spec §4).
    publicReset: { extraOptions: { handles: 'all' } },
    // Reject with a reason; a cancel by token is the same call without one (spec §4).
    publicRefuse: { extraOptions: { handles: 'all' } },
  },
});

// Spec §7: the cloud-certificate token request (public: anonymous signers use it too).
const cloudCertificateApi = signingApi.enhanceEndpoints({
  endpoints: { birdIdOpen: { extraOptions: { handles: 'all' } } },
});

export const { useBirdIdOpenMutation } = cloudCertificateApi;

export const {
  usePublicFillMutation,
  useLazyPublicLicenseQuery,
  usePublicGenerateSignableHashesMutation,
  usePublicResetMutation,
  usePublicRefuseMutation,
} = signingLinkApi;

/**
 * What the generated client cannot express: the view with its response header, the action with
 * its status, the identifiers the link sets by value, the photo and the signature images (blobs
 * and multipart bodies).
 */
export const signingViewerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Spec §7: the view carries the envelope's organization in a response header.
    getSigningView: build.query<{ view: RecipientView; workspaceId: string | null }, string>({
      query: (token) => recipientPath(token),
      transformResponse: (body: unknown, meta) => ({
        view: unwrapData<RecipientView>(body),
        workspaceId: responseOf(meta)?.headers.get('X-Workspace') ?? null,
      }),
      providesTags: [TAGS.signingView],
      // The page tells an invalid token (400) from other failures itself (spec §8).
      extraOptions: { handles: 'all' },
    }),
    setIdentifier: build.mutation<unknown, { token: string; code: string; value: string }>({
      query: ({ token, code, value }) => ({
        url: `${recipientPath(token)}/identifiers/${encodeURIComponent(code)}`,
        method: 'PUT',
        body: { value },
      }),
      extraOptions: { handles: 'all' },
    }),
    // Spec §7: the photo goes as a multipart form, POST with a method override of PUT.
    uploadPhoto: build.mutation<unknown, { token: string; photo: Blob }>({
      query: ({ token, photo }) => {
        const form = new FormData();
        form.set('file', photo, 'photo.jpg');
        return {
          url: `${recipientPath(token)}/identifiers/PHOTO`,
          method: 'POST',
          headers: { 'X-HTTP-Method-Override': 'PUT' },
          body: form,
        };
      },
      extraOptions: { handles: 'all' },
    }),
    act: build.mutation<
      ActAnswer,
      { token: string; latitude?: number; longitude?: number } & Partial<QualifiedProof>
    >({
      query: ({ token, ...body }) => ({ url: recipientPath(token), method: 'POST', body }),
      transformResponse: (body: unknown, meta) => ({
        ...((body && typeof body === 'object' ? body : {}) as Omit<ActAnswer, 'status'>),
        status: responseOf(meta)?.status ?? 200,
      }),
      extraOptions: { handles: 'all' },
    }),
    // The image as an object URL, or null when none was made yet (spec §8: a failed preview is empty).
    getSignatureImage: build.query<
      string | null,
      { owner: ImageOwner; kind: SignatureKind; version: number }
    >({
      queryFn: async ({ owner, kind }, _api, _extra, baseQuery) => {
        const result = await baseQuery({
          url: `${imagePath(owner, kind)}/preview`,
          params: { mode: 'raw' },
          headers: { Accept: 'image/png' },
          responseHandler: async (response) =>
            response.ok ? URL.createObjectURL(await response.blob()) : null,
        });
        return { data: (result.data as string | null | undefined) ?? null };
      },
      providesTags: [TAGS.signatureImage],
      extraOptions: { handles: 'all' },
    }),
    saveSignature: build.mutation<unknown, { owner: ImageOwner; kind: SignatureKind; draft: SignatureDraft }>(
      {
        query: ({ owner, kind, draft }) => ({
          url: imagePath(owner, kind),
          method: 'POST',
          body: signatureDraftBody(draft),
        }),
        extraOptions: { handles: [400, 422] },
      },
    ),
    // A signed-in recipient reuses their saved image: it is copied to where acting looks for it.
    adoptSavedSignature: build.mutation<null, { token: string; kind: SignatureKind }>({
      queryFn: async ({ token, kind }, _api, _extra, baseQuery) => {
        const saved = await baseQuery({
          url: `${imagePath({ kind: 'user' }, kind)}/preview`,
          params: { mode: 'raw' },
          headers: { Accept: 'image/png' },
          responseHandler: async (response) =>
            response.ok ? base64Of(await response.arrayBuffer()) : response.json().catch(() => ({})),
        });
        if (saved.error) return { error: saved.error };
        const copied = await baseQuery({
          url: imagePath({ kind: 'recipient', token }, kind),
          method: 'POST',
          body: { type: 'image', image: saved.data as string },
        });
        return copied.error ? { error: copied.error } : { data: null };
      },
      extraOptions: { handles: 'all' },
    }),
  }),
});

export const {
  useAdoptSavedSignatureMutation,
  useGetSigningViewQuery,
  useSetIdentifierMutation,
  useUploadPhotoMutation,
  useActMutation,
  useGetSignatureImageQuery,
  useSaveSignatureMutation,
} = signingViewerApi;
