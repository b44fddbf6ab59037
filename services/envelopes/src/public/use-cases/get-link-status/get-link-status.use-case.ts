import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { isFinalEnvelopeState } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import type { EnvelopeEntity } from '../../../envelopes/envelope.entity.js';
import type { RecipientEntity } from '../../../envelopes/recipient.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import { contactOf } from '../../../envelopes/envelope-proto.mapper.js';
import { RecipientTokens, type IssuedTokenRecord } from '../../../envelope-flow/recipient-token.store.js';

/**
 * What a link leads to now. `open`: the viewer can show it; `acted`: its recipient has signed,
 * approved or rejected and the envelope waits for others; the envelope's end otherwise; `invalid`
 * for anything that is not a link Rubrica gave this recipient (mangled, unknown, or dead because
 * the recipient's address changed).
 */
export type LinkStatus = 'open' | 'acted' | 'completed' | 'cancelled' | 'rejected' | 'expired' | 'invalid';

const ENDINGS: Partial<Record<EnvelopeState, LinkStatus>> = {
  [EnvelopeState.Completed]: 'completed',
  [EnvelopeState.Cancelled]: 'cancelled',
  [EnvelopeState.Rejected]: 'rejected',
  [EnvelopeState.Expired]: 'expired',
};

const ACTED: ReadonlySet<RecipientState> = new Set([RecipientState.Done, RecipientState.Refused]);

const INVALID = { status: 'invalid' as LinkStatus, envelope: null, recipient: null, download_token: null };

/**
 * GET p/envelopes/recipients/{token}/status: a link that can no longer act explains itself
 * instead of answering "invalid token". Its holder learns only what the link was for (their own
 * action and the envelope's outcome) and, once the envelope is completed, gets a download link of
 * their own: the same read-only access the completion e-mail gives them. Action links stay dead
 * for everything else (ARCHITECTURE: recipient links are capabilities).
 */
@Injectable()
export class GetLinkStatusUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: RecipientTokens,
    private readonly store: EnvelopeFlowStore,
    private readonly mailer: FlowMailer,
  ) {}

  async execute(token: string) {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.tokens.find(manager, token);
      if (!record || (record.revoked && record.revokedReason !== 'envelope_ended')) return INVALID;
      const loaded = await this.store.read(manager, record.envelopeId);
      const recipient = loaded?.recipients.find((candidate) => candidate.id === record.recipientId);
      if (!loaded || !recipient) return INVALID;
      const { envelope } = loaded;
      const status = statusOf(envelope, recipient);
      if (status === 'invalid' || (record.purpose === 'download' && status !== 'completed')) return INVALID;
      return {
        status,
        envelope: {
          title: envelope.title,
          state: envelope.state,
          ended_at: isFinalEnvelopeState(envelope.state) ? envelope.updatedAt.toISOString() : null,
          expire_at: envelope.expireAt?.toISOString() ?? null,
          locale: this.mailer.localeOf(envelope),
        },
        recipient: {
          name: contactOf(recipient).name,
          type: recipient.type,
          state: recipient.state,
          acted_at: ACTED.has(recipient.state) ? (recipient.actedAt?.toISOString() ?? null) : null,
        },
        download_token:
          status === 'completed' ? await this.downloadToken(manager, token, record, recipient) : null,
      };
    });
  }

  /** The link itself when it is a download link, else a new one for the same recipient. */
  private async downloadToken(
    manager: EntityManager,
    token: string,
    record: IssuedTokenRecord,
    recipient: RecipientEntity,
  ): Promise<string> {
    if (record.purpose === 'download') return token;
    return (await this.tokens.issue(manager, recipient, 'download')).token;
  }
}

function statusOf(envelope: EnvelopeEntity, recipient: RecipientEntity): LinkStatus {
  if (envelope.state === EnvelopeState.Draft || envelope.state === EnvelopeState.Template) return 'invalid';
  const ending = ENDINGS[envelope.state];
  if (ending) return ending;
  return ACTED.has(recipient.state) ? 'acted' : 'open';
}
