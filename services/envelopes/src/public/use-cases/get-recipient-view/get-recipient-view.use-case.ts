import { Injectable } from '@nestjs/common';
import type { BlobStore } from '@rubrica/blob';
import { DataSource, In } from 'typeorm';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { InjectBlobStore } from '../../../common/envelopes-tokens.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import { contactOf } from '../../../envelopes/envelope-proto.mapper.js';
import type { ActionOrigin } from '../../../common/action-context.util.js';
import { RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { presentRecipientView } from '../../recipient-view.presenter.js';
import { signatureImagesMade } from '../../signature-images-made.util.js';

/** GET p/envelopes/recipients/{token}: the recipient's view, and the organization it belongs to. */
@Injectable()
export class GetRecipientViewUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly mailer: FlowMailer,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(token: string, context?: ActionOrigin) {
    const manager = this.dataSource.manager;
    const access = await this.access.forReading(manager, token);
    if (context) await this.recordFirstOpening(access.envelope.id, access.recipient, context);
    const documentIds = access.documents.map((document) => document.id);
    const [fields, contents] = documentIds.length
      ? await Promise.all([
          manager.find(FieldEntity, { where: { documentId: In(documentIds) } }),
          manager.find(ContentEntity, { where: { documentId: In(documentIds) } }),
        ])
      : [[], []];
    const base = this.mailer.link(`/api/p/envelopes/${token}`);
    const signatureImages = await signatureImagesMade(this.blobs, access.recipient.id);
    return {
      organizationId: access.envelope.organizationId,
      body: presentRecipientView({
        ...access,
        fields,
        contents,
        snapshot: this.store.snapshot(access),
        signatureImages,
        links: (documentId) => ({
          display: `${base}/documents/${documentId}/display`,
          download: `${base}/download`,
          background_sheet: `${base}/background-sheet/download`,
        }),
      }),
    };
  }

  /**
   * Section 7 of the event log: "opened", once per recipient (the viewer refetches the
   * view after every action; those are not new openings).
   */
  private async recordFirstOpening(
    envelopeId: string,
    recipient: Parameters<typeof contactOf>[0] & { id: string },
    context: ActionOrigin,
  ): Promise<void> {
    // An opening once recorded stays recorded, so a view after the first needs neither the lock
    // nor a transaction to know it; the first one checks again under the lock.
    if (await this.store.hasOpened(this.dataSource.manager, envelopeId, recipient.id)) return;
    await this.dataSource.transaction(async (manager) => {
      // The history's lock, which the entry's append takes anyway, held first: another opening of
      // this recipient waits for it, then finds this one recorded.
      await this.store.lockHistory(manager, envelopeId);
      if (await this.store.hasOpened(manager, envelopeId, recipient.id)) return;
      await this.store.logRecipient(manager, envelopeId, recipient, 'recipient.opened', {
        data: { ip_address: context.ipAddress, user_agent: context.userAgent },
        byRecipient: true,
      });
    });
  }
}
