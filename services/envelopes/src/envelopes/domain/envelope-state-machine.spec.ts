import { AppError } from '@rubrica/errors';
import { thrownCode } from '@rubrica/testing';
import { EnvelopeDomainError } from './envelope-domain.error.js';
import {
  actOnEnvelope,
  assertRecipientMayAct,
  cancelEnvelope,
  completeEnvelope,
  copyEnvelope,
  expireEnvelope,
  haltEnvelope,
  rejectEnvelope,
  sendEnvelope,
  type EnvelopeSnapshot,
  type RecipientSnapshot,
} from './envelope-state-machine.js';
import type { EnvelopeState, RecipientType } from './envelope-vocabulary.js';

const now = new Date('2026-03-10T12:00:00Z');

function recipient(id: string, type: RecipientType, routingOrder: number | null = null): RecipientSnapshot {
  return { id, type, routingOrder, state: 'waiting' };
}

function draft(recipients: RecipientSnapshot[], expireAt: Date | null = null): EnvelopeSnapshot {
  return { state: 'draft', senderUserId: 'sender', expireAt, recipients };
}

function stateOf(envelope: EnvelopeSnapshot): Record<string, string> {
  return Object.fromEntries(envelope.recipients.map((item) => [item.id, item.state]));
}

function codeOf(fn: () => unknown): string {
  return thrownCode(fn, AppError);
}

/** The error `fn` throws, for the specs that look past its code. */
function errorOf(fn: () => unknown): AppError | undefined {
  try {
    fn();
  } catch (caught) {
    return caught as AppError;
  }
  return undefined;
}

/** The envelope after `recipientId` signed. */
function signedBy(envelope: EnvelopeSnapshot, recipientId: string): EnvelopeSnapshot {
  return actOnEnvelope(envelope, { recipientId, action: 'sign' }).envelope;
}

function inTransit(recipients: RecipientSnapshot[], expireAt: Date | null = null): EnvelopeSnapshot {
  return sendEnvelope(draft(recipients, expireAt), { now }).envelope;
}

describe('sending an envelope', () => {
  it('puts an unordered envelope in transit with every recipient current', () => {
    const result = sendEnvelope(
      draft([recipient('a', 'signer'), recipient('b', 'approver'), recipient('c', 'carbon-copy')]),
      { now },
    );
    expect(result.envelope.state).toBe('in-transit');
    expect(stateOf(result.envelope)).toEqual({ a: 'waiting', b: 'waiting', c: 'waiting' });
    expect(result.becameCurrent).toEqual(['a', 'b', 'c']);
  });

  it('opens only the first routing group of an ordered envelope', () => {
    const result = sendEnvelope(
      draft([recipient('a', 'signer', 1), recipient('b', 'signer', 1), recipient('c', 'approver', 2)]),
      { now },
    );
    expect(stateOf(result.envelope)).toEqual({ a: 'waiting', b: 'waiting', c: 'queued' });
    expect(result.becameCurrent).toEqual(['a', 'b']);
  });

  it('refuses an envelope without a signer with the no-subscriber error', () => {
    const error = errorOf(() =>
      sendEnvelope(draft([recipient('a', 'approver'), recipient('b', 'carbon-copy')]), { now }),
    );
    expect(error).toBeInstanceOf(EnvelopeDomainError);
    expect(error?.code).toBe('envelope.no_subscriber');
    expect(error?.status).toBe(422);
  });

  it('counts an in-person signer as a signer', () => {
    expect(sendEnvelope(draft([recipient('a', 'in-person-signer')]), { now }).envelope.state).toBe(
      'in-transit',
    );
  });

  it.each<EnvelopeState>(['template', 'in-transit', 'completed', 'cancelled', 'expired', 'halted'])(
    'refuses to send from %s',
    (state) => {
      expect(codeOf(() => sendEnvelope({ ...draft([recipient('a', 'signer')]), state }, { now }))).toBe(
        'envelope.not_draft',
      );
    },
  );

  it('refuses to send when the deadline has already passed', () => {
    const past = new Date(now.getTime() - 1000);
    expect(codeOf(() => sendEnvelope(draft([recipient('a', 'signer')], past), { now }))).toBe(
      'envelope.deadline_passed',
    );
  });

  it('leaves the given snapshot untouched', () => {
    const original = draft([recipient('a', 'signer', 1), recipient('b', 'signer', 2)]);
    sendEnvelope(original, { now });
    expect(original.state).toBe('draft');
    expect(stateOf(original)).toEqual({ a: 'waiting', b: 'waiting' });
  });
});

