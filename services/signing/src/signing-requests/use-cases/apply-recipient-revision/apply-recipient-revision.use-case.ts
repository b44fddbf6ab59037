import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BlobStore } from '@rubrica/blob';
import { AppError } from '@rubrica/errors';
import { decodeEvent, timestampNow, type DocumentRevision, type EventMessage } from '@rubrica/proto';
import { stampRevision, type Drawing } from '../../../pdf/index.js';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { readBlob } from '../../../blob-store/read-blob.util.js';
import { findRequest } from '../../find-request.util.js';
import { isLastAttempt, type JobAttempt } from '../../job-attempt.js';
import type { RevisionInit } from '../../revision-init.js';
import { revisionKeys } from '../../revision-keys.util.js';
import { SigningAnswers } from '../../signing-answers.service.js';
import { isRetryable, SigningRequestError } from '../../signing-requests.exception.js';
import { toEngineDrawing } from '../../to-engine-drawing.util.js';
import { toPdfBuffer } from '../../to-pdf-buffer.util.js';
import { yieldToEventLoop } from '../../yield-to-event-loop.util.js';

const SUBJECT = 'rubrica.envelopes.recipient.signing_requested';
type SigningRequested = EventMessage<typeof SUBJECT>;

/**
 * Job `apply-recipient-revision`: appends the recipient's drawings to each document that has any
 * as one incremental revision (ARCHITECTURE.md, "Documents, signatures and proof"), writes it
 * under its request's key and answers `rubrica.signing.recipient.applied` with every document's
 * current revision (unchanged documents keep theirs). A PDF or drawing error is answered as
 * `.failed` at once; other failures are retried, and answered as failed after the last attempt.
 */
@Injectable()
export class ApplyRecipientRevisionUseCase {
  private readonly logger = new Logger('RecipientRevision');

  constructor(
    private readonly dataSource: DataSource,
    private readonly answers: SigningAnswers,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(requestId: string, attempt: JobAttempt): Promise<void> {
    const request = await findRequest(this.dataSource, requestId);
    if (request.status !== 'pending') return;
    const event = decodeEvent(SUBJECT, request.payload as Parameters<typeof decodeEvent>[1]);
    const answer = {
      envelopeId: event.envelopeId,
      organizationId: event.organizationId,
      isSandbox: event.isSandbox,
      recipientId: event.recipientId,
      requestId: event.requestId,
    };

    let documents: RevisionInit[];
    try {
      documents = await this.applyAll(event);
    } catch (error) {
      if (isRetryable(error) && !isLastAttempt(attempt)) throw error;
      const failure = isRetryable(error) ? SigningRequestError.exhausted(attempt.of) : (error as AppError);
      this.logger.warn(`request ${requestId} failed for good (${failure.code}): ${(error as Error).message}`);
      await this.answers.answer(requestId, 'rubrica.signing.recipient.failed', {
        ...answer,
        occurredAt: timestampNow(),
        failureCode: failure.code,
        failureMessage: failure.message,
      });
      return;
    }
    await this.answers.answer(requestId, 'rubrica.signing.recipient.applied', {
      ...answer,
      occurredAt: timestampNow(),
      documents,
    });
  }

  private async applyAll(event: SigningRequested): Promise<RevisionInit[]> {
    const known = new Set(event.documents.map((document) => document.documentId));
    const stray = event.drawings.find((drawing) => !known.has(drawing.documentId));
    if (stray) {
      throw SigningRequestError.invalidDrawing(
        `A drawing names document ${stray.documentId}, which the request does not carry.`,
      );
    }
    const revisions: RevisionInit[] = [];
    for (const document of event.documents) {
      const requested = event.drawings.filter((drawing) => drawing.documentId === document.documentId);
      revisions.push(
        requested.length === 0 ? unchanged(document) : await this.apply(event, document, requested),
      );
      await yieldToEventLoop();
    }
    return revisions;
  }

  private async apply(
    event: SigningRequested,
    document: DocumentRevision,
    requested: SigningRequested['drawings'],
  ): Promise<RevisionInit> {
    const drawings: Drawing[] = [];
    for (const drawing of requested) drawings.push(await toEngineDrawing(drawing, this.blobs));
    const source = await readBlob(this.blobs, document.blobKey);
    const { pdf } = await stampRevision(source, drawings);
    const key = revisionKeys.revision(
      event.organizationId,
      event.envelopeId,
      document.documentId,
      event.requestId,
    );
    const bytes = toPdfBuffer(pdf);
    const stored = await this.blobs.put(key, bytes, { size: bytes.length, contentType: 'application/pdf' });
    return {
      documentId: document.documentId,
      blobKey: key,
      sha256: stored.sha256,
      sizeBytes: BigInt(stored.size),
    };
  }
}

function unchanged(document: DocumentRevision): RevisionInit {
  return {
    documentId: document.documentId,
    blobKey: document.blobKey,
    sha256: document.sha256,
    sizeBytes: document.sizeBytes,
  };
}
