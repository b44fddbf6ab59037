// GET p/envelopes/recipients/{token}: the envelope as one recipient's link sees it (spec §3, §7),
// shared by the signing viewer and the download page, as the API document names it.
import type { RecipientEntry, RecipientField, RecipientView } from '../../api/rubrica-api.js';

export type { RecipientView };

/** A field as the link shows it; `disabled` for a done recipient, or a failed, suspended or refused envelope. */
export type ViewField = RecipientField;

export type FieldType = ViewField['type'];

/** Where a field shows; positions and sizes are fractions of the page (spec §3). Pages count from 1. */
export type FieldWidget = ViewField['widgets'][number];

export type ViewDocument = RecipientView['documents'][number];

export type ViewContent = ViewDocument['contents'][number];

export type ViewIdentifier = RecipientEntry['addressees'][number]['identifiers'][number];

/**
 * The link's own recipient: what they may do now. The sender acting through their own link cancels
 * instead of rejecting (spec §6); signature_images names the images already made.
 */
export type LinkRecipient = RecipientView['recipient'];
