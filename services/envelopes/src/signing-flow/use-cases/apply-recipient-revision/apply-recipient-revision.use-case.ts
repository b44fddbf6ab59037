import { Injectable } from '@nestjs/common';
import { timestampDate, type EventMessage, type SignerCertificate } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { finishSigning } from '../../../envelopes/domain/envelope-signing-flow.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { lockAnswered } from '../../../envelope-flow/answered-request.js';
import type { FlowEffects } from '../../../envelope-flow/flow-effects.js';
import { SigningRequestStore } from '../../../envelope-flow/signing-request.store.js';
import type { RecordedCertificate } from '../../../envelope-flow/certificate-line.util.js';
import { RecipientProgress } from '../../../envelope-flow/recipient-progress.js';
import { SigningRequests } from '../../../envelope-flow/signing-requests.js';

type RecipientApplied = EventMessage<'rubrica.signing.recipient.applied'>;

/**
 * rubrica.signing.recipient.applied: the recipient's revision is appended to every document. The
 * documents move to the new revision and the recipient's action completes (next routing group,
 * or sealing once everyone is done). A qualified signer's certificate goes into the history; the
 * next queued recipient's request is published on top of this revision.
 */
@Injectable()
export class ApplyRecipientRevisionUseCase {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly requests: SigningRequestStore,
    private readonly progress: RecipientProgress,
    private readonly signingRequests: SigningRequests,
  ) {}

  async execute(manager: EntityManager, event: RecipientApplied, effects: FlowEffects): Promise<void> {
    const answered = await lockAnswered(this.store, this.requests, manager, event, 'recipient');
    if (!answered || answered.request.recipientId !== event.recipientId) return;
    const { loaded, request } = answered;
    const recipient = loaded.recipients.find((candidate) => candidate.id === request.recipientId);
    if (!recipient) return;
    const action = request.payload.action;
    // Decided before anything is written: a refused transition leaves no partial change.
    const result = finishSigning(this.store.snapshot(loaded), { recipientId: recipient.id, action });

    // The last revision the answer gives for a document is the one it moves to.
    const moves = new Map<string, { documentId: string; blobKey: string; sha256: string; size: number }>();
    for (const revision of event.documents) {
      const document = loaded.documents.find((candidate) => candidate.id === revision.documentId);
      if (!document || !revision.blobKey) continue;
      document.currentBlobKey = revision.blobKey;
      moves.set(document.id, {
        documentId: document.id,
        blobKey: revision.blobKey,
        sha256: revision.sha256,
        size: Number(revision.sizeBytes),
      });
    }
    await this.requests.moveToRevisions(manager, [...moves.values()]);
    await this.requests.settle(manager, request.id, 'applied');
    await this.progress.finish(
      manager,
      loaded,
      recipient,
      action,
      result,
      request.payload,
      effects,
      event.certificate ? recordedCertificate(event.certificate) : undefined,
    );
    // The next recipient's revision is appended to this one.
    await this.signingRequests.releaseQueued(manager, loaded);
  }
}

function recordedCertificate(certificate: SignerCertificate): RecordedCertificate {
  return {
    subject_name: certificate.subjectName,
    issuer_name: certificate.issuerName,
    serial_number: certificate.serialNumber,
    cpf_cnpj: certificate.cpfCnpj,
    ...(certificate.notBefore ? { not_before: timestampDate(certificate.notBefore).toISOString() } : {}),
    ...(certificate.notAfter ? { not_after: timestampDate(certificate.notAfter).toISOString() } : {}),
  };
}
