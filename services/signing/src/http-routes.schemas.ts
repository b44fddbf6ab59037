import { answer, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { BirdIdHttpController } from './qualified-signatures/bird-id.http-controller.js';
import {
  openCloudSessionResponseSchema,
  openCloudSessionSchema,
} from './qualified-signatures/qualified-signatures.schemas.js';
import type { PublicSignatureProfilesHttpController } from './signature-profiles/public-signature-profiles.http-controller.js';
import type { SignatureProfilesHttpController } from './signature-profiles/signature-profiles.http-controller.js';
import {
  previewQuerySchema,
  saveSignatureSchema,
  signatureProfileResponseSchema,
} from './signature-profiles/signature-profiles.schemas.js';

const PNG = { file: 'image/png' };
const SIGNATURE_PICTURE = { files: ['file'], fields: saveSignatureSchema };

/** Every HTTP route of the signing service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  {
    method: 'get',
    path: '/signature-profiles/{kind}/preview',
    summary: 'The caller’s signature or initials image',
    query: previewQuerySchema,
    response: PNG,
  },
  {
    method: 'post',
    path: '/signature-profiles/{kind}',
    summary: 'Save the caller’s signature or initials (typed, drawn or uploaded)',
    body: saveSignatureSchema,
    multipart: SIGNATURE_PICTURE,
    response: answer<SignatureProfilesHttpController['store']>()(signatureProfileResponseSchema),
    errors: [413, 415],
  },
  {
    method: 'get',
    path: '/p/signature-profiles/{token}/{kind}/preview',
    summary: 'A recipient’s signature or initials image, through their link',
    query: previewQuerySchema,
    response: PNG,
  },
  {
    method: 'post',
    path: '/p/signature-profiles/{token}/{kind}',
    summary: 'Save a recipient’s signature or initials, through their link',
    body: saveSignatureSchema,
    multipart: SIGNATURE_PICTURE,
    response: answer<PublicSignatureProfilesHttpController['store']>()(signatureProfileResponseSchema),
    errors: [413, 415],
  },
  {
    method: 'post',
    path: '/bird-id',
    summary: 'Open a cloud-certificate session (CPF/CNPJ and one-time password)',
    body: openCloudSessionSchema,
    response: answer<BirdIdHttpController['open']>()(openCloudSessionResponseSchema),
    errors: [401],
  },
];
