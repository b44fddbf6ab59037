// Generated from openapi/openapi.json (`make openapi`): never edit.
// The endpoints tagged `signing`, as they are in the document; their cache tags are added in
// web/src/api/signing.ts from the one registry, web/src/api/tags.ts.
import type { SigningEndpoints } from './rubrica-api.js';
import { injectTable, mutation, query } from '../endpoint-table.js';

// Each endpoint: its route, `METHOD /path/{field}{?field,…}`, and the other fields it sends; one
// row a line, however long its route.
// prettier-ignore
export const generatedApi = injectTable<SigningEndpoints>({
  signatureProfilesShow: query('GET /signature-profiles/{kind}/preview{?mode,lang}', 'X-Organization'),
  signatureProfilesStore: mutation('POST /signature-profiles/{kind}', 'X-Organization,body'),
  publicSignatureProfilesShow: query('GET /p/signature-profiles/{token}/{kind}/preview{?mode,lang}', ''),
  publicSignatureProfilesStore: mutation('POST /p/signature-profiles/{token}/{kind}', 'body'),
  birdIdOpen: mutation('POST /bird-id', 'body'),
});
export const {
  useSignatureProfilesShowQuery,
  useLazySignatureProfilesShowQuery,
  useSignatureProfilesStoreMutation,
  usePublicSignatureProfilesShowQuery,
  useLazyPublicSignatureProfilesShowQuery,
  usePublicSignatureProfilesStoreMutation,
  useBirdIdOpenMutation,
} = generatedApi;
