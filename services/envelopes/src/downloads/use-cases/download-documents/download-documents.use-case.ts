import { Injectable } from '@nestjs/common';
import type { OrganizationCaller } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { RecipientAccessResolver } from '../../../public/recipient-access.js';
import { EnvelopeFlowStore } from '../../../sending/envelope-flow.store.js';
import { EnvelopeFiles, type OutgoingFile } from '../../envelope-files.js';

export type DownloadKind = 'documents' | 'signature-page';

/**
 * GET envelopes/{id}/download and .../background-sheet/download (members of the envelope's
 * organization), and their public variants p/envelopes/{token}/... (the link's recipient).
 * Each download is written to the envelope's history.
 */
@Injectable()
export class DownloadDocumentsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly access: RecipientAccessResolver,
    private readonly files: EnvelopeFiles,
  ) {}

  forMember(caller: OrganizationCaller, envelopeId: string, kind: DownloadKind): Promise<OutgoingFile> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockInOrganization(manager, caller.organizationId, envelopeId);
      const actor = { user_id: caller.userId };
      return kind === 'documents'
        ? this.files.documents(manager, loaded, actor)
        : this.files.signaturePage(manager, loaded, actor);
    });
  }

  forRecipient(token: string, kind: DownloadKind): Promise<OutgoingFile> {
    return this.dataSource.transaction(async (manager) => {
      const access = await this.access.forReading(manager, token);
      const loaded = (await this.store.lock(manager, access.envelope.id))!;
      const actor = { recipient_id: access.recipient.id };
      return kind === 'documents'
        ? this.files.documents(manager, loaded, actor)
        : this.files.signaturePage(manager, loaded, actor);
    });
  }

  /** A document as the sender's and members' viewers show it (wizard, detail). */
  displayForMember(
    caller: OrganizationCaller,
    envelopeId: string,
    documentId: string,
  ): Promise<OutgoingFile> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.store.lockInOrganization(manager, caller.organizationId, envelopeId);
      return this.files.display(manager, loaded, documentId);
    });
  }

  async display(token: string, documentId: string): Promise<OutgoingFile> {
    const manager = this.dataSource.manager;
    const access = await this.access.forReading(manager, token);
    return this.files.display(manager, access, documentId);
  }
}
