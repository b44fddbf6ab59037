import { envelopesFieldError } from '../../common/envelopes.errors.js';
import { EnvelopeDomainError } from './envelope-domain.error.js';
import {
  EnvelopeState,
  FINAL_ENVELOPE_STATES,
  RecipientState,
  RecipientType,
  isActingRecipient,
  isSigner,
} from './envelope-vocabulary.js';

/**
 * The envelope state machine (spec: envelopes and signing, section 4). Every transition is a pure
 * function from a snapshot and a command to a new snapshot, or a thrown EnvelopeDomainError; use
 * cases load the snapshot, call one of these, and persist what changed. Nothing else in the tree
 * decides an envelope's or a recipient's state.
 */
export interface RecipientSnapshot {
  id: string;
  type: RecipientType;
  /** 1-based when the signing order is enforced; null when it is not. */
  routingOrder: number | null;
  state: RecipientState;
}

export interface EnvelopeSnapshot {
  state: EnvelopeState;
  senderUserId: string;
  expireAt: Date | null;
  recipients: RecipientSnapshot[];
}

export interface TransitionResult {
  envelope: EnvelopeSnapshot;
  /** Recipients whose turn has just come: they are to be notified. */
  becameCurrent: string[];
}

const DONE_FOR_ROUTING: readonly RecipientState[] = [RecipientState.Done, RecipientState.Following];

/** Group key: unordered recipients all share one group. */
function groupOf(recipient: RecipientSnapshot): number {
  return recipient.routingOrder ?? 0;
}

/** A group is finished when each of its acting recipients is done; viewers never hold it back. */
function isGroupFinished(recipients: RecipientSnapshot[], group: number): boolean {
  return recipients
    .filter((recipient) => groupOf(recipient) === group && isActingRecipient(recipient.type))
    .every((recipient) => DONE_FOR_ROUTING.includes(recipient.state));
}

/**
 * The routing group whose recipients may act now: the lowest group not yet finished. Same
 * routing_order means parallel; the next group opens only when the previous one is done.
 */
export function currentRoutingGroup(recipients: RecipientSnapshot[]): number | null {
  const groups = [...new Set(recipients.map(groupOf))].sort((a, b) => a - b);
  return groups.find((group) => !isGroupFinished(recipients, group)) ?? null;
}

/** Every signer and approver is done: the envelope can be completed. */
export function allActorsDone(recipients: RecipientSnapshot[]): boolean {
  return recipients
    .filter((recipient) => isActingRecipient(recipient.type))
    .every((recipient) => recipient.state === RecipientState.Done);
}

/**
 * Whether a recipient's turn has come: their group is the current one or an earlier one (a group
 * of viewers only never holds the order back, so its viewers open with the next acting group).
 */
export function isRecipientCurrent(recipients: RecipientSnapshot[], recipient: RecipientSnapshot): boolean {
  const group = currentRoutingGroup(recipients);
  return group === null || groupOf(recipient) <= group;
}

/** Opens the current group: its queued recipients become waiting (and get notified). */
function openCurrentGroup(recipients: RecipientSnapshot[]): TransitionResult['becameCurrent'] {
  const opened: string[] = [];
  for (const recipient of recipients) {
    if (recipient.state === RecipientState.Queued && isRecipientCurrent(recipients, recipient)) {
      recipient.state = RecipientState.Waiting;
      opened.push(recipient.id);
    }
  }
  return opened;
}

function cloneEnvelope(envelope: EnvelopeSnapshot): EnvelopeSnapshot {
  return { ...envelope, recipients: envelope.recipients.map((recipient) => ({ ...recipient })) };
}

function findRecipient(envelope: EnvelopeSnapshot, recipientId: string): RecipientSnapshot {
  const recipient = envelope.recipients.find((candidate) => candidate.id === recipientId);
  if (!recipient) throw new EnvelopeDomainError('recipient.not_found');
  return recipient;
}

