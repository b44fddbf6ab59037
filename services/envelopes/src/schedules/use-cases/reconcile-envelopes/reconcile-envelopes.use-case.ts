import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { abandonSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { isRecipientCurrent } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeState, RecipientState } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { RecipientInvitations } from '../../../envelope-flow/recipient-invitations.js';
import { InjectEnvelopesConfig } from '../../../common/envelopes-tokens.js';
import type { FlowConfig } from '../../../envelope-flow/flow-config.js';
import { FlowQueues } from '../../../envelope-flow/flow-queues.js';
import { SigningRequests } from '../../../envelope-flow/signing-requests.js';
import { SigningRequestStore } from '../../../envelope-flow/signing-request.store.js';
import { EnvelopeScheduleStore } from '../../../envelope-flow/envelope-schedule.store.js';
import { RecipientTokens } from '../../../envelope-flow/recipient-token.store.js';
import { QualifiedTransactions } from '../../../envelope-flow/qualified-transaction.store.js';
import { ExpireEnvelopeUseCase } from '../expire-envelope/expire-envelope.use-case.js';

const BATCH = 200;

export interface ReconcileReport {
  reinvited: number;
  /** Recipients back to waiting after a local-plugin preparation expired unsubmitted. */
  released: number;
  republished: number;
  expired: number;
  rescheduled: number;
}

/**
 * Job `reconcile-envelopes` (periodic; ARCHITECTURE.md "a periodic reconciler finds work stuck past
 * its deadline"): signing and sealing requests unanswered past SIGNING_STUCK_AFTER_MS are
 * published again under their request id; envelopes past their deadline are expired; delayed
 * jobs Redis lost are added again from envelope_schedules; a recipient whose invitation never
 * left (the process stopped between the commit and the enqueue) is invited again with a new link;
 * a recipient left `signing` by a local-plugin preparation that expired unsubmitted (the tab was
 * closed before the plugin answered) is waiting again.
 */
@Injectable()
export class ReconcileEnvelopesUseCase {
  private readonly logger = new Logger('EnvelopesReconciler');

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly signingRequests: SigningRequests,
    private readonly requests: SigningRequestStore,
    private readonly schedules: EnvelopeScheduleStore,
    private readonly tokens: RecipientTokens,
    private readonly transactions: QualifiedTransactions,
    private readonly expire: ExpireEnvelopeUseCase,
    private readonly queues: FlowQueues,
    private readonly invitations: RecipientInvitations,
    private readonly effectsRunner: FlowEffectsRunner,
    @InjectEnvelopesConfig() private readonly config: FlowConfig,
  ) {}

  async execute(now = new Date()): Promise<ReconcileReport> {
    const report = { reinvited: 0, released: 0, republished: 0, expired: 0, rescheduled: 0 };
    report.reinvited = await this.reinviteUndelivered(now);
    report.released = await this.releaseExpiredPreparations(now);
    const stuckBefore = new Date(now.getTime() - this.config.SIGNING_STUCK_AFTER_MS);
    const stuck = await this.requests.stuck(this.dataSource, stuckBefore, BATCH);
    for (const request of stuck) {
      await this.dataSource.transaction(async (manager) => {
        const loaded = await this.store.lock(manager, request.envelope_id);
        if (!loaded || !(await this.requests.isStillStuck(manager, request.id, stuckBefore))) return;
        await this.signingRequests.republish(manager, loaded, {
          id: request.id,
          kind: request.kind,
          recipientId: request.recipient_id,
        });
        report.republished += 1;
      });
    }
    // Recipients' requests queued behind one that settled without releasing them.
    report.republished += await this.signingRequests.releaseStranded(this.dataSource, BATCH);

    for (const id of await this.store.overdueEnvelopeIds(this.dataSource.manager, now, BATCH)) {
      await this.expire.execute(id, now);
      report.expired += 1;
    }

    const schedules = await this.schedules.pending(this.dataSource.manager, BATCH * 5);
    const queue = await this.queues.queue('envelopes');
    for (const row of schedules) {
      if (await queue.bullQueue.getJob(row.job_id)) continue;
      const delay = Math.max(0, new Date(row.run_at).getTime() - now.getTime());
      if (row.kind === 'expire') {
        await this.queues.add(
          'envelopes',
          'expire-envelope',
          { envelopeId: row.envelope_id },
          { jobId: row.job_id, delay },
        );
      } else if (row.recipient_id) {
        await this.queues.add(
          'envelopes',
          'send-reminder',
          { envelopeId: row.envelope_id, recipientId: row.recipient_id },
          { jobId: row.job_id, delay },
        );
      }
      report.rescheduled += 1;
    }
    if (Object.values(report).some(Boolean)) {
      this.logger.log(
        `reinvited ${report.reinvited}, released ${report.released}, republished ${report.republished}, expired ${report.expired}, rescheduled ${report.rescheduled}`,
      );
    }
    return report;
  }

  /** Links committed but never e-mailed: the link dies and, if it is still their turn, a new one goes out. */
  private async reinviteUndelivered(now: Date): Promise<number> {
    const before = new Date(now.getTime() - this.config.UNDELIVERED_LINK_AFTER_MS);
    const tokens = await this.tokens.undelivered(this.dataSource.manager, before, BATCH);
    let reinvited = 0;
    for (const token of tokens) {
      const effects = new FlowEffects();
      await this.dataSource.transaction(async (manager) => {
        const loaded = await this.store.lock(manager, token.envelope_id);
        const revoked = await this.tokens.revokeUndelivered(manager, token.id);
        if (!loaded || !revoked || loaded.envelope.state !== EnvelopeState.InTransit) return;
        const snapshot = this.store.snapshot(loaded);
        const recipient = snapshot.recipients.find((candidate) => candidate.id === token.recipient_id);
        if (
          recipient?.state !== RecipientState.Waiting ||
          !isRecipientCurrent(snapshot.recipients, recipient)
        )
          return;
        await this.invitations.notify(manager, loaded, [recipient.id], 'invitation', effects);
        reinvited += 1;
      });
      await this.effectsRunner.run(effects);
    }
    return reinvited;
  }

  /**
   * Local-plugin preparations past their expiry and never submitted: the signing service has
   * discarded them, so the recipient they left `signing` may sign again (as reset-processing does).
   */
  private async releaseExpiredPreparations(now: Date): Promise<number> {
    const expired = await this.transactions.expiredPrepared(this.dataSource.manager, now, BATCH);
    let released = 0;
    for (const transaction of expired) {
      await this.dataSource.transaction(async (manager) => {
        const loaded = await this.store.lock(manager, transaction.envelope_id);
        const settled = await this.transactions.resetPrepared(manager, transaction.id);
        const recipient = loaded?.recipients.find((candidate) => candidate.id === transaction.recipient_id);
        if (!loaded || !recipient || !settled) return;
        if (recipient.state !== RecipientState.Signing) return;
        if (await this.signingRequests.hasRequestOf(manager, recipient.id)) return;
        if (await this.transactions.hasLivePreparation(manager, recipient.id, now)) return;
        await this.store.persist(
          manager,
          loaded,
          abandonSigning(this.store.snapshot(loaded), { recipientId: recipient.id }),
        );
        await this.store.logRecipient(manager, loaded.envelope.id, recipient, 'recipient.signature_expired', {
          type: 'recipient.signature_reset',
        });
        released += 1;
      });
    }
    return released;
  }
}
