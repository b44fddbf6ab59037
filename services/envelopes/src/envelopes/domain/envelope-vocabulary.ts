/**
 * The envelope service's states, recipient kinds and field kinds (spec: envelopes and signing,
 * sections 3 and 4). The wire spellings are the spec's; `proto/rubrica/envelopes/v1/envelope.proto`
 * carries the same values as enums for other services.
 */
export const EnvelopeState = {
  Draft: 'draft',
  Template: 'template',
  Processing: 'processing',
  InTransit: 'in-transit',
  Completed: 'completed',
  Cancelled: 'cancelled',
  Rejected: 'rejected',
  Expired: 'expired',
  Halted: 'halted',
} as const;
export type EnvelopeState = (typeof EnvelopeState)[keyof typeof EnvelopeState];

export const RecipientState = {
  Waiting: 'waiting',
  Signing: 'signing',
  Done: 'done',
  Refused: 'refused',
  Queued: 'queued',
  Suspended: 'suspended',
  Failed: 'failed',
  Following: 'following',
} as const;
export type RecipientState = (typeof RecipientState)[keyof typeof RecipientState];

export const RecipientType = {
  Signer: 'signer',
  Approver: 'approver',
  /** Shown to users as "viewer". */
  CarbonCopy: 'carbon-copy',
  InPersonSigner: 'in-person-signer',
} as const;
export type RecipientType = (typeof RecipientType)[keyof typeof RecipientType];

export const SignatureType = { Simple: 'simple', Qualified: 'qualified' } as const;
export type SignatureType = (typeof SignatureType)[keyof typeof SignatureType];

export const FieldType = {
  Signature: 'signature',
  Initial: 'initial',
  Checkbox: 'checkbox',
  Dropdown: 'dropdown',
  Text: 'text',
  Date: 'date',
  Comments: 'comments',
  QrCode: 'qrcode',
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

export const DeliveryVia = { Email: 'email', WhatsApp: 'whatsapp', FaceToFace: 'face-to-face' } as const;
export type DeliveryVia = (typeof DeliveryVia)[keyof typeof DeliveryVia];

/** Recipients whose action the envelope waits for; viewers only follow it. */
export function isActingRecipient(type: RecipientType): boolean {
  return type !== RecipientType.CarbonCopy;
}

/** Signers in the sense of section 5: they sign, on their own device or the sender's. */
export function isSigner(type: RecipientType): boolean {
  return type === RecipientType.Signer || type === RecipientType.InPersonSigner;
}

/** States after which an envelope never changes again. */
export const FINAL_ENVELOPE_STATES: readonly EnvelopeState[] = [
  EnvelopeState.Completed,
  EnvelopeState.Cancelled,
  EnvelopeState.Rejected,
  EnvelopeState.Expired,
];
