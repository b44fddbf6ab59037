// The shapes the wizard reads and writes, as the API document names them (spec §3, §7).
import type {
  Content,
  Document,
  EnvelopesGetApiResponse,
  EnvelopesUpdateApiArg,
  Field,
  ItemsListApiResponse,
  Recipient,
  RecipientsAddApiArg,
} from '../../../api/rubrica-api.js';

export type { Contact, Recipient, StorageItem } from '../../../api/rubrica-api.js';

/** The field types in the order the wizard's palette offers them. */
export const FIELD_TYPES = [
  'signature',
  'initial',
  'checkbox',
  'dropdown',
  'text',
  'date',
  'comments',
  'qrcode',
] as const satisfies readonly Field['type'][];
export type FieldType = Field['type'];

export const CONTENT_TYPES = [
  'text',
  'comment',
  'image',
  'validation-qrcode',
] as const satisfies readonly Content['type'][];
export type ContentType = Content['type'];

export type FieldWidget = Field['widgets'][number];
export type WizardField = Field;
export type WizardContent = Content;

/** A page's displayed size in PDF points (rotation applied). */
export type PageSize = Document['page_sizes'][number];

/** What the upload removed from a document before its first hash, by kind. */
export type RemovedContent = Document['removed_content'][number];

export type WizardDocument = Document;
/** The wizard is the sender's: every recipient comes whole (with addresses and identifier values). */
export type WizardEnvelope = Omit<EnvelopesGetApiResponse, 'recipients'> & { recipients?: Recipient[] };

export type RecipientInput = RecipientsAddApiArg['body'];
export type EnvelopeDetailsInput = EnvelopesUpdateApiArg['body'];

/** One page of `GET /items` (workspace spec §3 "Paged list"). */
export type StorageItemsPage = ItemsListApiResponse;
