import { EnvelopeDomainError } from './envelope-domain.error.js';
import {
  actOnEnvelope,
  haltEnvelope,
  type ActResult,
  type EnvelopeSnapshot,
  type RecipientAction,
} from './envelope-state-machine.js';
import { EnvelopeState, RecipientState } from './envelope-vocabulary.js';

/**
 * The asynchronous part of acting (section 4, sign flow): a signer's or approver's action is
 * accepted (202) and the recipient is `signing` while the signing service appends their revision;
 * its answer finishes the action (the same transition as `actOnEnvelope`) or halts the envelope.
 */

function clone(envelope: EnvelopeSnapshot): EnvelopeSnapshot {
  return { ...envelope, recipients: envelope.recipients.map((recipient) => ({ ...recipient })) };
}

/** A current, waiting recipient asks to act: every rule of `actOnEnvelope` applies; they become signing. */
export function startSigning(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string; action: RecipientAction },
): EnvelopeSnapshot {
  // Validates exactly as the synchronous action would (turn, state, viewer or not).
  actOnEnvelope(envelope, command);
  const next = clone(envelope);
  next.recipients.find((recipient) => recipient.id === command.recipientId)!.state = RecipientState.Signing;
  return next;
}

/** The signing service appended the revision: the action completes (next group, or processing). */
export function finishSigning(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string; action: RecipientAction },
): ActResult {
  const next = clone(envelope);
  const recipient = next.recipients.find((candidate) => candidate.id === command.recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  if (recipient.state !== RecipientState.Signing) throw new EnvelopeDomainError('recipient.not_signing');
  recipient.state = RecipientState.Waiting;
  return actOnEnvelope(next, command);
}

/** The revision could not be made: the envelope halts and the recipient's state is failed. */
export function failSigning(envelope: EnvelopeSnapshot, command: { recipientId: string }): EnvelopeSnapshot {
  const recipient = envelope.recipients.find((candidate) => candidate.id === command.recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  if (recipient.state !== RecipientState.Signing) throw new EnvelopeDomainError('recipient.not_signing');
  return haltEnvelope(envelope);
}

/**
 * The retry offered by the signature-failure modal (section 4): the failed recipient of a halted
 * envelope may act again, which puts the envelope back in transit with them waiting.
 */
export function resumeAfterFailure(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string },
): EnvelopeSnapshot {
  if (envelope.state !== EnvelopeState.Halted) throw new EnvelopeDomainError('envelope.not_in_transit');
  const next = clone(envelope);
  const recipient = next.recipients.find((candidate) => candidate.id === command.recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  if (recipient.state !== RecipientState.Failed) throw new EnvelopeDomainError('recipient.not_waiting');
  next.state = EnvelopeState.InTransit;
  recipient.state = RecipientState.Waiting;
  return next;
}
