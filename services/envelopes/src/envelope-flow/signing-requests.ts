import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { DocumentEntity } from '../envelopes/document.entity.js';
import type { FieldEntity } from '../envelopes/field.entity.js';
import { eventHead } from '../envelopes/envelope-proto.mapper.js';
import type { RecipientEntity } from '../envelopes/recipient.entity.js';
import { EnvelopeFlowStore, type LoadedEnvelope } from './envelope-flow.store.js';
import { RevisionDrawings } from './revision-drawings.js';
import { SignaturePageBuilder } from './signature-page.js';
import {
  SigningRequestStore,
  type ActionContext,
  type QualifiedRequest,
  type RecipientRequestPayload,
} from './signing-request.store.js';

export type { ActionContext, QualifiedRequest, RecipientRequestPayload };

function toProtoQualified(qualified: QualifiedRequest) {
  if ('cloud' in qualified) {
    return { method: { case: 'cloud' as const, value: qualified.cloud } };
  }
  return {
    method: {
      case: 'external' as const,
      value: {
        transactionId: qualified.external.transactionId,
        signatures: qualified.external.signatures.map((item) => ({
          documentId: item.documentId,
          signature: Buffer.from(item.signature, 'base64'),
        })),
      },
    },
  };
}

/**
 * The queue of requests the envelopes service makes of the signing service (proto
 * RecipientSigningRequested and EnvelopeSealingRequested): each is a row of signing_requests (so
 * its answer can be matched and stale answers ignored, and the reconciler can publish it again)
 * and an outbox event. What a revision draws is `RevisionDrawings`'s; the signature page is
 * `SignaturePageBuilder`'s.
 */
@Injectable()
export class SigningRequests {
  constructor(
    private readonly store: EnvelopeFlowStore,
    private readonly requests: SigningRequestStore,
    private readonly drawings: RevisionDrawings,
    private readonly signaturePage: SignaturePageBuilder,
  ) {}

  /** The current working revision of every document (proto DocumentRevision). */
  async currentRevisions(manager: EntityManager, documents: DocumentEntity[]) {
    const rows = await this.requests.revisionsOf(
      manager,
      documents.map((document) => document.id),
    );
    const byId = new Map(rows.map((row) => [row.document_id, row]));
    return documents.map((document) => {
      const revision = byId.get(document.id);
      return {
        documentId: document.id,
        blobKey: document.currentBlobKey,
        // Before any revision the working copy is the original as uploaded.
        sha256: revision?.blob_key === document.currentBlobKey ? revision.sha256 : document.sha256,
        sizeBytes: BigInt(
          revision?.blob_key === document.currentBlobKey ? Number(revision.size) : document.size,
        ),
      };
    });
  }

  /**
   * Asks for a recipient's revision. One revision of an envelope is made at a time: each is
   * appended to the previous one's output, so while another recipient's request is pending this
   * one waits (`queued`) and is published, with the revisions of that moment, once the pending
   * one settles (`releaseQueued`). The caller holds the envelope's lock. `fields`: the recipient's
   * fields on the envelope's documents, when the caller has read them in this transaction.
   */
  async requestRecipientRevision(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    payload: RecipientRequestPayload,
    fields?: FieldEntity[],
  ): Promise<{ requestId: string; queued: boolean }> {
    const requestId = randomUUID();
    // Whether it must wait, and whether this revision is the envelope's first, are asked as the
    // request is inserted.
    const { queued, applied } = await this.requests.insertRecipientRequest(manager, {
      id: requestId,
      envelopeId: loaded.envelope.id,
      recipientId: recipient.id,
      payload,
    });
    if (!queued)
      await this.publishRecipientRequest(manager, loaded, recipient, requestId, payload, {
        fields,
        firstRevision: !applied,
      });
    return { requestId, queued };
  }

  /** This recipient's own revision is being made or waits its turn. */
  hasRequestOf(manager: EntityManager, recipientId: string): Promise<boolean> {
    return this.requests.hasRequestOf(manager, recipientId);
  }

