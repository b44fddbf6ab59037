import type { Recipient } from './envelope-types.js';

/** routing_order is set only when the signature order is enforced (spec §4). */
export const isOrdered = (recipients: readonly Pick<Recipient, 'routing_order'>[] | undefined): boolean =>
  (recipients ?? []).some((recipient) => recipient.routing_order != null);
