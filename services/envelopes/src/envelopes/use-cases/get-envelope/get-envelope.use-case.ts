import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { findEnvelopeForReader, type SenderScope } from '../../envelope-access.js';
import { documentsOf, elementsOf, recipientsOf } from '../../envelope-parts.store.js';
import {
  presentDocument,
  presentEnvelope,
  recipientsFor,
  recipientsStats,
} from '../../envelope.presenter.js';
import type { EnvelopeEntity } from '../../envelope.entity.js';

@Injectable()
export class GetEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly callers: CallerDirectory,
  ) {}

  /**
   * The envelope for its sender, or for a recipient signed in with the address it was sent to.
   * `extended` adds documents (with their fields and contents), recipients and recipients_stats.
   */
  async execute(scope: SenderScope, id: string, options: { extended: boolean }) {
    const manager = this.dataSource.manager;
    const envelope = await findEnvelopeForReader(
      manager,
      scope,
      id,
      async () => (await this.callers.profileOf(scope.userId)).email,
    );
    if (!options.extended) return presentEnvelope(envelope);
    const [recipients, documents] = await Promise.all([
      recipientsOf(manager, [envelope.id]).then((map) => map.get(envelope.id) ?? []),
      documentsOf(manager, [envelope.id]).then((map) => map.get(envelope.id) ?? []),
    ]);
    const elements = await elementsOf(
      manager,
      documents.map((document) => document.id),
    );
    return {
      ...presentEnvelope(envelope),
      documents: documents.map((document) =>
        presentDocument(document, envelope.organizationId, elements.get(document.id)),
      ),
      recipients: recipientsFor(recipients, await this.readerOf(scope, envelope), envelope),
      recipients_stats: recipientsStats(recipients),
    };
  }

  /** A recipient reading it sees co-recipients without their addresses (presentCoRecipient). */
  private async readerOf(scope: SenderScope, envelope: EnvelopeEntity) {
    if (envelope.senderUserId === scope.userId) return { isSender: true };
    return { isSender: false, email: (await this.callers.profileOf(scope.userId)).email };
  }
}