describe('routing order', () => {
  it('lets recipients of the same group act in parallel and opens the next group only when all are done', () => {
    let envelope = inTransit([
      recipient('a', 'signer', 1),
      recipient('b', 'approver', 1),
      recipient('c', 'signer', 2),
    ]);
    const first = actOnEnvelope(envelope, { recipientId: 'b', action: 'approve' });
    expect(first.becameCurrent).toEqual([]);
    expect(stateOf(first.envelope)).toEqual({ a: 'waiting', b: 'done', c: 'queued' });
    envelope = first.envelope;

    const second = actOnEnvelope(envelope, { recipientId: 'a', action: 'sign' });
    expect(second.becameCurrent).toEqual(['c']);
    expect(stateOf(second.envelope)).toEqual({ a: 'done', b: 'done', c: 'waiting' });
  });

  it('goes through three sequential groups one at a time', () => {
    let envelope = inTransit([
      recipient('a', 'signer', 1),
      recipient('b', 'signer', 2),
      recipient('c', 'signer', 3),
    ]);
    for (const [id, next] of [
      ['a', ['b']],
      ['b', ['c']],
    ] as const) {
      const result = actOnEnvelope(envelope, { recipientId: id, action: 'sign' });
      expect(result.becameCurrent).toEqual(next);
      expect(result.readyToComplete).toBe(false);
      envelope = result.envelope;
    }
    expect(actOnEnvelope(envelope, { recipientId: 'c', action: 'sign' }).readyToComplete).toBe(true);
  });

  // Once `a` (group 1) signs, with a viewer `v` in group `viewerGroup` and a signer `b` in group 2 or 3.
  it.each([
    ['does not let a viewer hold the next group back', 1, 2, ['b']],
    ['opens a group made only of viewers together with the next acting group', 2, 3, ['v', 'b']],
  ])('%s', (_, viewerGroup, signerGroup, opened) => {
    const envelope = inTransit([
      recipient('a', 'signer', 1),
      recipient('v', 'carbon-copy', viewerGroup),
      recipient('b', 'signer', signerGroup),
    ]);
    const result = actOnEnvelope(envelope, { recipientId: 'a', action: 'sign' });
    expect(result.becameCurrent).toEqual(opened);
    expect(stateOf(result.envelope)).toEqual({ a: 'done', v: 'waiting', b: 'waiting' });
  });
});

describe('acting on an envelope', () => {
  it('moves a signer to done and the envelope to processing when every signer and approver is done', () => {
    const envelope = inTransit([recipient('a', 'signer'), recipient('v', 'carbon-copy')]);
    const result = actOnEnvelope(envelope, { recipientId: 'a', action: 'sign' });
    expect(result.readyToComplete).toBe(true);
    expect(result.envelope.state).toBe('processing');
    expect(stateOf(result.envelope)).toEqual({ a: 'done', v: 'waiting' });
  });

  it('gives a viewer the following state', () => {
    const envelope = inTransit([recipient('a', 'signer'), recipient('v', 'carbon-copy')]);
    const result = actOnEnvelope(envelope, { recipientId: 'v', action: 'follow' });
    expect(result.envelope.recipients.find((item) => item.id === 'v')?.state).toBe('following');
    expect(result.envelope.state).toBe('in-transit');
    expect(result.readyToComplete).toBe(false);
  });

  it('does not let a viewer sign nor a signer follow', () => {
    const envelope = inTransit([recipient('a', 'signer'), recipient('v', 'carbon-copy')]);
    expect(codeOf(() => actOnEnvelope(envelope, { recipientId: 'v', action: 'sign' }))).toBe(
      'recipient.is_viewer',
    );
    expect(codeOf(() => actOnEnvelope(envelope, { recipientId: 'a', action: 'follow' }))).toBe(
      'recipient.not_viewer',
    );
  });
});

/** Signing and rejecting answer the envelope alike: both check the recipient and the envelope the same way. */
const answers = [
  ['signing', (envelope, recipientId) => actOnEnvelope(envelope, { recipientId, action: 'sign' })],
  ['rejecting', (envelope, recipientId) => rejectEnvelope(envelope, { recipientId, reason: 'no' })],
] as const satisfies ReadonlyArray<
  readonly [string, (envelope: EnvelopeSnapshot, recipientId: string) => unknown]
