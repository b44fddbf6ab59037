import { z } from '@rubrica/config';
import { answer, paginatedSchema, type HttpRouteSchema } from '@rubrica/service-kit/http-routes';
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

/** Every HTTP route of the envelopes service, with its schemas (the API reference's source). */
export const HTTP_ROUTES: readonly HttpRouteSchema[] = [
  // Envelopes (spec: envelopes and signing, section 7).
  {
    method: 'post',
    path: '/envelopes',
    summary: 'Create an envelope',
    body: createEnvelopeSchema,
    response: answer<Envelopes['create']>()(envelopeResponseSchema),
  },
  {
    method: 'get',
    path: '/envelopes',
    summary: 'List the envelopes sent by the caller',
    query: listEnvelopesQuerySchema,
    response: answer<Envelopes['list']>()(paginatedSchema(listedEnvelopeResponseSchema)),
  },
  {
    method: 'get',
    path: '/envelopes/inbox',
    summary: 'List the envelopes the caller was asked to act on',
    query: listInboxQuerySchema,
    response: answer<Envelopes['inbox']>()(paginatedSchema(inboxItemResponseSchema)),
  },
  {
    method: 'get',
    path: '/envelopes/stats',
    summary: 'Count envelopes by state',
    query: statsQuerySchema,
    response: answer<Envelopes['stats']>()(envelopeStatsResponseSchema),
  },
  {
    method: 'get',
    path: '/envelopes/face-to-face',
    summary: 'List in-person signings waiting or under way',
    query: faceToFaceQuerySchema,
    response: answer<Envelopes['faceToFace']>()(paginatedSchema(faceToFaceEnvelopeResponseSchema)),
  },
  {
    method: 'get',
    path: '/envelopes/{id}',
    summary: 'Get an envelope',
    query: getEnvelopeQuerySchema,
    response: answer<Envelopes['get']>()(extendedEnvelopeResponseSchema),
  },
  {
    method: 'patch',
    path: '/envelopes/{id}',
    summary: 'Change a draft envelope',
    body: updateEnvelopeSchema,
    response: answer<Envelopes['update']>()(envelopeResponseSchema),
  },
  { method: 'delete', path: '/envelopes/{id}', summary: 'Delete an envelope' },
  {
    method: 'post',
    path: '/envelopes/{id}/copy',
    summary: 'Copy an envelope into a draft or a template',
    body: copyEnvelopeSchema,
    response: answer<Envelopes['copy']>()(envelopeResponseSchema),
  },
  {
    method: 'get',
    path: '/envelopes/{id}/events',
    summary: 'The envelope’s history',
    query: listEventsQuerySchema,
    response: answer<Envelopes['events']>()(paginatedSchema(historyEntryResponseSchema)),
  },
  {
    method: 'get',
    path: '/envelopes/{id}/notes',
    summary: 'The notes recipients left',
    response: answer<Envelopes['notes']>()(notesResponseSchema),
  },
  {
    method: 'post',
    path: '/envelopes/{id}/send',
    summary: 'Send a draft envelope',
    errors: [402, 412],
    response: answer<Sending['send']>()(flowStateResponseSchema),
  },
  {
    method: 'post',
    path: '/envelopes/{id}/cancel',
    summary: 'Cancel an envelope in transit',
    errors: [412],
    response: answer<Sending['cancel']>()(flowStateResponseSchema),
  },
  {
    method: 'post',
    path: '/envelopes/{id}/renotify',
    summary: 'Notify the recipients whose turn it is again',
    errors: [412],
    response: answer<Sending['resend']>()(flowStateResponseSchema.extend({ message: z.string() })),
  },
  {
    method: 'post',
    path: '/envelopes/inbox/{recipientId}/token',
    summary: 'A fresh action link for the caller’s own inbox item',
    response: answer<Tokens['inbox']>()(actionTokenResponseSchema),
  },
  {
    method: 'post',
    path: '/envelopes/{id}/recipients/{recipientId}/face-to-face-token',
    summary: 'A fresh action link for an in-person signer',
    response: answer<Tokens['faceToFace']>()(actionTokenResponseSchema),
  },

  // Documents and their files.
  {
    method: 'post',
    path: '/envelopes/{envelopeId}/documents',
    summary: 'Add a document: an uploaded file or a PDF of the storage',
    body: storedDocumentSchema,
    multipart: { files: ['file'] },
    errors: [413, 415],
    response: answer<DocumentsHttpController['add']>()(documentResponseSchema),
  },
  {
    method: 'delete',
    path: '/envelopes/{envelopeId}/documents/{documentId}',
    summary: 'Remove a document from a draft',
  },
  {
    method: 'get',
    path: '/envelopes/{id}/download',
    summary: 'Download the documents (one PDF, or a zip of several)',
    response: PDF_OR_ZIP,
  },
  {
    method: 'get',
    path: '/envelopes/{id}/background-sheet/download',
    summary: 'Download the signature page',
    response: PDF,
  },
  {
    method: 'get',
    path: '/envelopes/{id}/documents/{document}/display',
    summary: 'One document as it stands now, for display',
    response: PDF,
  },

  // Fields and contents placed on a document.
  {
    method: 'post',
    path: '/envelopes/{envelopeId}/documents/{documentId}/fields',
    summary: 'Place a field',
    body: createFieldSchema,
    response: answer<Fields['create']>()(fieldResponseSchema),
  },
  {
    method: 'patch',
    path: '/envelopes/{envelopeId}/documents/{documentId}/fields/{fieldId}',
    summary: 'Move or change a field',
    body: updateFieldSchema,
    response: answer<Fields['update']>()(fieldResponseSchema),
  },
  {
    method: 'delete',
    path: '/envelopes/{envelopeId}/documents/{documentId}/fields/{fieldId}',
    summary: 'Remove a field',
  },
  {
    method: 'post',
    path: '/envelopes/{envelopeId}/documents/{documentId}/contents',
    summary: 'Place a content (text, comment, image, validation QR code)',
    body: createContentSchema,
    multipart: { files: ['file'], optional: ['file'], fields: createContentSchema },
    response: answer<Contents['create']>()(contentResponseSchema),
    errors: [413],
  },
  {
    method: 'patch',
    path: '/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}',
    summary: 'Change a content',
    body: updateContentSchema,
    multipart: CONTENT_IMAGE,
    response: answer<Contents['update']>()(contentResponseSchema),
    errors: [413],
  },
  {
    method: 'post',
    path: '/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}',
    summary: 'Change an image content (multipart, with `X-HTTP-Method-Override: PATCH`)',
    body: updateContentSchema,
    multipart: CONTENT_IMAGE,
    response: answer<Contents['overriddenUpdate']>()(contentResponseSchema),
    errors: [413],
  },
  {
    method: 'delete',
    path: '/envelopes/{envelopeId}/documents/{documentId}/contents/{contentId}',
    summary: 'Remove a content',
  },

  // Recipients.
  {
    method: 'get',
    path: '/envelopes/{envelopeId}/recipients',
    summary: 'List the recipients',
    response: answer<Recipients['list']>()(z.object({ data: z.array(visibleRecipientResponseSchema) })),
  },
  {
    method: 'post',
    path: '/envelopes/{envelopeId}/recipients',
    summary: 'Add a recipient',
    body: addRecipientSchema,
    response: answer<Recipients['add']>()(recipientResponseSchema),
  },
  {
    method: 'patch',
    path: '/envelopes/{envelopeId}/recipients/{recipientId}',
    summary: 'Change a recipient',
    body: updateRecipientSchema,
    response: answer<Recipients['update']>()(recipientResponseSchema),
  },
  {
    method: 'delete',
    path: '/envelopes/{envelopeId}/recipients/{recipientId}',
    summary: 'Remove a recipient',
  },

  // The recipients' token API (no account: the token in the path is the capability).
  {
    method: 'get',
    path: '/p/envelopes/recipients/{token}',
    summary: 'What the recipient’s link shows: the envelope, its documents and fields',
    response: answer<Public['view']>()(recipientViewResponseSchema),
  },
  {
    method: 'get',
    path: '/p/envelopes/recipients/{token}/status',
    summary: 'What the link leads to now, also once it can no longer act',
    response: answer<Public['status']>()(linkStatusResponseSchema),
  },
  {
    method: 'patch',
    path: '/p/envelopes/recipients/{token}/fields/{field}',
    summary: 'Fill a field',
    body: fillFieldSchema,
    response: answer<Public['fill']>()(publicFieldResponseSchema),
  },
  {
    method: 'put',
    path: '/p/envelopes/recipients/{token}/identifiers/{code}',
    summary: 'Give an identifier (a photo as multipart `file`)',
    body: identifierValueSchema,
    multipart: { files: ['file'] },
    errors: [413],
    response: identified,
  },
  {
    method: 'post',
    path: '/p/envelopes/recipients/{token}/identifiers/{code}',
    summary: 'Give a photo identifier (multipart, with `X-HTTP-Method-Override: PUT`)',
    multipart: { files: ['file'] },
    errors: [413],
    response: answer<Public['identifyOverridden']>()(publicRecipientResponseSchema),
  },
  {
    method: 'post',
    path: '/p/envelopes/recipients/{token}',
    summary: 'Sign, approve or acknowledge',
    body: actSchema,
    errors: [412],
    response: answer<Public['perform']>()(actionResultResponseSchema),
  },
  {
    method: 'post',
    path: '/p/envelopes/recipients/{token}/generate-signable-hashes',
    summary: 'The hashes a local signing plugin signs',
    body: signableHashesSchema,
    response: answer<Public['generateSignableHashes']>()(signableHashesResponseSchema),
  },
  {
    method: 'post',
    path: '/p/envelopes/recipients/{token}/reset-processing',
    summary: 'Abandon a plugin signing under way',
  },
  {
    method: 'get',
    path: '/p/envelopes/recipients/{token}/cess/license',
    summary: 'The local signing plugin’s licence',
    response: answer<Public['license']>()(pluginLicenseResponseSchema),
  },
  {
    method: 'delete',
    path: '/p/envelopes/recipients/{token}',
    summary: 'Reject the envelope',
    body: rejectSchema,
    response: answer<Public['refuse']>()(actionResultResponseSchema),
  },
  {
    method: 'get',
    path: '/p/envelopes/{token}/download',
    summary: 'Download the documents through a recipient’s link',
    response: PDF_OR_ZIP,
  },
  {
    method: 'get',
    path: '/p/envelopes/{token}/background-sheet/download',
    summary: 'Download the signature page through a recipient’s link',
    response: PDF,
  },
  {
    method: 'get',
    path: '/p/envelopes/{token}/documents/{document}/display',
    summary: 'One document for display through a recipient’s link',
    response: PDF,
  },
  {
    method: 'post',
    path: '/p/envelopes/documents/validate',
    summary: 'Check a document by its validation code or its file',
    body: validateDocumentSchema,
    multipart: { files: ['file'], optional: ['file'], fields: validateDocumentSchema },
    errors: [413],
    response: answer<VerifierHttpController['check']>()(verificationResponseSchema),
  },
  {
    method: 'get',
    path: '/p/envelopes/documents/validar/{envelopeId}',
    summary: 'ITI VALIDAR’s QR code hook: the signed files of an envelope with ICP-Brasil signatures',
    query: validarQuerySchema,
    errors: [401],
    response: answer<ValidarHttpController['files']>()(validarResponseSchema),
  },
  {
    method: 'get',
    path: '/p/envelopes/documents/validar/{envelopeId}/files/{documentId}',
    summary: 'One signed document for ITI VALIDAR, behind the validation code',
    query: validarFileQuerySchema,
    errors: [401],
    response: PDF,
  },
];
