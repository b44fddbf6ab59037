import { AppError } from '@rubrica/errors';
import { thrownCode } from '@rubrica/testing';
import {
  abandonSigning,
  failSigning,
  finishSigning,
  resumeAfterFailure,
  startSigning,
} from './envelope-signing-flow.js';
import { sendEnvelope, type EnvelopeSnapshot, type RecipientSnapshot } from './envelope-state-machine.js';
import type { RecipientType } from './envelope-vocabulary.js';

const now = new Date('2026-03-10T12:00:00Z');

function recipient(id: string, type: RecipientType, routingOrder: number | null = null): RecipientSnapshot {
  return { id, type, routingOrder, state: 'waiting' };
}

function sent(recipients: RecipientSnapshot[]): EnvelopeSnapshot {
  return sendEnvelope({ state: 'draft', senderUserId: 'sender', expireAt: null, recipients }, { now })
    .envelope;
}

function states(envelope: EnvelopeSnapshot): string[] {
  return envelope.recipients.map((item) => item.state);
}

function codeOf(fn: () => unknown): string {
  return thrownCode(fn, AppError);
}

describe('the asynchronous signing flow', () => {
  it('puts a current signer in signing, with every rule of acting', () => {
    const envelope = sent([recipient('a', 'signer', 1), recipient('b', 'signer', 2)]);
    expect(states(startSigning(envelope, { recipientId: 'a', action: 'sign' }))).toEqual([
      'signing',
      'queued',
    ]);
    expect(codeOf(() => startSigning(envelope, { recipientId: 'b', action: 'sign' }))).toBe(
      'recipient.not_current',
    );
    expect(codeOf(() => startSigning(envelope, { recipientId: 'a', action: 'follow' }))).toBe(
      'recipient.not_viewer',
    );
  });

  it('finishes a signing recipient as acting would: the next group opens, the last one goes to processing', () => {
    let envelope = sent([recipient('a', 'signer', 1), recipient('b', 'signer', 2)]);
    envelope = startSigning(envelope, { recipientId: 'a', action: 'sign' });
    const first = finishSigning(envelope, { recipientId: 'a', action: 'sign' });
    expect(states(first.envelope)).toEqual(['done', 'waiting']);
    expect(first.becameCurrent).toEqual(['b']);
    const second = finishSigning(startSigning(first.envelope, { recipientId: 'b', action: 'sign' }), {
      recipientId: 'b',
      action: 'sign',
    });
    expect(second.readyToComplete).toBe(true);
    expect(second.envelope.state).toBe('processing');
  });

  it('finishes only a recipient who is signing', () => {
    const envelope = sent([recipient('a', 'signer')]);
    expect(codeOf(() => finishSigning(envelope, { recipientId: 'a', action: 'sign' }))).toBe(
      'recipient.not_signing',
    );
    expect(codeOf(() => failSigning(envelope, { recipientId: 'a' }))).toBe('recipient.not_signing');
  });

  it('halts on failure with the recipient failed, and lets that recipient resume', () => {
    const signing = startSigning(sent([recipient('a', 'signer')]), { recipientId: 'a', action: 'sign' });
    const halted = failSigning(signing, { recipientId: 'a' });
    expect(halted.state).toBe('halted');
    expect(states(halted)).toEqual(['failed']);
    const resumed = resumeAfterFailure(halted, { recipientId: 'a' });
    expect(resumed.state).toBe('in-transit');
    expect(states(resumed)).toEqual(['waiting']);
    expect(codeOf(() => resumeAfterFailure(resumed, { recipientId: 'a' }))).toBe('recipient.not_waiting');
  });

  it('fails only the recipient whose revision failed: a parallel signer keeps signing and may still finish', () => {
    let envelope = sent([recipient('a', 'signer'), recipient('b', 'signer')]);
    envelope = startSigning(envelope, { recipientId: 'a', action: 'sign' });
    envelope = startSigning(envelope, { recipientId: 'b', action: 'sign' });
    const halted = failSigning(envelope, { recipientId: 'a' });
    expect(halted.state).toBe('halted');
    expect(states(halted)).toEqual(['failed', 'signing']);
    const finished = finishSigning(halted, { recipientId: 'b', action: 'sign' });
    expect(finished.envelope.state).toBe('halted');
    expect(states(finished.envelope)).toEqual(['failed', 'done']);
    expect(finished.readyToComplete).toBe(false);
    const resumed = resumeAfterFailure(finished.envelope, { recipientId: 'a' });
    expect(resumed.state).toBe('in-transit');
    expect(states(resumed)).toEqual(['waiting', 'done']);
  });

  it('lets a second failed recipient retry once the first already resumed the envelope', () => {
    let envelope = sent([recipient('a', 'signer'), recipient('b', 'signer')]);
    envelope = startSigning(envelope, { recipientId: 'a', action: 'sign' });
    envelope = startSigning(envelope, { recipientId: 'b', action: 'sign' });
    envelope = failSigning(failSigning(envelope, { recipientId: 'a' }), { recipientId: 'b' });
    expect(states(envelope)).toEqual(['failed', 'failed']);
    const first = resumeAfterFailure(envelope, { recipientId: 'a' });
    const second = resumeAfterFailure(first, { recipientId: 'b' });
    expect(second.state).toBe('in-transit');
    expect(states(second)).toEqual(['waiting', 'waiting']);
  });

  it('abandons a prepared signature: the signing recipient waits again; anyone else is refused', () => {
    const envelope = sent([recipient('a', 'signer')]);
    expect(codeOf(() => abandonSigning(envelope, { recipientId: 'a' }))).toBe('recipient.not_signing');
    const signing = startSigning(envelope, { recipientId: 'a', action: 'sign' });
    const abandoned = abandonSigning(signing, { recipientId: 'a' });
    expect(abandoned.state).toBe('in-transit');
    expect(states(abandoned)).toEqual(['waiting']);
  });
});
