// The shapes the wizard reads and writes, as services/envelopes presents them (spec §3, §7).
import type {
  Envelope,
  EnvelopeDocument,
  Recipient,
  RecipientType,
} from '../../../lib/envelopes/envelope-types.js';

export const FIELD_TYPES = [
  'signature',
  'initial',
  'checkbox',
  'dropdown',
  'text',
  'date',
  'comments',
  'qrcode',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const CONTENT_TYPES = ['text', 'comment', 'image', 'validation-qrcode'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface FieldWidget {
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
  font_size?: number | null;
}

export interface WizardField {
  id: string;
  document_id?: string;
  recipient_id: string;
  type: FieldType;
  title: string | null;
  name?: string | null;
  value: string | null;
  options: string[] | null;
  is_required?: boolean;
  widgets: FieldWidget[];
}

export interface WizardContent {
  id: string;
  document_id?: string;
  type: ContentType;
  value: string | null;
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
  font_size?: number | null;
  font_family?: string | null;
  text_color?: string | null;
  opacity?: number | null;
}

/** A page's displayed size in PDF points (rotation applied). */
export interface PageSize {
  width: number;
  height: number;
}

/** What the upload removed from a document before its first hash, by kind. */
export interface RemovedContent {
  kind:
    | 'javascript'
    | 'launch_action'
    | 'submit_form'
    | 'import_data'
    | 'embedded_file'
    | 'rich_media'
    | 'xfa_form'
    | 'password_restrictions';
  count: number;
}

export interface WizardDocument extends EnvelopeDocument {
  pages?: number;
  page_sizes?: PageSize[];
  size?: number;
  conversion_status?: 'converting' | 'failed' | null;
  /** The storage service's message when the conversion failed (not worded for readers). */
  conversion_error?: string | null;
  /** Why the conversion failed: `conversion.unavailable`, `conversion.timeout`, `conversion.failed` ... */
  conversion_error_code?: string | null;
  removed_content?: RemovedContent[];
  fields?: WizardField[];
  contents?: WizardContent[];
}

export interface WizardEnvelope extends Omit<Envelope, 'documents'> {
  documents?: WizardDocument[];
  action_reminder_frequency?: number | null;
  metadata?: { type?: { pdfa?: boolean } } | null;
}

export interface RecipientInput {
  type: RecipientType;
  addressees: {
    via: 'email' | 'whatsapp' | 'face-to-face';
    value: string;
    name: string;
    identifiers: { code: string; is_required: boolean }[];
  }[];
  signature_type: 'simple' | 'qualified' | null;
  routing_order: number | null;
}

export interface EnvelopeDetailsInput {
  title: string;
  subject: string | null;
  message: string | null;
  expire_at: string | null;
  action_reminder_frequency: number | null;
  metadata?: { type: { pdfa: boolean } };
}

export interface Contact {
  id: string;
  name: string;
  email: string | null;
  phone?: string | null;
}

export type { Recipient };

/** A stored file or folder, as the storage picker reads it (workspace spec §3 "Storage item"). */
export interface StorageItem {
  id: string;
  name: string;
  parent: string | null;
  depth: number;
  is_directory: boolean;
  is_signed: boolean;
  size: number;
  mimetype: string;
  created_at: string;
  links?: { display?: string | null; preview?: string | null };
}

/** One page of `GET /items` (workspace spec §3 "Paged list"). */
export interface StorageItemsPage {
  data: StorageItem[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number };
}
