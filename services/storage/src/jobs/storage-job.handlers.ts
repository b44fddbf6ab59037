import { Injectable } from '@nestjs/common';
import type { JobHandlers } from '@rubrica/jobs';
import { unhandledJob, type QueueHandlers } from '@rubrica/service-kit';

/**
 * The handlers of the `storage` queue (document conversion). Each job is handled by the feature that
 * owns it; until that feature exists its job fails visibly and waits in the dead-letter list.
 */
@Injectable()
export class StorageJobHandlers implements QueueHandlers<'storage'> {
  readonly handlers: JobHandlers<'storage'> = {
    'convert-document': unhandledJob('storage', 'convert-document'),
  };
}
