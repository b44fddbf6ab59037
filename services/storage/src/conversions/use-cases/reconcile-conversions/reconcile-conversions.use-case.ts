import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StorageWorkerConfig } from '../../../storage.config.js';
import { InjectStorageConfig } from '../../../storage-config.module.js';
import { conversionJobId } from '../../conversion-job-id.util.js';
import { ConversionRequestEntity } from '../../conversion-request.entity.js';
import { StorageQueue } from '../../storage-queue.provider.js';

// Requests looked at per run; the oldest first, the rest on the next run.
const BATCH = 100;

/**
 * Puts conversions stuck in `pending` past CONVERSION_STALE_AFTER_MS back on the queue
 * (ARCHITECTURE.md, "Heavy or slow work is a job"): a job lost with Redis, or dead-lettered
 * before its request was recorded, runs again; a job still queued or running is left alone.
 * Returns how many were put back.
 */
@Injectable()
export class ReconcileConversionsUseCase {
  private readonly logger = new Logger('ReconcileConversions');

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: StorageQueue,
    @InjectStorageConfig() private readonly config: StorageWorkerConfig,
  ) {}

  async execute(): Promise<number> {
    const stale: Array<Pick<ConversionRequestEntity, 'id'>> = await this.dataSource
      .getRepository(ConversionRequestEntity)
      .createQueryBuilder('request')
      .select('request.id', 'id')
      .where('request.status = :pending', { pending: 'pending' })
      .andWhere('request.created_at < now() - make_interval(secs => :seconds)', {
        seconds: this.config.CONVERSION_STALE_AFTER_MS / 1000,
      })
      .orderBy('request.created_at', 'ASC')
      .limit(BATCH)
      .getRawMany();
    let requeued = 0;
    for (const { id } of stale) {
      const outcome = await this.queue.requeue('convert-document', { requestId: id }, conversionJobId(id));
      if (outcome !== 'in-progress') requeued += 1;
    }
    if (requeued > 0) this.logger.warn(`put ${requeued} stuck conversion(s) back on the queue`);
    return requeued;
  }
}
