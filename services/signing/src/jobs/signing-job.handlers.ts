import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import { unhandledJob, type QueueHandlers } from '@rubrica/service-kit';

/**
 * The handlers of the `signing` queue (PDF rendering, sealing and the signature page). Each job is handled by the feature that
 * owns it; until that feature exists its job fails visibly and waits in the dead-letter list.
 */
@Injectable()
export class SigningJobHandlers implements QueueHandlers<'signing'> {
  readonly handlers: JobHandlers<'signing'> = {
    'render-document': unhandledJob('signing', 'render-document'),
    'seal-envelope': unhandledJob('signing', 'seal-envelope'),
    'build-signature-page': unhandledJob('signing', 'build-signature-page'),
  };
}
