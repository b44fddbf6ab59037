/**
 * Who did what a history entry records, stored apart from whom or what it is about (its
 * subject, in the params): the sender or another user of the organization, an API client acting
 * for a user, a recipient through their link, or Rubrica itself (jobs, the signing service's
 * answers, the next group's notifications).
 */
export type EventActor =
  | { type: 'user'; id: string }
  | { type: 'api_client'; id: string; user_id: string }
  | { type: 'recipient'; id: string; name: string }
  | { type: 'system' };

export const SYSTEM_ACTOR: EventActor = { type: 'system' };

export function recipientActor(recipient: { id: string }, name: string): EventActor {
  return { type: 'recipient', id: recipient.id, name };
}