>;

describe.each(answers)('%s refuses', (_, answer) => {
  it('a recipient whose group is not current yet', () => {
    const envelope = inTransit([recipient('a', 'signer', 1), recipient('b', 'signer', 2)]);
    expect(codeOf(() => answer(envelope, 'b'))).toBe('recipient.not_current');
  });

  it('a recipient who already acted', () => {
    const once = signedBy(inTransit([recipient('a', 'signer'), recipient('b', 'signer')]), 'a');
    expect(codeOf(() => answer(once, 'a'))).toBe('recipient.not_waiting');
  });

  it('an unknown recipient', () => {
    expect(codeOf(() => answer(inTransit([recipient('a', 'signer')]), 'zz'))).toBe('recipient.not_found');
  });

  it.each<EnvelopeState>(['draft', 'processing', 'completed', 'cancelled', 'rejected', 'expired', 'halted'])(
    'while the envelope is %s',
    (state) => {
      const envelope = { ...inTransit([recipient('a', 'signer')]), state };
      expect(codeOf(() => answer(envelope, 'a'))).toBe('envelope.not_in_transit');
    },
  );
});

describe('whether a recipient may act now (before a link is minted)', () => {
  it('lets a waiting recipient of the current group act', () => {
    const envelope = inTransit([recipient('a', 'signer', 1), recipient('b', 'signer', 1)]);
    expect(() => assertRecipientMayAct(envelope, 'b')).not.toThrow();
  });

  it('refuses a later group, a recipient who acted, an unknown one and an envelope not in transit', () => {
    const ordered = inTransit([recipient('a', 'signer', 1), recipient('b', 'signer', 2)]);
    expect(codeOf(() => assertRecipientMayAct(ordered, 'b'))).toBe('recipient.not_current');
    const acted = signedBy(ordered, 'a');
    expect(codeOf(() => assertRecipientMayAct(acted, 'a'))).toBe('recipient.not_waiting');
    expect(codeOf(() => assertRecipientMayAct(ordered, 'nobody'))).toBe('recipient.not_found');
    const unsent = draft([recipient('a', 'signer')]);
    expect(codeOf(() => assertRecipientMayAct(unsent, 'a'))).toBe('envelope.not_in_transit');
  });
});

describe('completing an envelope', () => {
  it('completes once every signer and approver is done', () => {
    const envelope = inTransit([recipient('a', 'signer'), recipient('b', 'approver')]);
    const afterA = signedBy(envelope, 'a');
    expect(codeOf(() => completeEnvelope(afterA))).toBe('envelope.recipients_pending');
    const afterB = actOnEnvelope(afterA, { recipientId: 'b', action: 'approve' }).envelope;
    expect(completeEnvelope(afterB).state).toBe('completed');
  });

  it('refuses to complete a draft', () => {
    expect(codeOf(() => completeEnvelope(draft([recipient('a', 'signer')])))).toBe('envelope.not_in_transit');
  });
});

describe('cancelling an envelope', () => {
  it('lets the sender cancel a pending envelope', () => {
    const envelope = inTransit([recipient('a', 'signer')]);
    expect(cancelEnvelope(envelope, { actorUserId: 'sender' }).state).toBe('cancelled');
  });

  it('refuses anyone but the sender', () => {
    const envelope = inTransit([recipient('a', 'signer')]);
    const error = errorOf(() => cancelEnvelope(envelope, { actorUserId: 'someone-else' }));
    expect(error?.code).toBe('envelope.not_sender');
    expect(error?.status).toBe(403);
  });

  it('lets the sender end a halted envelope by cancelling it', () => {
    const envelope = { ...inTransit([recipient('a', 'signer')]), state: 'halted' as EnvelopeState };
    expect(cancelEnvelope(envelope, { actorUserId: 'sender' }).state).toBe('cancelled');
  });

  it.each<EnvelopeState>([
    'draft',
    'template',
    'processing',
    'completed',
    'cancelled',
    'rejected',
    'expired',
  ])('refuses to cancel a %s envelope (cancelling is irreversible and only while pending)', (state) => {
    const envelope = { ...inTransit([recipient('a', 'signer')]), state };
    expect(codeOf(() => cancelEnvelope(envelope, { actorUserId: 'sender' }))).toBe(
      'envelope.not_cancellable',
    );
  });

  it('allows nothing after a cancel', () => {
    const cancelled = cancelEnvelope(inTransit([recipient('a', 'signer')]), { actorUserId: 'sender' });
    expect(codeOf(() => actOnEnvelope(cancelled, { recipientId: 'a', action: 'sign' }))).toBe(
      'envelope.not_in_transit',
    );
    expect(codeOf(() => sendEnvelope(cancelled, { now }))).toBe('envelope.not_draft');
  });
});

