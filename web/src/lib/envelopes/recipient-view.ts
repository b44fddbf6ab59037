import type { Envelope, EnvelopeDocument, Recipient, RecipientIdentifier } from './envelope-types.js';

// GET p/envelopes/recipients/{token}: the envelope as one recipient's link sees it (spec §3, §7),
// shared by the signing viewer and the download page.

export type FieldType =
  'signature' | 'initial' | 'checkbox' | 'dropdown' | 'text' | 'date' | 'comments' | 'qrcode';

/** Where a field shows; positions and sizes are fractions of the page (spec §3). Pages count from 1. */
export interface FieldWidget {
  page: number;
  x_axis: number;
  y_axis: number;
  width: number;
  height: number;
  font_size?: number;
  background_color?: string;
  border_color?: string;
  text_color?: string;
  border_width?: number;
  font_family?: string;
}

export interface ViewField {
  id: string;
  /** The owning recipient's id. */
  recipient: string;
  type: FieldType;
  title?: string | null;
  name?: string | null;
  value: string | null;
  options?: string[] | null;
  is_required: boolean;
  /** Spec §4: fields of a done recipient, or of a failed, suspended or refused envelope. */
  disabled: boolean;
  widgets: FieldWidget[];
}

export interface ViewContent {
  id: string;
  type: 'text' | 'comment' | 'image' | 'validation-qrcode';
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

export interface ViewDocument extends EnvelopeDocument {
  pages?: number;
  fields: ViewField[];
  contents: ViewContent[];
}

export interface ViewIdentifier extends RecipientIdentifier {
  is_filled?: boolean;
}

/** The link's own recipient: what they may do now. */
export interface LinkRecipient extends Recipient {
  action: 'sign' | 'approve' | 'follow';
  is_current: boolean;
  can_act: boolean;
  /** The sender acting through their own link cancels instead of rejecting (spec §6). */
  is_sender: boolean;
  /** The signature images already made: only these have a preview to ask for. */
  signature_images?: { signature: boolean; initials: boolean };
}

export interface RecipientView extends Omit<Envelope, 'documents'> {
  documents: ViewDocument[];
  recipient: LinkRecipient;
}