/** Draft → in-transit. Needs at least one signer; everyone in the first group becomes waiting. */
export function sendEnvelope(envelope: EnvelopeSnapshot, command: { now: Date }): TransitionResult {
  if (envelope.state !== EnvelopeState.Draft) throw new EnvelopeDomainError('envelope.not_draft');
  if (!envelope.recipients.some((recipient) => isSigner(recipient.type))) {
    throw new EnvelopeDomainError('envelope.no_subscriber');
  }
  if (envelope.expireAt && envelope.expireAt.getTime() <= command.now.getTime()) {
    throw new EnvelopeDomainError('envelope.deadline_passed');
  }
  const next = cloneEnvelope(envelope);
  next.state = EnvelopeState.InTransit;
  // Unordered envelopes share group 0, so everyone becomes current at once.
  for (const recipient of next.recipients) recipient.state = RecipientState.Queued;
  return { envelope: next, becameCurrent: openCurrentGroup(next.recipients) };
}

/** Pending → cancelled, by the sender only. Irreversible: nothing leaves a final state. */
export function cancelEnvelope(
  envelope: EnvelopeSnapshot,
  command: { actorUserId: string },
): EnvelopeSnapshot {
  if (command.actorUserId !== envelope.senderUserId) throw new EnvelopeDomainError('envelope.not_sender');
  // Section 4: only a pending envelope. A processing one is being sealed after everyone acted;
  // a halted one (sending or signing failed) is still pending for its recipients, and cancelling
  // is the sender's way to end it.
  if (envelope.state !== EnvelopeState.InTransit && envelope.state !== EnvelopeState.Halted) {
    throw new EnvelopeDomainError('envelope.not_cancellable');
  }
  const next = cloneEnvelope(envelope);
  next.state = EnvelopeState.Cancelled;
  return next;
}

/** A waiting recipient refuses the envelope with a reason; the envelope is rejected. */
export function rejectEnvelope(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string; reason: string | null | undefined },
): EnvelopeSnapshot {
  if (!command.reason?.trim())
    throw envelopesFieldError('reason', 'envelope.reason_required', 'The reason field is required.');
  if (envelope.state !== EnvelopeState.InTransit) throw new EnvelopeDomainError('envelope.not_in_transit');
  const next = cloneEnvelope(envelope);
  const recipient = findRecipient(next, command.recipientId);
  assertMayAct(next, recipient);
  recipient.state = RecipientState.Refused;
  next.state = EnvelopeState.Rejected;
  return next;
}

function assertMayAct(envelope: EnvelopeSnapshot, recipient: RecipientSnapshot): void {
  if (recipient.state === RecipientState.Queued) throw new EnvelopeDomainError('recipient.not_current');
  if (recipient.state !== RecipientState.Waiting) throw new EnvelopeDomainError('recipient.not_waiting');
  if (!isRecipientCurrent(envelope.recipients, recipient)) {
    throw new EnvelopeDomainError('recipient.not_current');
  }
}

/**
 * The recipient could act now: the envelope is in transit and it is their turn, still waiting.
 * Minting a link for the inbox or an in-person signer asks this before anything is issued.
 */
export function assertRecipientMayAct(envelope: EnvelopeSnapshot, recipientId: string): void {
  if (envelope.state !== EnvelopeState.InTransit) throw new EnvelopeDomainError('envelope.not_in_transit');
  assertMayAct(envelope, findRecipient(envelope, recipientId));
}

export type RecipientAction = 'sign' | 'approve' | 'follow';

export interface ActResult extends TransitionResult {
  /** Every signer and approver is done: the envelope went to processing to be sealed. */
  readyToComplete: boolean;
}

/**
 * A current, waiting recipient acts: signers sign, approvers approve (both → done), viewers
 * follow (→ following). When the last acting recipient is done the envelope goes to processing
 * (sealing); when a group finishes, the next one opens.
 */