describe('rejecting an envelope', () => {
  it('refuses the recipient and rejects the envelope', () => {
    const envelope = inTransit([recipient('a', 'signer'), recipient('b', 'signer')]);
    const rejected = rejectEnvelope(envelope, { recipientId: 'b', reason: 'Wrong amount' });
    expect(rejected.state).toBe('rejected');
    expect(stateOf(rejected)).toEqual({ a: 'waiting', b: 'refused' });
  });

  it.each([undefined, null, '', '   '])('requires a reason (%p)', (reason) => {
    const envelope = inTransit([recipient('a', 'signer')]);
    const error = errorOf(() => rejectEnvelope(envelope, { recipientId: 'a', reason }));
    expect(error?.status).toBe(422);
    expect(error?.errors).toEqual({ reason: ['The reason field is required.'] });
  });
});

describe('expiring an envelope', () => {
  const deadline = new Date('2026-03-12T00:00:00Z');

  it('expires a pending envelope at its deadline', () => {
    const envelope = inTransit([recipient('a', 'signer')], deadline);
    expect(expireEnvelope(envelope, { now: deadline }).state).toBe('expired');
  });

  it('refuses before the deadline or without one', () => {
    const early = new Date(deadline.getTime() - 1);
    expect(
      codeOf(() => expireEnvelope(inTransit([recipient('a', 'signer')], deadline), { now: early })),
    ).toBe('envelope.not_due');
    expect(codeOf(() => expireEnvelope(inTransit([recipient('a', 'signer')]), { now: deadline }))).toBe(
      'envelope.not_due',
    );
  });

  it('expires a halted envelope at its deadline too', () => {
    const envelope = { ...inTransit([recipient('a', 'signer')], deadline), state: 'halted' as EnvelopeState };
    expect(expireEnvelope(envelope, { now: deadline }).state).toBe('expired');
  });

  it.each<EnvelopeState>(['draft', 'processing', 'completed', 'cancelled'])(
    'refuses to expire a %s envelope',
    (state) => {
      const envelope = { ...inTransit([recipient('a', 'signer')], deadline), state };
      expect(codeOf(() => expireEnvelope(envelope, { now: deadline }))).toBe('envelope.not_expirable');
    },
  );
});

describe('halting an envelope', () => {
  it('halts a processing envelope and fails the recipient whose signature was in progress', () => {
    const envelope: EnvelopeSnapshot = {
      ...inTransit([recipient('a', 'signer'), recipient('b', 'signer')]),
      state: 'processing',
    };
    envelope.recipients[0]!.state = 'signing';
    const halted = haltEnvelope(envelope);
    expect(halted.state).toBe('halted');
    expect(stateOf(halted)).toEqual({ a: 'failed', b: 'waiting' });
  });

  it.each<EnvelopeState>(['draft', 'completed', 'cancelled', 'halted'])(
    'refuses to halt a %s envelope',
    (state) => {
      expect(codeOf(() => haltEnvelope({ ...draft([recipient('a', 'signer')]), state }))).toBe(
        'envelope.not_haltable',
      );
    },
  );
});

describe('copying an envelope', () => {
  it('copies a template into a fresh draft whose recipients start over', () => {
    const completed = completeEnvelope(
      actOnEnvelope(inTransit([recipient('a', 'signer')], new Date('2026-04-01T00:00:00Z')), {
        recipientId: 'a',
        action: 'sign',
      }).envelope,
    );
    const copy = copyEnvelope(completed, { into: 'draft', senderUserId: 'other' });
    expect(copy).toEqual({
      state: 'draft',
      senderUserId: 'other',
      expireAt: null,
      recipients: [{ id: 'a', type: 'signer', routingOrder: null, state: 'waiting' }],
    });
  });

  it('copies into a template', () => {
    expect(copyEnvelope(draft([]), { into: 'template', senderUserId: 's' }).state).toBe('template');
  });

  it('refuses any other target', () => {
    expect(codeOf(() => copyEnvelope(draft([]), { into: 'completed', senderUserId: 's' }))).toBe(
      'envelope.invalid_copy_target',
    );
  });
});
