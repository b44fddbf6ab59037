// Generated from openapi/openapi.json by @rtk-query/codegen-openapi (`make openapi`): never edit.
// The endpoints tagged `signing`; their cache tags are added in web/src/api/signing.ts from the one
// registry, web/src/api/tags.ts.
import type {
  BirdIdOpenApiArg,
  BirdIdOpenApiResponse,
  PublicSignatureProfilesShowApiArg,
  PublicSignatureProfilesShowApiResponse,
  PublicSignatureProfilesStoreApiArg,
  PublicSignatureProfilesStoreApiResponse,
  SignatureProfilesShowApiArg,
  SignatureProfilesShowApiResponse,
  SignatureProfilesStoreApiArg,
  SignatureProfilesStoreApiResponse,
} from './rubrica-api.js';
import { api } from '../../app/api.js';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signatureProfilesShow: build.query<SignatureProfilesShowApiResponse, SignatureProfilesShowApiArg>({
      query: (queryArg) => ({
        url: `/signature-profiles/${encodeURIComponent(String(queryArg.kind))}/preview`,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
        params: {
          mode: queryArg.mode,
          lang: queryArg.lang,
        },
      }),
    }),
    signatureProfilesStore: build.mutation<SignatureProfilesStoreApiResponse, SignatureProfilesStoreApiArg>({
      query: (queryArg) => ({
        url: `/signature-profiles/${encodeURIComponent(String(queryArg.kind))}`,
        method: 'POST',
        body: queryArg.body,
        headers: {
          'X-Organization': queryArg['X-Organization'],
        },
      }),
    }),
    publicSignatureProfilesShow: build.query<
      PublicSignatureProfilesShowApiResponse,
      PublicSignatureProfilesShowApiArg
    >({
      query: (queryArg) => ({
        url: `/p/signature-profiles/${encodeURIComponent(String(queryArg.token))}/${encodeURIComponent(String(queryArg.kind))}/preview`,
        params: {
          mode: queryArg.mode,
          lang: queryArg.lang,
        },
      }),
    }),
    publicSignatureProfilesStore: build.mutation<
      PublicSignatureProfilesStoreApiResponse,
      PublicSignatureProfilesStoreApiArg
    >({
      query: (queryArg) => ({
        url: `/p/signature-profiles/${encodeURIComponent(String(queryArg.token))}/${encodeURIComponent(String(queryArg.kind))}`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    birdIdOpen: build.mutation<BirdIdOpenApiResponse, BirdIdOpenApiArg>({
      query: (queryArg) => ({
        url: `/bird-id`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export const {
  useSignatureProfilesShowQuery,
  useLazySignatureProfilesShowQuery,
  useSignatureProfilesStoreMutation,
  usePublicSignatureProfilesShowQuery,
  useLazyPublicSignatureProfilesShowQuery,
  usePublicSignatureProfilesStoreMutation,
  useBirdIdOpenMutation,
} = injectedRtkApi;
