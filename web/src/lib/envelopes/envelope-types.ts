// The envelope shapes the SPA reads (envelopes spec, section 3), as the API document names them,
// shared by the dashboard, the documents lists and the envelope detail.
import type { Page } from '../../app/session-api.js';
import type {
  Document,
  EnvelopesGetApiResponse,
  EnvelopesListApiResponse,
  EnvelopesNotesApiResponse,
  EnvelopesStatsApiResponse,
  HistoryEntry,
  InboxItem,
  Recipient,
  RecipientEntry,
} from '../../api/rubrica-api.js';

export type { Recipient };

/** An envelope as the lists and the detail read it, with its documents and recipients when included. */
export type Envelope = EnvelopesListApiResponse['data'][number];

/**
 * An envelope's detail as its sender reads it by id (GET envelopes/{id}?extended=true) or a
 * recipient through their link (GET p/envelopes/recipients/{token}): what both answers give. Other
 * recipients may come without their addresses.
 */
export type EnvelopeDetail = Pick<
  EnvelopesGetApiResponse,
  | 'id'
  | 'title'
  | 'name'
  | 'subject'
  | 'message'
  | 'state'
  | 'created_at'
  | 'expire_at'
  | 'effective_date_reminder_at'
  | 'effective_until'
  | 'sender'
> & {
  sent_at?: string | null;
  documents?: Array<Pick<Document, 'id' | 'name'> & { links?: Partial<Document['links']> }>;
  recipients?: Array<NonNullable<EnvelopesGetApiResponse['recipients']>[number] | RecipientEntry>;
};

/** Envelope states (spec §4). */
export type EnvelopeState = Envelope['state'];

/** Recipient states (spec §4). */
export type RecipientState = Recipient['state'];

export type RecipientType = Recipient['type'];

export type Addressee = Recipient['addressees'][number];

export type DeliveryVia = Addressee['via'];

export type RecipientIdentifier = Addressee['identifiers'][number];

/** A document as the envelope's detail shows it (its name and display link). */
export type EnvelopeDocument = NonNullable<EnvelopeDetail['documents']>[number];

export type EnvelopeNote = EnvelopesNotesApiResponse['data'][number];

/**
 * A received envelope, as the inbox lists it (spec §3): the recipient (id, state) with its
 * envelope. It carries no action token: links are stored hashed, so one is minted to sign.
 */
export type ReceivedItem = InboxItem;

/**
 * One line of an envelope's history: `message` is already in the language the app asked for,
 * `code` is the sentence's stable code, `actor` who did it, apart from the sentence.
 */
export type EnvelopeEvent = HistoryEntry;

/** The spec's paged payload (§3). */
export type Paged<T> = Page<T>;

/** The sender's activity counters on the dashboard. */
export type EnvelopeStats = EnvelopesStatsApiResponse;
