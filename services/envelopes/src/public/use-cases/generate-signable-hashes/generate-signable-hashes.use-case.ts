import { Injectable } from '@nestjs/common';
import { timestampDate } from '@rubrica/proto';
import { DataSource, type EntityManager } from 'typeorm';
import { startSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { RecipientState, SignatureType } from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { contactOf } from '../../../envelopes/envelope-proto.mapper.js';
import { SigningRequests, type ActionContext } from '../../../envelope-flow/signing-requests.js';
import { RevisionDrawings } from '../../../envelope-flow/revision-drawings.js';
import type { ActionOrigin } from '../../../common/action-context.util.js';
import type { SignableHashesInput } from '../../public.schemas.js';
import { QualifiedTransactions } from '../../../envelope-flow/qualified-transaction.store.js';
import { RecipientAccessResolver, type RecipientAccess } from '../../../envelope-flow/recipient-access.js';
import { RecipientActing } from '../../recipient-acting.js';
import { SignableHashesClient } from '../../signable-hashes.client.js';
import { SignableHashesError } from '../../public.exception.js';

/** A qualified signer's certificate chain, checked by the route, and where the request came from. */
export interface GenerateSignableHashesCommand {
  token: string;
  input: SignableHashesInput;
  origin: ActionOrigin;
}

export interface SignableHashesAnswer {
  documents: Array<{ id: string; signable_hash: string }>;
  tcn: string;
}

/**
 * POST p/envelopes/recipients/{token}/generate-signable-hashes (section 4, local plugin flow):
 * with the same rules as acting, the signing service prepares the recipient's revision of every
 * current document for their certificate and answers the hashes to sign. The transaction (`tcn`)
 * and the revisions it was prepared on are kept for the act that submits the signatures, and the
 * recipient is `signing` until then (or until reset-processing).
 *
 * The envelope stays locked while the signing service prepares, so no other recipient's revision
 * can land between reading the current revisions and recording the transaction.
 */
@Injectable()
export class GenerateSignableHashesUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly signingRequests: SigningRequests,
    private readonly drawings: RevisionDrawings,
    private readonly effectsRunner: FlowEffectsRunner,
    private readonly acting: RecipientActing,
    private readonly transactions: QualifiedTransactions,
    private readonly signing: SignableHashesClient,
  ) {}

  async execute({ token, input, origin }: GenerateSignableHashesCommand): Promise<SignableHashesAnswer> {
    const context: ActionContext = { ...origin, latitude: input.latitude, longitude: input.longitude };
    const effects = new FlowEffects();
    const answer = await this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      const { envelope, recipient } = access;
      if (recipient.signatureType !== SignatureType.Qualified) throw SignableHashesError.notQualified();
      await this.discardEarlierPreparation(manager, access);
      const { action } = await this.acting.check(manager, access);
      if (await this.signingRequests.hasRevisionUnderWay(manager, envelope.id)) {
        throw SignableHashesError.revisionUnderWay();
      }

      const documents = await this.signingRequests.currentRevisions(manager, access.documents);
      const name = contactOf(recipient).name;
      const prepared = await this.signing.prepare({
        envelopeId: envelope.id,
        organizationId: envelope.organizationId,
        isSandbox: envelope.isSandbox,
        recipientId: recipient.id,
        documents,
        drawings: await this.drawings.drawingsFor(manager, access, recipient),
        certificateChainPem: input.certificates,
        reason: `${name} signed "${envelope.title}"`,
        location:
          context.latitude !== undefined && context.longitude !== undefined
            ? `${context.latitude}, ${context.longitude}`
            : '',
      });
      const hashed = new Set(prepared.documents.map((item) => item.documentId));
      if (!prepared.transactionId || documents.some((document) => !hashed.has(document.documentId))) {
        throw SignableHashesError.unavailable();
      }

      const certificate = prepared.certificate;
      await this.transactions.record(manager, {
        envelopeId: envelope.id,
        recipientId: recipient.id,
        transactionId: prepared.transactionId,
        baseRevisions: documents.map((document) => ({
          documentId: document.documentId,
          blobKey: document.blobKey,
          sha256: document.sha256,
        })),
        documentIds: documents.map((document) => document.documentId),
        expiresAt: prepared.expiresAt ? timestampDate(prepared.expiresAt) : null,
        ...(certificate
          ? {
              certificate: {
                subject_name: certificate.subjectName,
                issuer_name: certificate.issuerName,
                serial_number: certificate.serialNumber,
                cpf_cnpj: certificate.cpfCnpj,
              },
            }
          : {}),
      });
      await this.store.persist(
        manager,
        access,
        startSigning(this.store.snapshot(access), { recipientId: recipient.id, action }),
      );
      await this.scheduler.dropReminders(manager, envelope.id, recipient.id, effects);
      await this.store.logRecipient(manager, envelope.id, recipient, 'recipient.signature_prepared', {
        data: {
          ip_address: context.ipAddress,
          user_agent: context.userAgent,
          ...(certificate?.subjectName ? { certificate_subject: certificate.subjectName } : {}),
        },
        byRecipient: true,
      });
      return {
        documents: prepared.documents
          .filter((item) => documents.some((document) => document.documentId === item.documentId))
          .map((item) => ({ id: item.documentId, signable_hash: item.signableHash })),
        tcn: prepared.transactionId,
      };
    });
    await this.effectsRunner.run(effects);
    return answer;
  }

  /**
   * Preparing again (the page was reloaded, the plugin flow restarted) replaces a preparation
   * never submitted: the recipient is waiting again before the rules of acting apply. Should the
   * new preparation fail, the transaction rolls back and the earlier one stands.
   */
  private async discardEarlierPreparation(manager: EntityManager, access: RecipientAccess): Promise<void> {
    const { envelope, recipient } = access;
    if (recipient.state !== RecipientState.Signing) return;
    const prepared = await this.transactions.prepared(manager, {
      envelopeId: envelope.id,
      recipientId: recipient.id,
    });
    if (prepared.length === 0 || (await this.signingRequests.hasRequestOf(manager, recipient.id))) return;
    for (const transaction of prepared) await this.transactions.settle(manager, transaction.id, 'reset');
    await this.acting.waitAgain(manager, access);
  }
}