  /** A recipient's revision is being made or waits its turn: the documents are about to move. */
  hasRevisionUnderWay(manager: EntityManager, envelopeId: string): Promise<boolean> {
    return this.requests.hasRevisionUnderWay(manager, envelopeId);
  }

  /**
   * Once no recipient's revision is pending, publishes the oldest queued request with the
   * envelope's current revisions (the output of the one that just settled). The caller holds the
   * envelope's lock. Returns the published request's id, or null.
   */
  async releaseQueued(manager: EntityManager, loaded: LoadedEnvelope): Promise<string | null> {
    const next = await this.requests.lockNextQueued(manager, loaded.envelope.id);
    if (!next) return null;
    const recipient = loaded.recipients.find((candidate) => candidate.id === next.recipient_id);
    if (!recipient) {
      await this.requests.supersede(manager, next.id);
      return this.releaseQueued(manager, loaded);
    }
    await this.requests.markPublished(manager, next.id);
    await this.publishRecipientRequest(manager, loaded, recipient, next.id, next.payload);
    return next.id;
  }

  /**
   * For the reconciler: envelopes whose queued requests wait behind nothing (the pending one was
   * settled by a path that did not release them) get their next request published.
   */
  async releaseStranded(dataSource: DataSource, limit = 200): Promise<number> {
    let released = 0;
    for (const envelopeId of await this.requests.strandedEnvelopeIds(dataSource, limit)) {
      await dataSource.transaction(async (manager) => {
        const loaded = await this.store.lock(manager, envelopeId);
        if (loaded && (await this.releaseQueued(manager, loaded))) released += 1;
      });
    }
    return released;
  }

  /**
   * Publishes a pending request again, under the same request id (the signing service treats a
   * request id once), for the reconciler when no answer came in time.
   */
  async republish(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    request: { id: string; kind: 'recipient' | 'seal'; recipientId: string | null },
  ): Promise<void> {
    if (request.kind === 'seal') await this.publishSealingRequest(manager, loaded, request.id);
    else {
      const recipient = loaded.recipients.find((candidate) => candidate.id === request.recipientId);
      const payload = await this.requests.payloadOf(manager, request.id);
      if (recipient && payload)
        await this.publishRecipientRequest(manager, loaded, recipient, request.id, payload);
    }
    await this.requests.markRepublished(manager, request.id);
  }

  private async publishRecipientRequest(
    manager: EntityManager,
    loaded: LoadedEnvelope,
    recipient: RecipientEntity,
    requestId: string,
    payload: RecipientRequestPayload,
    known: { fields?: FieldEntity[]; firstRevision?: boolean } = {},
  ): Promise<void> {
    await this.store.publish(manager, 'rubrica.envelopes.recipient.signing_requested', {
      ...eventHead(loaded.envelope),
      recipientId: recipient.id,
      requestId,
      documents: await this.currentRevisions(manager, loaded.documents),
      drawings: await this.drawings.drawingsFor(manager, loaded, recipient, known),
      ...(payload.qualified ? { qualified: toProtoQualified(payload.qualified) } : {}),
    });
  }

  /** Every actor is done: the documents are to be sealed and the signature page produced. */
  async requestSealing(manager: EntityManager, loaded: LoadedEnvelope): Promise<string> {
    const requestId = randomUUID();
    await this.requests.replaceSealRequest(manager, loaded.envelope.id, requestId);
    await this.publishSealingRequest(manager, loaded, requestId);
    await this.store.logEnvelope(manager, loaded.envelope.id, 'envelope.sealing_requested', {
      request_id: requestId,
    });
    return requestId;
  }

  private async publishSealingRequest(manager: EntityManager, loaded: LoadedEnvelope, requestId: string) {
    await this.store.publish(manager, 'rubrica.envelopes.envelope.sealing_requested', {
      ...eventHead(loaded.envelope),
      requestId,
      documents: await this.currentRevisions(manager, loaded.documents),
      signaturePage: await this.signaturePage.build(manager, loaded),
    });
  }
}
