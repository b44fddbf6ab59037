import { answer, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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

type Profiles = SignatureProfilesHttpController;
type PublicProfiles = PublicSignatureProfilesHttpController;
const PNG = { file: 'image/png' };
const SIGNATURE_PICTURE = { files: ['file'], fields: saveSignatureSchema };

/**
 * Every HTTP route of the signing service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  route.get('/signature-profiles/{kind}/preview', 'The caller’s signature or initials image', { query: previewQuerySchema, response: PNG }),
  route.post('/signature-profiles/{kind}', 'Save the caller’s signature or initials (typed, drawn or uploaded)', { body: saveSignatureSchema, multipart: SIGNATURE_PICTURE, response: answer<Profiles['store']>()(signatureProfileResponseSchema), errors: [413, 415] }),
  route.get('/p/signature-profiles/{token}/{kind}/preview', 'A recipient’s signature or initials image, through their link', { query: previewQuerySchema, response: PNG }),
  route.post('/p/signature-profiles/{token}/{kind}', 'Save a recipient’s signature or initials, through their link', { body: saveSignatureSchema, multipart: SIGNATURE_PICTURE, response: answer<PublicProfiles['store']>()(signatureProfileResponseSchema), errors: [413, 415] }),
  route.post('/bird-id', 'Open a cloud-certificate session (CPF/CNPJ and one-time password)', { body: openCloudSessionSchema, response: answer<BirdIdHttpController['open']>()(openCloudSessionResponseSchema), errors: [401] }),
];
