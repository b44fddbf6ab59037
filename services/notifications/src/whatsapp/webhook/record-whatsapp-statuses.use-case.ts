import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CloudStatusUpdate, CloudWebhookBody } from '../whatsapp-cloud-api.js';
import { WhatsappFailureReporter } from '../whatsapp-failure.reporter.js';
import { applyWhatsappStatus, type WhatsappStatusUpdate } from '../whatsapp-message.store.js';

function isReportedStatus(status: unknown): status is WhatsappStatusUpdate['status'] {
  return status === 'sent' || status === 'delivered' || status === 'read' || status === 'failed';
}

/**
 * A `messages` webhook from WhatsApp: each status moves its message forward (a late `sent` never
 * moves a `read` message back; `failed` is final), and a `failed` message becomes
 * `rubrica.notifications.whatsapp.failed` in the same transaction. A status for a message not
 * recorded yet waits for it (whatsapp-message.store.ts); other webhook fields are ignored.
 */
@Injectable()
export class RecordWhatsappStatusesUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly failures: WhatsappFailureReporter,
  ) {}

  /** Returns how many statuses changed a message. */
  async execute(body: CloudWebhookBody): Promise<number> {
    let changed = 0;
    for (const entry of body.entry ?? [])
      for (const change of entry.changes ?? [])
        for (const status of change.value?.statuses ?? []) if (await this.apply(status)) changed += 1;
    return changed;
  }

  private async apply(update: CloudStatusUpdate): Promise<boolean> {
    if (typeof update?.id !== 'string' || !update.id || !isReportedStatus(update.status)) return false;
    const seconds = Number(update.timestamp);
    const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
    const status = update.status;
    return this.dataSource.transaction((manager) =>
      applyWhatsappStatus(manager, this.failures, update.id, { status, at, error: update.errors?.[0] }),
    );
  }
}
