import { crashPoint } from '@rubrica/config';
import { Injectable, Logger } from '@nestjs/common';
import type { JobPayloads, SendEmailJob, SendWhatsappJob } from '@rubrica/jobs';
import { DataSource } from 'typeorm';
import { FlowQueues } from './flow-queues.js';
import { RecipientTokens } from './recipient-token.store.js';

type EnvelopeJobName = keyof JobPayloads['envelopes'];

export interface ScheduledJob<J extends EnvelopeJobName = EnvelopeJobName> {
  name: J;
  payload: JobPayloads['envelopes'][J];
  jobId: string;
  runAt: Date;
}

/**
 * What a transition asks of Redis once its transaction has committed: e-mails, WhatsApp messages,
 * delayed jobs to add and delayed jobs to drop. Collected during the transaction so nothing is
 * enqueued for a change that was rolled back.
 */
export class FlowEffects {
  readonly mails: Array<{ jobId: string; job: SendEmailJob; tokenId?: string }> = [];
  readonly whatsapps: Array<{ jobId: string; job: SendWhatsappJob; tokenId?: string }> = [];
  readonly jobs: ScheduledJob[] = [];
  readonly removals: string[] = [];

  /** `tokenId`: the link token the mail carries, marked delivered once the mail is enqueued. */
  mail(jobId: string, job: SendEmailJob, tokenId?: string): void {
    this.mails.push({ jobId, job, tokenId });
  }

  /** `tokenId`: the link token the message carries, marked delivered once the message is enqueued. */
  whatsapp(jobId: string, job: SendWhatsappJob, tokenId?: string): void {
    this.whatsapps.push({ jobId, job, tokenId });
  }

  schedule(job: ScheduledJob): void {
    this.jobs.push(job);
  }

  unschedule(jobId: string): void {
    this.removals.push(jobId);
  }
}

/**
 * Carries out a committed transition's effects. Every job id is stable, so running twice is
 * harmless. A failure (Redis down) does not undo the committed change nor fail the request: it is
 * logged, and the reconciler re-adds lost delayed jobs (envelope_schedules) and re-invites
 * recipients whose link never left (recipient_tokens.delivered_at).
 */
@Injectable()
export class FlowEffectsRunner {
  private readonly logger = new Logger('EnvelopeFlow');

  constructor(
    private readonly queues: FlowQueues,
    private readonly dataSource: DataSource,
    private readonly tokens: RecipientTokens,
  ) {}

  async run(effects: FlowEffects): Promise<void> {
    for (const jobId of effects.removals) {
      await this.attempt(`remove job ${jobId}`, () => this.queues.remove('envelopes', jobId));
    }
    for (const job of effects.jobs) {
      const delay = Math.max(0, job.runAt.getTime() - Date.now());
      await this.attempt(`schedule job ${job.jobId}`, () =>
        this.queues.add('envelopes', job.name, job.payload as never, { jobId: job.jobId, delay }),
      );
    }
    // The change is committed; its e-mails are not queued yet (the undelivered-link sweep resends).
    if (effects.mails.length > 0) crashPoint('flow.before-mail-enqueue');
    // The links of the messages enqueued are marked delivered together, after the last enqueue:
    // one statement however many recipients (the completion e-mails' links are one per recipient).
    const delivered: string[] = [];
    for (const { jobId, job, tokenId } of effects.mails) {
      await this.attempt(`enqueue e-mail ${jobId}`, async () => {
        await this.queues.add('notifications', 'send-email', job, { jobId });
        if (tokenId) delivered.push(tokenId);
      });
    }
    for (const { jobId, job, tokenId } of effects.whatsapps) {
      await this.attempt(`enqueue WhatsApp message ${jobId}`, async () => {
        await this.queues.add('notifications', 'send-whatsapp', job, { jobId });
        if (tokenId) delivered.push(tokenId);
      });
    }
    await this.attempt(`mark ${delivered.length} links delivered`, () =>
      this.tokens.markDelivered(this.dataSource.manager, delivered),
    );
  }

  private async attempt(what: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.logger.error(`could not ${what}: ${(error as Error).message}`);
    }
  }
}
