import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { ContentEntity } from '../../../envelopes/content.entity.js';
import { FieldEntity } from '../../../envelopes/field.entity.js';
import { EnvelopeFlowStore } from '../../../sending/envelope-flow.store.js';
import { FlowMailer } from '../../../sending/flow-mailer.js';
import { RecipientAccessResolver } from '../../recipient-access.js';
import { presentRecipientView } from '../../recipient-view.presenter.js';

/** GET p/envelopes/recipients/{token}: the recipient's view, and the organization it belongs to. */
@Injectable()
export class GetRecipientViewUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly mailer: FlowMailer,
  ) {}

  async execute(token: string) {
    const manager = this.dataSource.manager;
    const access = await this.access.forReading(manager, token);
    const documentIds = access.documents.map((document) => document.id);
    const [fields, contents] = documentIds.length
      ? await Promise.all([
          manager.find(FieldEntity, { where: { documentId: In(documentIds) } }),
          manager.find(ContentEntity, { where: { documentId: In(documentIds) } }),
        ])
      : [[], []];
    const base = this.mailer.link(`/api/p/envelopes/${token}`);
    return {
      organizationId: access.envelope.organizationId,
      body: presentRecipientView({
        ...access,
        fields,
        contents,
        snapshot: this.store.snapshot(access),
        links: (documentId) => ({
          display: `${base}/documents/${documentId}/display`,
          download: `${base}/download`,
          background_sheet: `${base}/background-sheet/download`,
        }),
      }),
    };
  }
}
