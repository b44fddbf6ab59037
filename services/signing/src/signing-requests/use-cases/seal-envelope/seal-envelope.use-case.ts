import { crashPoint } from '@rubrica/config';
import { blobKeys, putPdf, readBlob, type BlobStore } from '@rubrica/blob';
import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { timestampNow, type EventMessage, type SignaturePage } from '@rubrica/proto';
import {
  signPdf,
  type DocumentTimestamper,
  type SignatureTimestamper,
  type SignerCredentials,
} from '../../../pdf/index.js';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { PlatformSigner } from '../../../platform-certificate/platform-signer.provider.js';
import { buildSignaturePage } from '../../../signature-page/build-signature-page.js';
import { JobTimestamps } from '../../../timestamps/job-timestamps.provider.js';
import { LongTermValidation } from '../../../timestamps/long-term-validation.provider.js';
import { finalFailure } from '../../final-failure.util.js';
import type { JobAttempt } from '../../job-attempt.js';
import { answerHead } from '../../answer-head.util.js';
import { pendingRequest } from '../../pending-request.util.js';
import type { RevisionInit } from '../../revision-init.js';
import { SigningAnswers } from '../../signing-answers.store.js';
import { SigningRequestError } from '../../signing-requests.exception.js';
import { yieldToEventLoop } from '../../yield-to-event-loop.util.js';

const SUBJECT = 'rubrica.envelopes.envelope.sealing_requested';
type SealingRequested = EventMessage<typeof SUBJECT>;

/** The signature field of the platform's seal, as viewers list it. */
const SEAL_FIELD = 'Rubrica seal';

/**
 * Job `seal-envelope`: seals every document with the platform certificate as one appended PAdES
 * signature, builds the signature page and seals it too, and answers
 * `rubrica.signing.envelope.sealed` with the sealed files' keys, sizes, SHA-256 and SHA-1. A PDF
 * error is answered as `.sealing_failed` at once; other failures are retried, then answered.
 *
 * With a timestamp authority (TSA_URL) every seal carries a signature timestamp (PAdES B-T). A
 * failing authority fails the run while a retry still starts within TSA_DEADLINE_MS of the
 * request; after that the seal is made without one, and each revision's `timestamped` says which.
 * With an authority, each sealed file also gets its long-term validation data (a DSS revision with
 * the certificates, CRLs and OCSP answers of its signatures and timestamps) and a document
 * timestamp over the whole (PAdES B-LTA), within the same deadline.
 */
@Injectable()
export class SealEnvelopeUseCase {
  private readonly logger = new Logger('SealEnvelope');

  constructor(
    private readonly dataSource: DataSource,
    private readonly answers: SigningAnswers,
    private readonly platformSigner: PlatformSigner,
    private readonly timestamps: JobTimestamps,
    private readonly longTerm: LongTermValidation,
    @InjectBlobStore() private readonly blobs: BlobStore,
  ) {}

  async execute(requestId: string, attempt: JobAttempt): Promise<void> {
    const pending = await pendingRequest(this.dataSource, requestId, SUBJECT);
    if (!pending) return;
    const { request, event } = pending;
    const answer = answerHead(event);

    let sealed: { documents: RevisionInit[]; signaturePage: RevisionInit };
    try {
      const timestamp = this.timestamps.forRun(request, attempt);
      const documentTimestamp = this.timestamps.documentsForRun(request, attempt);
      sealed = await this.sealAll(event, { timestamp, documentTimestamp });
    } catch (error) {
      const failure = finalFailure(error, attempt, this.logger, requestId);
      await this.answers.answer(requestId, 'rubrica.signing.envelope.sealing_failed', {
        ...answer,
        ...failure,
      });
      return;
    }
    crashPoint('signing.after-seal');
    await this.answers.answer(requestId, 'rubrica.signing.envelope.sealed', {
      ...answer,
      occurredAt: timestampNow(),
      ...sealed,
    });
  }

  private async sealAll(
    event: SealingRequested,
    timestamps: SealTimestamps,
  ): Promise<{ documents: RevisionInit[]; signaturePage: RevisionInit }> {
    const signer = await this.platformSigner.get();
    const documents: RevisionInit[] = [];
    for (const document of event.documents) {
      const source = await readBlob(this.blobs, document.blobKey);
      const key = blobKeys.sealed(
        event.organizationId,
        event.envelopeId,
        document.documentId,
        event.requestId,
      );
      documents.push({
        documentId: document.documentId,
        ...(await this.seal(source, key, signer, timestamps)),
      });
      // Some documents sealed and stored, the signature page not yet.
      crashPoint('signing.mid-seal');
      await yieldToEventLoop();
    }
    if (!event.signaturePage) {
      throw SigningRequestError.invalidRequest('The sealing request carries no signature page.');
    }
    const page = await buildSignaturePage(withSealedHashes(event.signaturePage, documents), (key) =>
      readBlob(this.blobs, key),
    );
    await yieldToEventLoop();
    const pageKey = blobKeys.signaturePage(event.organizationId, event.envelopeId, event.requestId);
    const signaturePage = { documentId: '', ...(await this.seal(page, pageKey, signer, timestamps)) };
    return { documents, signaturePage };
  }

  private async seal(
    source: Uint8Array,
    key: string,
    signer: SignerCredentials,
    { timestamp, documentTimestamp }: SealTimestamps,
  ): Promise<Omit<RevisionInit, 'documentId'>> {
    const signed = await signPdf(source, {
      signer,
      name: SEAL_FIELD,
      reason: 'Rubrica',
      ...(timestamp ? { timestamp, timestampReserveBytes: this.timestamps.reserveBytes } : {}),
    });
    const { timestamped } = signed;
    let pdf = signed.pdf;
    if (timestamp) {
      await yieldToEventLoop();
      const extended = await this.longTerm.extend(pdf, documentTimestamp);
      pdf = extended.pdf;
      if (!extended.documentTimestamp || extended.missing.length > 0) {
        this.logger.warn(
          `${key}: long-term validation ${extended.documentTimestamp ? 'stamped' : 'without a document timestamp'}` +
            (extended.missing.length > 0 ? `; missing ${extended.missing.join('; ')}` : ''),
        );
      }
    }
    const stored = await putPdf(this.blobs, key, pdf);
    const sha1 = createHash('sha1').update(stored.bytes).digest('hex');
    return { blobKey: key, sha256: stored.sha256, sha1, sizeBytes: BigInt(stored.size), timestamped };
  }
}

/** The timestampers of one run: signature timestamps, and the sealed files' document timestamps. */
interface SealTimestamps {
  timestamp: SignatureTimestamper | undefined;
  documentTimestamp: DocumentTimestamper | undefined;
}

/**
 * The page prints the hashes of the sealed files, the copies every recipient downloads and the
 * verifier matches (workspace spec, "Verifier": integrity compares SHA-1); the envelopes service
 * cannot know them when it asks, so they are filled in here once the documents are sealed.
 */
function withSealedHashes(page: SignaturePage, sealed: RevisionInit[]): SignaturePage {
  const byId = new Map(sealed.map((document) => [document.documentId, document]));
  return {
    ...page,
    documents: page.documents.map((document) => {
      const copy = byId.get(document.documentId);
      return copy ? { ...document, sha256: copy.sha256, sha1: copy.sha1 ?? document.sha1 } : document;
    }),
  };
}
