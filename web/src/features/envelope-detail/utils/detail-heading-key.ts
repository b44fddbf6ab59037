import type { EnvelopeState } from '../../../lib/envelopes/envelope-types.js';

const FINISHED_OR_DRAFT = ['draft', 'completed', 'cancelled', 'rejected', 'expired', 'halted'] as const;
type StateTitle = (typeof FINISHED_OR_DRAFT)[number];

export type DetailHeadingKey =
  'envelopeDetail.sentTitle' | 'envelopeDetail.receivedTitle' | `envelopeDetail.stateTitles.${StateTitle}`;

/**
 * The detail page's heading. Spec §2 reads "received envelope" or "sent envelope"; that holds
 * while the envelope is on its way, but a draft, or an envelope that has ended, is headed by what
 * it is now, as its state badge says.
 */
export const detailHeadingKey = (state: EnvelopeState, isSender: boolean): DetailHeadingKey =>
  (FINISHED_OR_DRAFT as readonly string[]).includes(state)
    ? `envelopeDetail.stateTitles.${state as StateTitle}`
    : isSender
      ? 'envelopeDetail.sentTitle'
      : 'envelopeDetail.receivedTitle';