export function actOnEnvelope(
  envelope: EnvelopeSnapshot,
  command: { recipientId: string; action: RecipientAction },
): ActResult {
  if (envelope.state !== EnvelopeState.InTransit) throw new EnvelopeDomainError('envelope.not_in_transit');
  const next = cloneEnvelope(envelope);
  const recipient = findRecipient(next, command.recipientId);
  assertMayAct(next, recipient);
  const isViewer = recipient.type === RecipientType.CarbonCopy;
  if (isViewer && command.action !== 'follow') throw new EnvelopeDomainError('recipient.is_viewer');
  if (!isViewer && command.action === 'follow') throw new EnvelopeDomainError('recipient.not_viewer');
  recipient.state = isViewer ? RecipientState.Following : RecipientState.Done;

  const readyToComplete = allActorsDone(next.recipients);
  if (readyToComplete) next.state = EnvelopeState.Processing;
  return { envelope: next, becameCurrent: openCurrentGroup(next.recipients), readyToComplete };
}

/** Processing → completed once every signer and approver is done (after sealing). */
export function completeEnvelope(envelope: EnvelopeSnapshot): EnvelopeSnapshot {
  if (envelope.state !== EnvelopeState.Processing && envelope.state !== EnvelopeState.InTransit) {
    throw new EnvelopeDomainError('envelope.not_in_transit');
  }
  if (!allActorsDone(envelope.recipients)) throw new EnvelopeDomainError('envelope.recipients_pending');
  const next = cloneEnvelope(envelope);
  next.state = EnvelopeState.Completed;
  return next;
}

/** In-transit → expired, once its deadline (expire_at) is reached. */
export function expireEnvelope(envelope: EnvelopeSnapshot, command: { now: Date }): EnvelopeSnapshot {
  // A halted envelope still has its deadline: past it, it can no longer be signed either.
  if (envelope.state !== EnvelopeState.InTransit && envelope.state !== EnvelopeState.Halted) {
    throw new EnvelopeDomainError('envelope.not_expirable');
  }
  if (!envelope.expireAt || envelope.expireAt.getTime() > command.now.getTime()) {
    throw new EnvelopeDomainError('envelope.not_due');
  }
  const next = cloneEnvelope(envelope);
  next.state = EnvelopeState.Expired;
  return next;
}

/** Sending or signing failed: the envelope halts (the SPA offers a retry). */
export function haltEnvelope(envelope: EnvelopeSnapshot): EnvelopeSnapshot {
  if (envelope.state !== EnvelopeState.InTransit && envelope.state !== EnvelopeState.Processing) {
    throw new EnvelopeDomainError('envelope.not_haltable');
  }
  const next = cloneEnvelope(envelope);
  next.state = EnvelopeState.Halted;
  for (const recipient of next.recipients) {
    if (recipient.state === RecipientState.Signing) recipient.state = RecipientState.Failed;
  }
  return next;
}

export type CopyTarget = 'draft' | 'template';

/**
 * The state of a copy (POST envelopes/{id}/copy {into}): a new draft or template whose
 * recipients start over. The caller gives the copy and its recipients new ids.
 */
export function copyEnvelope(
  envelope: EnvelopeSnapshot,
  command: { into: string; senderUserId: string },
): EnvelopeSnapshot {
  if (command.into !== 'draft' && command.into !== 'template') {
    throw new EnvelopeDomainError('envelope.invalid_copy_target');
  }
  return {
    state: command.into === 'draft' ? EnvelopeState.Draft : EnvelopeState.Template,
    senderUserId: command.senderUserId,
    expireAt: null,
    recipients: envelope.recipients.map((recipient) => ({ ...recipient, state: RecipientState.Waiting })),
  };
}

export function isFinalEnvelopeState(state: EnvelopeState): boolean {
  return FINAL_ENVELOPE_STATES.includes(state);
}
