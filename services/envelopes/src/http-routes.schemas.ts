import { z } from '@rubrica/config';
import { answer, paginatedSchema, route, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
import type { DocumentsHttpController } from './documents/documents.http-controller.js';
import { storedDocumentSchema } from './documents/documents.schemas.js';
import {
  actionTokenResponseSchema,
  contentResponseSchema,
  envelopeResponseSchema,
  envelopeStatsResponseSchema,
  extendedEnvelopeResponseSchema,
  faceToFaceEnvelopeResponseSchema,
  documentResponseSchema,
  fieldResponseSchema,
  flowStateResponseSchema,
  historyEntryResponseSchema,
  inboxItemResponseSchema,
  listedEnvelopeResponseSchema,
  notesResponseSchema,
  recipientResponseSchema,
  visibleRecipientResponseSchema,
} from './envelopes/envelope-responses.schemas.js';
import type { EnvelopesHttpController } from './envelopes/envelopes.http-controller.js';
import {
  copyEnvelopeSchema,
  createEnvelopeSchema,
  faceToFaceQuerySchema,
  getEnvelopeQuerySchema,
  listEnvelopesQuerySchema,
  listEventsQuerySchema,
  listInboxQuerySchema,
  statsQuerySchema,
  updateEnvelopeSchema,
} from './envelopes/envelopes.schemas.js';
import type { ContentsHttpController } from './fields/contents.http-controller.js';
import type { FieldsHttpController } from './fields/fields.http-controller.js';
import {
  createContentSchema,
  createFieldSchema,
  updateContentSchema,
  updateFieldSchema,
} from './fields/fields.schemas.js';
import type { PublicHttpController } from './public/public.http-controller.js';
import {
  actionResultResponseSchema,
  linkStatusResponseSchema,
  pluginLicenseResponseSchema,
  publicFieldResponseSchema,
  publicRecipientResponseSchema,
  recipientViewResponseSchema,
  signableHashesResponseSchema,
  validarResponseSchema,
  verificationResponseSchema,
} from './public/public-responses.schemas.js';
import {
  actSchema,
  fillFieldSchema,
  identifierValueSchema,
  rejectSchema,
  signableHashesSchema,
} from './public/public.schemas.js';
import type { RecipientsHttpController } from './recipients/recipients.http-controller.js';
import { addRecipientSchema, updateRecipientSchema } from './recipients/recipients.schemas.js';
import type { RecipientTokensHttpController } from './sending/recipient-tokens.http-controller.js';
import type { SendingHttpController } from './sending/sending.http-controller.js';
import type { VerifierHttpController } from './verifier/verifier.http-controller.js';
import { validateDocumentSchema } from './verifier/verifier.schemas.js';
import type { ValidarHttpController } from './downloads/validar.http-controller.js';
import { validarFileQuerySchema, validarQuerySchema } from './downloads/validar.schemas.js';

const PDF = { file: 'application/pdf' };
const PDF_OR_ZIP = { file: ['application/pdf', 'application/zip'] };
/** A content's image goes in `file`; a content changed without a new image has none. */
const CONTENT_IMAGE = { files: ['file'], optional: ['file'], fields: updateContentSchema };

type Envelopes = EnvelopesHttpController;
type Recipients = RecipientsHttpController;
type Fields = FieldsHttpController;
type Contents = ContentsHttpController;
type Sending = SendingHttpController;
type Tokens = RecipientTokensHttpController;
type Public = PublicHttpController;
const identified = answer<Public['identify']>()(publicRecipientResponseSchema);

/**
 * Every HTTP route of the envelopes service, with its schemas (the API reference's source): one route
 * a line, however long, so that the table reads as a list of routes.
 */
// prettier-ignore
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  // Envelopes (spec: envelopes and signing, section 7).
  route.post('/envelopes', 'Create an envelope', { body: createEnvelopeSchema, response: answer<Envelopes['create']>()(envelopeResponseSchema) }),
  route.get('/envelopes', 'List the envelopes sent by the caller', { query: listEnvelopesQuerySchema, response: answer<Envelopes['list']>()(paginatedSchema(listedEnvelopeResponseSchema)) }),
  route.get('/envelopes/inbox', 'List the envelopes the caller was asked to act on', { query: listInboxQuerySchema, response: answer<Envelopes['inbox']>()(paginatedSchema(inboxItemResponseSchema)) }),
  route.get('/envelopes/stats', 'Count envelopes by state', { query: statsQuerySchema, response: answer<Envelopes['stats']>()(envelopeStatsResponseSchema) }),
  route.get('/envelopes/face-to-face', 'List in-person signings waiting or under way', { query: faceToFaceQuerySchema, response: answer<Envelopes['faceToFace']>()(paginatedSchema(faceToFaceEnvelopeResponseSchema)) }),
  route.get('/envelopes/{id}', 'Get an envelope', { query: getEnvelopeQuerySchema, response: answer<Envelopes['get']>()(extendedEnvelopeResponseSchema) }),
  route.patch('/envelopes/{id}', 'Change a draft envelope', { body: updateEnvelopeSchema, response: answer<Envelopes['update']>()(envelopeResponseSchema) }),
  route.delete('/envelopes/{id}', 'Delete an envelope'),
  route.post('/envelopes/{id}/copy', 'Copy an envelope into a draft or a template', { body: copyEnvelopeSchema, response: answer<Envelopes['copy']>()(envelopeResponseSchema) }),
  route.get('/envelopes/{id}/events', 'The envelope’s history', { query: listEventsQuerySchema, response: answer<Envelopes['events']>()(paginatedSchema(historyEntryResponseSchema)) }),
  route.get('/envelopes/{id}/notes', 'The notes recipients left', { response: answer<Envelopes['notes']>()(notesResponseSchema) }),
  route.post('/envelopes/{id}/send', 'Send a draft envelope', { response: answer<Sending['send']>()(flowStateResponseSchema), errors: [402, 412] }),
  route.post('/envelopes/{id}/cancel', 'Cancel an envelope in transit', { response: answer<Sending['cancel']>()(flowStateResponseSchema), errors: [412] }),
  route.post('/envelopes/{id}/renotify', 'Notify the recipients whose turn it is again', { response: answer<Sending['resend']>()(flowStateResponseSchema.extend({ message: z.string() })), errors: [412] }),
  route.post('/envelopes/inbox/{recipientId}/token', 'A fresh action link for the caller’s own inbox item', { response: answer<Tokens['inbox']>()(actionTokenResponseSchema) }),
  route.post('/envelopes/{id}/recipients/{recipientId}/face-to-face-token', 'A fresh action link for an in-person signer', { response: answer<Tokens['faceToFace']>()(actionTokenResponseSchema) }),

  // Documents and their files.
  route.post('/envelopes/{envelopeId}/documents', 'Add a document: an uploaded file or a PDF of the storage', { body: storedDocumentSchema, multipart: { files: ['file'] }, response: answer<DocumentsHttpController['add']>()(documentResponseSchema), errors: [413, 415] }),
  route.delete('/envelopes/{envelopeId}/documents/{documentId}', 'Remove a document from a draft'),
  route.get('/envelopes/{id}/download', 'Download the documents (one PDF, or a zip of several)', { response: PDF_OR_ZIP }),
  route.get('/envelopes/{id}/background-sheet/download', 'Download the signature page', { response: PDF }),
  route.get('/envelopes/{id}/documents/{document}/display', 'One document as it stands now, for display', { response: PDF }),

  // Fields and contents placed on a document.
  route.post('/envelopes/{envelopeId}/documents/{documentId}/fields', 'Place a field', { body: createFieldSchema, response: answer<Fields['create']>()(fieldResponseSchema) }),
  route.patch('/envelopes/{envelopeId}/documents/{documentId}/fields/{fieldId}', 'Move or change a field', { body: updateFieldSchema, response: answer<Fields['update']>()(fieldResponseSchema) }),
  route.delete('/envelopes/{envelopeId}/documents/{documentId}/fields/{fieldId}', 'Remove a field'),
  route.post('/envelopes/{envelopeId}/documents/{documentId}/contents', 'Place a content (text, comment, image, validation QR code)', { body: createContentSchema, multipart: { files: ['file'], optional: ['file'], fields: createContentSchema }, response: answer<Contents['create']>()(contentResponseSchema), errors: [413] }),
  route.patch('/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}', 'Change a content', { body: updateContentSchema, multipart: CONTENT_IMAGE, response: answer<Contents['update']>()(contentResponseSchema), errors: [413] }),
  route.post('/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}', 'Change an image content (multipart, with `X-HTTP-Method-Override: PATCH`)', { body: updateContentSchema, multipart: CONTENT_IMAGE, response: answer<Contents['overriddenUpdate']>()(contentResponseSchema), errors: [413] }),
  route.delete('/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}', 'Remove a content'),

  // Recipients.
  route.get('/envelopes/{envelopeId}/recipients', 'List the recipients', { response: answer<Recipients['list']>()(z.object({ data: z.array(visibleRecipientResponseSchema) })) }),
  route.post('/envelopes/{envelopeId}/recipients', 'Add a recipient', { body: addRecipientSchema, response: answer<Recipients['add']>()(recipientResponseSchema) }),
  route.patch('/envelopes/{envelopeId}/recipients/{recipientId}', 'Change a recipient', { body: updateRecipientSchema, response: answer<Recipients['update']>()(recipientResponseSchema) }),
  route.delete('/envelopes/{envelopeId}/recipients/{recipientId}', 'Remove a recipient'),

  // The recipients' token API (no account: the token in the path is the capability).
  route.get('/p/envelopes/recipients/{token}', 'What the recipient’s link shows: the envelope, its documents and fields', { response: answer<Public['view']>()(recipientViewResponseSchema) }),
  route.get('/p/envelopes/recipients/{token}/status', 'What the link leads to now, also once it can no longer act', { response: answer<Public['status']>()(linkStatusResponseSchema) }),
  route.patch('/p/envelopes/recipients/{token}/fields/{field}', 'Fill a field', { body: fillFieldSchema, response: answer<Public['fill']>()(publicFieldResponseSchema) }),
  route.put('/p/envelopes/recipients/{token}/identifiers/{code}', 'Give an identifier (a photo as multipart `file`)', { body: identifierValueSchema, multipart: { files: ['file'] }, response: identified, errors: [413] }),
  route.post('/p/envelopes/recipients/{token}/identifiers/{code}', 'Give a photo identifier (multipart, with `X-HTTP-Method-Override: PUT`)', { multipart: { files: ['file'] }, response: answer<Public['identifyOverridden']>()(publicRecipientResponseSchema), errors: [413] }),
  route.post('/p/envelopes/recipients/{token}', 'Sign, approve or acknowledge', { body: actSchema, response: answer<Public['perform']>()(actionResultResponseSchema), errors: [412] }),
  route.post('/p/envelopes/recipients/{token}/generate-signable-hashes', 'The hashes a local signing plugin signs', { body: signableHashesSchema, response: answer<Public['generateSignableHashes']>()(signableHashesResponseSchema) }),
  route.post('/p/envelopes/recipients/{token}/reset-processing', 'Abandon a plugin signing under way'),
  route.get('/p/envelopes/recipients/{token}/cess/license', 'The local signing plugin’s licence', { response: answer<Public['license']>()(pluginLicenseResponseSchema) }),
  route.delete('/p/envelopes/recipients/{token}', 'Reject the envelope', { body: rejectSchema, response: answer<Public['refuse']>()(actionResultResponseSchema) }),
  route.get('/p/envelopes/{token}/download', 'Download the documents through a recipient’s link', { response: PDF_OR_ZIP }),
  route.get('/p/envelopes/{token}/background-sheet/download', 'Download the signature page through a recipient’s link', { response: PDF }),
  route.get('/p/envelopes/{token}/documents/{document}/display', 'One document for display through a recipient’s link', { response: PDF }),
  route.post('/p/envelopes/documents/validate', 'Check a document by its validation code or its file', { body: validateDocumentSchema, multipart: { files: ['file'], optional: ['file'], fields: validateDocumentSchema }, response: answer<VerifierHttpController['check']>()(verificationResponseSchema), errors: [413] }),
  route.get('/p/envelopes/documents/validar/{envelopeId}', 'ITI VALIDAR’s QR code hook: the signed files of an envelope with ICP-Brasil signatures', { query: validarQuerySchema, response: answer<ValidarHttpController['files']>()(validarResponseSchema), errors: [401] }),
  route.get('/p/envelopes/documents/validar/{envelopeId}/files/{documentId}', 'One signed document for ITI VALIDAR, behind the validation code', { query: validarFileQuerySchema, response: PDF, errors: [401] }),
];
