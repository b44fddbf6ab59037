import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EnvelopeDomainError } from '../envelopes/domain/envelope-domain.error.js';
import {
  isFinalEnvelopeState,
  isRecipientCurrent,
  type EnvelopeSnapshot,
} from '../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../envelopes/domain/envelope-vocabulary.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import { PublicError } from './envelope-flow.exception.js';
import { RecipientTokens, type ResolvedToken } from './recipient-token.store.js';

export interface RecipientAccess extends LoadedEnvelope {
  token: ResolvedToken;
  recipient: RecipientEntity;
}

/**
 * Opens what a link's token gives access to. Action tokens work while the envelope is under way
 * (sent and not ended); download tokens (completion e-mails) open only reads of a completed
 * envelope. Anything else is the spec's 400 'invalid token', whatever the reason, so a link says
 * nothing about envelopes it does not open.
 */
@Injectable()
export class RecipientAccessResolver {
  constructor(
    private readonly tokens: RecipientTokens,
    private readonly store: EnvelopeFlowStore,
  ) {}

  /** For reads (view, downloads). */
  async forReading(manager: EntityManager, token: string): Promise<RecipientAccess> {
    return this.open(manager, token, false, false);
  }

  /**
   * Whose link it is, for reads that need the envelope and its recipients but not its documents
   * (another service learning whose link a token is), which are not read.
   */
  async forLinkCheck(manager: EntityManager, token: string): Promise<Omit<RecipientAccess, 'documents'>> {
    return this.open(manager, token, false, false, false);
  }

  /** For changes (fill, identify, act, reject): action tokens only, envelope locked. */
  async forActing(manager: EntityManager, token: string): Promise<RecipientAccess> {
    return this.open(manager, token, true, true);
  }

  private async open(
    manager: EntityManager,
    token: string,
    acting: boolean,
    lock: boolean,
    documents = true,
  ): Promise<RecipientAccess> {
    const tokenHash = this.tokens.hashOf(token);
    // The token and its envelope in one statement: the token is trusted as read before the lock,
    // as it was when it was read on its own first.
    const opened = tokenHash ? await this.store.openByToken(manager, tokenHash, { lock, documents }) : null;
    if (!opened) throw PublicError.invalidToken();
    const { token: resolved, loaded } = opened;
    const recipient = loaded.recipients.find((candidate) => candidate.id === resolved.recipientId);
    if (!recipient) throw PublicError.invalidToken();
    const state = loaded.envelope.state;
    if (state === EnvelopeState.Draft || state === EnvelopeState.Template) throw PublicError.invalidToken();
    if (resolved.purpose === 'action' && isFinalEnvelopeState(state)) throw PublicError.invalidToken();
    if (resolved.purpose === 'download' && (acting || state !== EnvelopeState.Completed)) {
      throw PublicError.invalidToken();
    }
    return { ...loaded, token: resolved, recipient };
  }
}

/** Only a waiting recipient whose turn it is may fill fields or give identifiers (section 4). */
export function assertCurrentAndWaiting(snapshot: EnvelopeSnapshot, recipientId: string): void {
  if (snapshot.state !== EnvelopeState.InTransit) throw new EnvelopeDomainError('envelope.not_in_transit');
  const me = snapshot.recipients.find((candidate) => candidate.id === recipientId);
  if (!me) throw new EnvelopeDomainError('recipient.not_found');
  if (me.state === RecipientState.Queued || !isRecipientCurrent(snapshot.recipients, me)) {
    throw new EnvelopeDomainError('recipient.not_current');
  }
  if (me.state !== RecipientState.Waiting) throw new EnvelopeDomainError('recipient.not_waiting');
}
