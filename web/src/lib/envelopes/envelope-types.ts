// The envelope shapes the SPA reads (envelopes spec, section 3), shared by the dashboard, the
// documents lists and the envelope detail. Only the fields the screens use are typed.

/** Envelope states (spec §4); 'pending' is the old spelling of in-transit. */
export type EnvelopeState =
  | 'draft'
  | 'template'
  | 'processing'
  | 'in-transit'
  | 'pending'
  | 'completed'
  | 'cancelled'
  | 'rejected'
  | 'expired'
  | 'halted';

/** Recipient states (spec §4). */
export type RecipientState =
  'waiting' | 'signing' | 'done' | 'refused' | 'queued' | 'suspended' | 'failed' | 'following';

export type RecipientType = 'signer' | 'approver' | 'carbon-copy' | 'in-person-signer';

export type DeliveryVia = 'email' | 'whatsapp' | 'face-to-face';

export interface RecipientIdentifier {
  code: string;
  title?: string | null;
  value?: string | null;
  is_required?: boolean;
}

export interface Addressee {
  name: string;
  value: string;
  via: DeliveryVia;
  identifiers?: RecipientIdentifier[];
}

export interface Recipient {
  id: string;
  type: RecipientType;
  signature_type?: 'simple' | 'qualified' | null;
  routing_order: number | null;
  state: RecipientState;
  notified_at?: string | null;
  addressees: Addressee[];
}

export interface EnvelopeDocument {
  id: string;
  name: string;
  links?: { display?: string | null; download?: string | null; background_sheet?: string | null };
}

export interface EnvelopeNote {
  message: string;
  created_at: string;
  recipient?: { name: string; value?: string; type?: RecipientType; state: RecipientState } | null;
}

export interface Envelope {
  id: string;
  hashid?: string;
  title: string;
  name?: string | null;
  subject?: string | null;
  message?: string | null;
  state: EnvelopeState;
  is_sandbox?: boolean;
  created_at: string;
  /** Not in the spec's field list; shown as the sent date when the server gives it. */
  sent_at?: string | null;
  /** Signature deadline. */
  expire_at?: string | null;
  /** Envelope expiration. */
  effective_date_reminder_at?: string | null;
  effective_until?: string | null;
  sender?: { name: string; email: string } | null;
  documents?: EnvelopeDocument[];
  recipients?: Recipient[];
  recipients_stats?: { done: number; total: number } | null;
  notes?: EnvelopeNote[];
}

/**
 * A received envelope, as the inbox lists it (spec §3): the recipient (id, state) with its
 * envelope. It carries no action token: links are stored hashed, so one is minted to sign.
 */
export interface ReceivedItem {
  id: string;
  state: RecipientState;
  notified_at?: string | null;
  type?: RecipientType;
  envelope: Envelope;
}

export interface EnvelopeEvent {
  id?: string;
  /** The sentence's stable code; `message` is already in the language the app asked for. */
  code?: string;
  message: string;
  /** Who did it (a user, a recipient, an API client or Rubrica itself), apart from the sentence. */
  actor?: { type: 'user' | 'recipient' | 'api_client' | 'system'; name: string } | null;
  created_at: string;
}

/** The spec's paged payload (§3). */
export interface Paged<T> {
  data: T[];
  links: { next: string | null; prev: string | null };
  meta: { current_page: number };
}

/** The sender's activity counters on the dashboard. */
export interface EnvelopeStats {
  'in-transit': number;
  rejected: number;
  completed: number;
  cancelled: number;
}
