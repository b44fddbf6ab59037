import { Injectable } from '@nestjs/common';
import { timestampFromDate, type EventMessage } from '@rubrica/proto';
import type { EntityManager } from 'typeorm';
import { completeEnvelope } from '../../../envelopes/domain/envelope-state-machine.js';
import { EnvelopeEnding } from '../../../envelope-flow/envelope-ending.js';
import { EnvelopeFlowStore } from '../../../envelope-flow/envelope-flow.store.js';
import { lockAnswered } from '../../../envelope-flow/answered-request.js';
import type { FlowEffects } from '../../../envelope-flow/flow-effects.js';
import { FlowMailer } from '../../../envelope-flow/flow-mailer.js';
import {
  envelopeEventHead,
  toProtoDocument,
  toProtoRecipient,
} from '../../../envelopes/envelope-proto.mapper.js';
import { RecipientTokens } from '../../../envelope-flow/recipient-token.store.js';
import { EnvelopeSealStore } from '../../../envelope-flow/envelope-seal.store.js';
import { signaturePageName } from '../../../envelope-flow/signature-page-name.js';
import { SigningRequestStore } from '../../../envelope-flow/signing-request.store.js';

type EnvelopeSealed = EventMessage<'rubrica.signing.envelope.sealed'>;

/**
 * rubrica.signing.envelope.sealed: the signed documents and the signature page exist. Their keys
 * and hashes are recorded (the verifier compares SHA-1s), the envelope is completed (its history
 * entry says which seals carry a signature timestamp), and everyone gets the completion e-mail
 * (recipients with a download link of their own).
 */
@Injectable()
export class CompleteSealedEnvelopeUseCase {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly requests: SigningRequestStore,
    private readonly seals: EnvelopeSealStore,
    private readonly ending: EnvelopeEnding,
    private readonly tokens: RecipientTokens,
    private readonly mailer: FlowMailer,
  ) {}

  async execute(manager: EntityManager, event: EnvelopeSealed, effects: FlowEffects): Promise<void> {
    const answered = await lockAnswered(this.store, this.requests, manager, event, 'seal');
    if (!answered) return;
    const { loaded, request } = answered;
    const completed = completeEnvelope(this.store.snapshot(loaded));
    await this.requests.settle(manager, request.id, 'applied');

    // The last seal the answer gives for a document is the one kept.
    const sealed = new Map<
      string,
      { documentId: string; blobKey: string; sha256: string; sha1: string; size: number }
    >();
    for (const revision of event.documents) {
      if (!loaded.documents.some((document) => document.id === revision.documentId)) continue;
      sealed.set(revision.documentId, {
        documentId: revision.documentId,
        blobKey: revision.blobKey,
        sha256: revision.sha256,
        sha1: revision.sha1.toLowerCase(),
        size: Number(revision.sizeBytes),
      });
    }
    const signed: ReadonlyMap<string, { blobKey: string; sha256: string }> = sealed;
    const page = event.signaturePage;
    await this.seals.saveSeal(manager, event.envelopeId, [...sealed.values()], {
      blobKey: page?.blobKey ?? '',
      sha256: page?.sha256 ?? '',
    });

    await this.store.persist(manager, loaded, completed);
    await this.ending.end(manager, event.envelopeId, effects);
    const { envelope } = loaded;
    // Which seals carry a signature timestamp (the signature page's has no document id).
    const seals = [
      ...event.documents.map((revision) => ({
        document_id: revision.documentId,
        timestamped: revision.timestamped,
      })),
      { document_id: null, timestamped: page?.timestamped ?? false },
    ];
    await this.store.logEnvelope(manager, envelope.id, 'envelope.completed', {
      timestamped: seals.every((seal) => seal.timestamped),
      seals,
    });
    const sentAt = await this.store.sentAt(manager, envelope.id);
    await this.store.publish(manager, 'rubrica.envelopes.envelope.completed', {
      ...envelopeEventHead(envelope),
      ...(sentAt ? { sentAt: timestampFromDate(sentAt) } : {}),
      recipients: loaded.recipients.map(toProtoRecipient),
      documents: loaded.documents.map((document) => ({
        ...toProtoDocument(document),
        signedBlobKey: signed.get(document.id)?.blobKey ?? '',
        signedSha256: signed.get(document.id)?.sha256 ?? '',
      })),
      signaturePageBlobKey: page?.blobKey ?? '',
      signaturePageSha256: page?.sha256 ?? '',
      signaturePageName: page ? signaturePageName(loaded) : '',
    });

    const tokens = await this.tokens.issueEach(manager, loaded.recipients, 'download');
    for (const [index, recipient] of loaded.recipients.entries()) {
      this.mailer.completed(effects, envelope, recipient, tokens[index]!);
    }
    this.mailer.completedForSender(effects, envelope, loaded.recipients);
  }
}
