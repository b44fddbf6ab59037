import { EnvelopeDomainError } from './envelope-domain.error.js';
import {
  actOnEnvelope,
  type ActResult,
  type EnvelopeSnapshot,
  type RecipientAction,
  type RecipientSnapshot,
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

/** The recipient whose revision the signing service is making; refused when unknown or not signing. */
function signingRecipientOf(envelope: EnvelopeSnapshot, recipientId: string): RecipientSnapshot {
  const recipient = envelope.recipients.find((candidate) => candidate.id === recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  if (recipient.state !== RecipientState.Signing) throw new EnvelopeDomainError('recipient.not_signing');
  return recipient;
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

/**
 * The signing service appended the revision: the action completes (next group, or processing).
 * In a halted envelope (another recipient's revision failed meanwhile) the revision still counts:
 * the recipient is done and the envelope stays halted until the failed one retries.
 */
export function finishSigning(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string; action: RecipientAction },
): ActResult {
  const next = clone(envelope);
  signingRecipientOf(next, command.recipientId).state = RecipientState.Waiting;
  if (next.state !== EnvelopeState.Halted) return actOnEnvelope(next, command);
  const result = actOnEnvelope({ ...next, state: EnvelopeState.InTransit }, command);
  // A failed recipient is never done, so a halted envelope cannot be ready to complete here.
  return { ...result, envelope: { ...result.envelope, state: EnvelopeState.Halted } };
}

/**
 * The revision could not be made: the envelope halts and the recipient's state is failed. Other
 * recipients still signing keep their requests (they are answered, in turn, as usual).
 */
export function failSigning(envelope: EnvelopeSnapshot, command: { recipientId: string }): EnvelopeSnapshot {
  const next = clone(envelope);
  const recipient = signingRecipientOf(next, command.recipientId);
  if (envelope.state !== EnvelopeState.Halted && envelope.state !== EnvelopeState.InTransit) {
    throw new EnvelopeDomainError('envelope.not_haltable');
  }
  next.state = EnvelopeState.Halted;
  recipient.state = RecipientState.Failed;
  return next;
}

/**
 * A prepared local-plugin signature that was never submitted is abandoned (reset-processing, or
 * the documents moved since it was prepared): the recipient is waiting again and may sign anew.
 */
export function abandonSigning(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string },
): EnvelopeSnapshot {
  const next = clone(envelope);
  signingRecipientOf(next, command.recipientId).state = RecipientState.Waiting;
  return next;
}

/**
 * The retry offered by the signature-failure modal (section 4): the failed recipient may act
 * again, which puts the envelope back in transit with them waiting. When two revisions failed,
 * the second one to retry finds the envelope already back in transit.
 */
export function resumeAfterFailure(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string },
): EnvelopeSnapshot {
  if (envelope.state !== EnvelopeState.Halted && envelope.state !== EnvelopeState.InTransit) {
    throw new EnvelopeDomainError('envelope.not_in_transit');
  }
  const next = clone(envelope);
  const recipient = next.recipients.find((candidate) => candidate.id === command.recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  if (recipient.state !== RecipientState.Failed) throw new EnvelopeDomainError('recipient.not_waiting');
  next.state = EnvelopeState.InTransit;
  recipient.state = RecipientState.Waiting;
  return next;
}
