import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import type { QueueHandlers } from '@rubrica/service-kit';
import { ConvertDocumentUseCase } from '../conversions/use-cases/convert-document/convert-document.use-case.js';

/** The handlers of the `storage` queue; each job is handled by the feature that owns it. */
@Injectable()
export class StorageJobHandlers implements QueueHandlers<'storage'> {
  constructor(private readonly convertDocument: ConvertDocumentUseCase) {}

  readonly handlers: JobHandlers<'storage'> = {
    'convert-document': async ({ requestId }, job) => {
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.convertDocument.execute({ requestId, lastAttempt });
    },
  };
}
