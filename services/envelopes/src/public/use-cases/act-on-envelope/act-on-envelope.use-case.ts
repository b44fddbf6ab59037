import { Injectable } from '@nestjs/common';
import { AppError, addFieldError, type FieldErrors } from '@rubrica/errors';
import { DataSource, type EntityManager } from 'typeorm';
import { startSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { EnvelopeDomainError } from '../../../envelopes/domain/envelope-domain.error.js';
import {
  EnvelopeState,
  RecipientState,
  SignatureType,
} from '../../../envelopes/domain/envelope-vocabulary.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { EnvelopeScheduler } from '../../../envelope-flow/envelope-scheduler.js';
import { FlowEffects, FlowEffectsRunner } from '../../../envelope-flow/flow-effects.js';
import { RecipientProgress } from '../../../envelope-flow/recipient-progress.js';
import {
  SigningRequests,
  type ActionContext,
  type QualifiedRequest,
} from '../../../envelope-flow/signing-requests.js';
import type { ActionOrigin } from '../../../common/action-context.util.js';
import type { ActInput } from '../../public.schemas.js';
import { QualifiedTransactions } from '../../../envelope-flow/qualified-transaction.store.js';
import { RecipientAccessResolver, type RecipientAccess } from '../../../envelope-flow/recipient-access.js';
import { RecipientActing } from '../../recipient-acting.js';
import { ActError } from '../../public.exception.js';

/** A recipient's action through their link: the body checked by the route, where it came from. */
export interface ActOnEnvelopeCommand {
  token: string;
  input: ActInput;
  origin: ActionOrigin;
}

type QualifiedMethod =
  | { kind: 'cloud'; alias: string; session: string }
  | { kind: 'plugin'; tcn: string; documents: Array<{ id: string; signature: string }> };

/**
 * POST p/envelopes/recipients/{token} (section 4, sign flow): signers sign, approvers approve,
 * viewers confirm they followed. Required fields and identifiers must be given first. A signer
 * (or an approver or viewer with fields) becomes `signing` and the signing service is asked for
 * their revision: the answer is 202 and the outcome arrives as an event. Approvers and viewers
 * without fields complete at once. After a failure (halted envelope) the failed recipient may retry.
 *
 * A qualified signer signs with their own certificate: a cloud certificate (the `POST /bird-id`
 * session) goes with the request; a local plugin's signatures complete the transaction that
 * generate-signable-hashes prepared, provided no other revision was applied since (else 409 and
 * the recipient is waiting again).
 */
@Injectable()
export class ActOnEnvelopeUseCase {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: RecipientAccessResolver,
    private readonly store: EnvelopeFlowStore,
    private readonly scheduler: EnvelopeScheduler,
    private readonly signingRequests: SigningRequests,
    private readonly progress: RecipientProgress,
    private readonly effectsRunner: FlowEffectsRunner,
    private readonly acting: RecipientActing,
    private readonly transactions: QualifiedTransactions,
  ) {}

  async execute({ token, input, origin }: ActOnEnvelopeCommand) {
    const context: ActionContext = { ...origin, latitude: input.latitude, longitude: input.longitude };
    const effects = new FlowEffects();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const access = await this.access.forActing(manager, token);
      if (access.recipient.signatureType !== SignatureType.Qualified) {
        return this.act(manager, access, context, effects);
      }
      const method = qualifiedMethodOf(input);
      if (method.kind === 'cloud') {
        return this.act(manager, access, context, effects, {
          cloud: { session: method.session, alias: method.alias },
        });
      }
      return this.submitPluginSignatures(manager, access, method, context);
    });
    await this.effectsRunner.run(effects);
    // A refusal that had to leave a change behind (the recipient waiting again) is thrown after the commit.
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  }

  private async act(
    manager: EntityManager,
    access: RecipientAccess,
    context: ActionContext,
    effects: FlowEffects,
    qualified?: QualifiedRequest,
  ) {
    const { recipient } = access;
    const { action, fields, direct } = await this.acting.check(manager, access);
    // Signers always get a revision; approvers and viewers only when they have fields to draw.
    const needsRevision = action === 'sign' || fields.length > 0;
    if (!needsRevision) {
      await this.progress.finish(manager, access, recipient, action, direct, context, effects);
    } else {
      const next = startSigning(this.store.snapshot(access), { recipientId: recipient.id, action });
      await this.store.persist(manager, access, next);
      await this.scheduler.dropReminders(manager, access.envelope.id, recipient.id, effects);
      await this.signingRequests.requestRecipientRevision(
        manager,
        access,
        recipient,
        { action, ...context, ...(qualified ? { qualified } : {}) },
        fields,
      );
      await this.store.logRecipient(
        manager,
        access.envelope.id,
        recipient,
        qualified ? 'recipient.signing_requested_cloud' : 'recipient.signing_requested',
        {
          type: 'recipient.signing_requested',
          params: { action },
          data: { ip_address: context.ipAddress, user_agent: context.userAgent },
          byRecipient: true,
        },
      );
    }
    return { state: recipient.state, envelope_state: access.envelope.state };
  }

  private async submitPluginSignatures(
    manager: EntityManager,
    access: RecipientAccess,
    method: Extract<QualifiedMethod, { kind: 'plugin' }>,
    context: ActionContext,
  ) {
    const { recipient, envelope } = access;
    const scope = { envelopeId: envelope.id, recipientId: recipient.id };
    const transaction = await this.transactions.find(manager, scope, method.tcn);
    if (!transaction) throw ActError.notYourTransaction();
    if (transaction.status === 'submitted') throw ActError.alreadySubmitted();
    if (transaction.status !== 'prepared') throw ActError.noLongerValid();
    if (envelope.state !== EnvelopeState.InTransit && envelope.state !== EnvelopeState.Halted) {
      throw new EnvelopeDomainError('envelope.not_in_transit');
    }
    if (recipient.state !== RecipientState.Signing) throw new EnvelopeDomainError('recipient.not_signing');

    const signed = new Map(method.documents.map((document) => [document.id, document.signature]));
    const complete =
      signed.size === method.documents.length &&
      signed.size === transaction.documentIds.length &&
      transaction.documentIds.every((id) => signed.has(id));
    if (!complete) throw ActError.everyDocument();
    const signatures = transaction.documentIds.map((documentId) => ({
      documentId,
      signature: Buffer.from(signed.get(documentId)!, 'base64').toString('base64'),
    }));
    const empty = signatures.findIndex((item) => item.signature.length === 0);
    if (empty >= 0) throw ActError.emptySignature(empty);

    const stale = await this.staleReason(manager, access, transaction);
    if (stale) {
      await this.transactions.settle(manager, transaction.id, 'stale');
      await this.acting.waitAgain(manager, access);
      await this.store.logRecipient(manager, envelope.id, recipient, 'recipient.signature_abandoned', {
        params: { failure: stale.code },
        data: { reason: stale.code },
        byRecipient: true,
      });
      return stale;
    }

    await this.transactions.settle(manager, transaction.id, 'submitted');
    await this.signingRequests.requestRecipientRevision(manager, access, recipient, {
      action: 'sign',
      ...context,
      qualified: { external: { transactionId: transaction.transactionId, signatures } },
    });
    await this.store.logRecipient(
      manager,
      envelope.id,
      recipient,
      'recipient.signing_requested_certificate',
      {
        type: 'recipient.signing_requested',
        data: { ip_address: context.ipAddress, user_agent: context.userAgent },
        byRecipient: true,
      },
    );
    return { state: recipient.state, envelope_state: envelope.state };
  }

  /** Why the prepared revisions are no longer the documents' current ones, if they are not. */
  private async staleReason(
    manager: EntityManager,
    access: RecipientAccess,
    transaction: {
      baseRevisions: Array<{ documentId: string; blobKey: string; sha256: string }>;
      expiresAt: Date | null;
    },
  ): Promise<AppError | null> {
    if (transaction.expiresAt && transaction.expiresAt.getTime() <= Date.now()) {
      return ActError.preparationExpired();
    }
    // Another recipient's revision is being made: it would land under the prepared one.
    if (await this.signingRequests.hasRevisionUnderWay(manager, access.envelope.id)) {
      return ActError.documentsMoved();
    }
    const current = await this.signingRequests.currentRevisions(manager, access.documents);
    const moved = transaction.baseRevisions.some((base) => {
      const now = current.find((revision) => revision.documentId === base.documentId);
      return !now || now.blobKey !== base.blobKey || now.sha256 !== base.sha256;
    });
    return moved ? ActError.documentsMoved() : null;
  }
}

/** Which certificate a qualified signer's request carries (contract of the act call). */
function qualifiedMethodOf(input: ActInput): QualifiedMethod {
  if (input.tcn !== undefined || input.documents !== undefined) {
    const errors: FieldErrors = {};
    if (!input.tcn) addFieldError(errors, 'tcn', 'signing.tcn_required');
    if (!input.documents) addFieldError(errors, 'documents', 'signing.documents_required');
    if (Object.keys(errors).length) throw AppError.validation(errors);
    return { kind: 'plugin', tcn: input.tcn!, documents: input.documents! };
  }
  const clouds = (input.certificates ?? []).filter((item) => typeof item !== 'string');
  if (clouds.length === 0) throw ActError.certificateNeeded();
  if (clouds.length > 1) throw ActError.oneCertificate();
  return { kind: 'cloud', alias: clouds[0]!.alias, session: clouds[0]!.access_token };
}
