import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CallerDirectory } from '../../../common/caller-directory.js';
import { findEnvelopeForReader, type SenderScope } from '../../../envelopes/envelope-access.js';
import { RecipientAccessResolver } from '../../../envelope-flow/recipient-access.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeFiles, type OutgoingFile } from '../../envelope-files.js';

export type DownloadKind = 'documents' | 'signature-page';

/**
 * GET envelopes/{id}/download, .../background-sheet/download and .../documents/{doc}/display (the
 * envelope's readers: its sender, or a signed-in recipient it was sent to), and their public
 * variants p/envelopes/{token}/... (the link's recipient). Each download is written to the
 * envelope's history.
 */
@Injectable()
export class DownloadDocumentsUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EnvelopeFlowStore,
    private readonly access: RecipientAccessResolver,
    private readonly files: EnvelopeFiles,
    private readonly callers: CallerDirectory,
  ) {}

  forMember(scope: SenderScope, envelopeId: string, kind: DownloadKind): Promise<OutgoingFile> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.lockReadable(manager, scope, envelopeId);
      const actor = { user_id: scope.userId };
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
  displayForMember(scope: SenderScope, envelopeId: string, documentId: string): Promise<OutgoingFile> {
    return this.dataSource.transaction(async (manager) => {
      const loaded = await this.lockReadable(manager, scope, envelopeId);
      return this.files.display(manager, loaded, documentId);
    });
  }

  async display(token: string, documentId: string): Promise<OutgoingFile> {
    const manager = this.dataSource.manager;
    const access = await this.access.forReading(manager, token);
    return this.files.display(manager, access, documentId);
  }

  /**
   * The files follow the rule of reading the envelope (GET envelopes/{id}): its sender, or a
   * recipient it was sent to. Any other member of the organization gets the same 404 as for a
   * missing envelope, whatever flags they hold: no permission flag grants reading another
   * member's envelopes (spec, workspace §6 lists none that would).
   */
  private async lockReadable(
    manager: EntityManager,
    scope: SenderScope,
    envelopeId: string,
  ): Promise<LoadedEnvelope> {
    // Another organization's envelope is a 404 before anything is asked about the caller.
    const loaded = await this.store.lockInOrganization(manager, scope.organizationId, envelopeId);
    await findEnvelopeForReader(
      manager,
      scope,
      envelopeId,
      async () => (await this.callers.profileOf(scope.userId)).email,
    );
    return loaded;
  }
}
