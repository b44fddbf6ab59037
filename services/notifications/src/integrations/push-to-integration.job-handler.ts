import { Inject, Injectable } from '@nestjs/common';
import { readBlob, type BlobStore } from '@rubrica/blob';
import type { FinalJobFailure } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import type { WebhookSecretBox } from '../webhooks/webhook-secret-box.js';
import { InjectSecretBox } from '../webhooks/webhooks.tokens.js';
import { isLastAttempt } from '../jobs/job-attempt.js';
import { DocuwareCallError } from './docuware/docuware-call.error.js';
import { openDocuwareArchive } from './docuware/docuware-archive.js';
import type { DocuwareSettings } from './docuware/docuware-connection.util.js';
import { integrationStore, type IntegrationPushRow, type IntegrationRow } from './integration.store.js';
import { IntegrationPushReporter } from './integration-push.reporter.js';
import { InjectDocuwareSettings } from './integrations.tokens.js';
import { openConfig } from './sealed-config.util.js';

export const INTEGRATION_BLOBS = Symbol('INTEGRATION_BLOBS');

const reasonOf = (error: unknown) =>
  error instanceof DocuwareCallError ? `${error.code}: ${error.detail}` : (error as Error).message;

/**
 * One `push-to-integration` job: logs on to the organization's DocuWare with the sealed
 * credentials (read again on every run, so a fixed password helps the next retry), and stores
 * each file of the push in the configured cabinet with Rubrica's index values. Each stored file is
 * remembered at once, so a retry stores only what is missing. A failure is retried by BullMQ; the
 * last one settles the push as failed, and either outcome goes to the envelope's history.
 */
@Injectable()
export class PushToIntegrationJobHandler {
  constructor(
    private readonly db: DataSource,
    @InjectSecretBox() private readonly box: WebhookSecretBox,
    @InjectDocuwareSettings() private readonly docuware: DocuwareSettings,
    @Inject(INTEGRATION_BLOBS) private readonly blobs: BlobStore,
    private readonly reporter: IntegrationPushReporter,
  ) {}

  async handle(payload: { pushId: string }, job: { attemptsMade: number; attempts: number }): Promise<void> {
    const last = isLastAttempt(job);
    const push = await integrationStore.pushById(this.db, payload.pushId);
    if (!push) {
      // Enqueued inside the consumer's transaction: a job that runs before its commit is retried.
      if (last) return;
      throw new Error(`integration push ${payload.pushId} is not recorded (yet)`);
    }
    if (push.status !== 'pending') return;
    const attempt = job.attemptsMade + 1;
    const integration = await integrationStore.findForPush(this.db, push);
    if (!integration) {
      // Disconnected before its files went: no retry can bring it back.
      await this.reporter.report(push.id, {
        attempts: attempt,
        target: push.target,
        reason: 'the integration was disconnected before the push',
      });
      return;
    }
    // The cabinet's name once the archive is open, for the history even when a store fails.
    const progress: { target: string | null } = { target: null };
    try {
      await this.pushFiles(push, integration, progress);
    } catch (error) {
      if (last) {
        await this.reporter.report(push.id, {
          attempts: attempt,
          target: progress.target,
          reason: reasonOf(error),
        });
        return;
      }
      await integrationStore.noteAttempt(this.db, push.id, attempt, reasonOf(error), progress.target);
      throw error;
    }
    await this.reporter.report(push.id, { attempts: attempt, target: progress.target });
  }

  /** A job BullMQ failed without the handler's last word (stalled): the push fails for good. */
  async reportFinalFailure({ job, error }: FinalJobFailure): Promise<void> {
    const pushId = (job.data?.payload as { pushId?: unknown } | undefined)?.pushId;
    if (typeof pushId !== 'string') return;
    await this.reporter.report(pushId, { attempts: job.attemptsMade, target: null, reason: error.message });
  }

  private async pushFiles(
    push: IntegrationPushRow,
    integration: IntegrationRow,
    progress: { target: string | null },
  ): Promise<void> {
    const archive = await openDocuwareArchive(this.docuware, openConfig(this.box, integration.config_sealed));
    progress.target = archive.cabinet.name;
    try {
      for (const file of push.payload.files) {
        if (push.stored[file.blobKey]) continue;
        const externalId = await archive.store(
          {
            fileName: file.name,
            contentType: 'application/pdf',
            body: await readBlob(this.blobs, file.blobKey),
          },
          {
            envelopeId: push.envelope_id,
            title: push.payload.title,
            documentName: file.name,
            sha256: file.sha256,
            completedAt: new Date(push.payload.completedAt),
          },
        );
        // DocuWare has the file; a crash before the next line stores it again on the retry.
        const stored = { name: file.name, external_id: externalId };
        await integrationStore.markStored(this.db, push.id, file.blobKey, stored);
        push.stored[file.blobKey] = stored;
      }
    } finally {
      await archive.close();
    }
  }
}
