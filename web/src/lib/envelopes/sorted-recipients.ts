import type { Recipient } from './envelope-types.js';

/**
 * Recipients by routing order (spec §2, envelope detail and sent rows). Without an order, the
 * server's list order stands; routing_order is set only when the order is enforced (spec §4).
 */
export const sortedRecipients = <R extends Pick<Recipient, 'routing_order'>>(
  recipients: readonly R[] | undefined,
): R[] =>
  [...(recipients ?? [])]
    .map((recipient, index) => ({ recipient, index }))
    .sort(
      (a, b) =>
        (a.recipient.routing_order ?? Number.MAX_SAFE_INTEGER) -
          (b.recipient.routing_order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ recipient }) => recipient);
