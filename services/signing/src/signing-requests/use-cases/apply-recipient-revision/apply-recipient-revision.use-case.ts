import { crashPoint } from '@rubrica/config';
import { blobKeys, putPdf, readBlob, type BlobStore, type PutBlobResult } from '@rubrica/blob';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppError } from '@rubrica/errors';
import { timestampNow, type DocumentRevision, type EventMessage } from '@rubrica/proto';
import {
  completeExternalSignature,
  externalSignatureValue,
  PdfErrorCode,
  stampRevision,
  type Drawing,
  type SignatureTimestamper,
} from '../../../pdf/index.js';
import { CertificateRevocation } from '../../../qualified-signatures/certificates/certificate-revocation.service.js';
import { checkSigningCertificate } from '../../../qualified-signatures/certificates/check-signing-certificate.util.js';
import { parsePemChain } from '../../../qualified-signatures/certificates/parse-pem-chain.util.js';
import {
  readCertificate,
  type CertificateFacts,
} from '../../../qualified-signatures/certificates/read-certificate.util.js';
import {
  InjectCloudCertificateProvider,
  type CloudCertificateProvider,
} from '../../../qualified-signatures/cloud-certificates/cloud-certificate.port.js';
import {
  CloudSessions,
  type SessionCertificate,
} from '../../../qualified-signatures/cloud-sessions.store.js';
import { ExternalTransactions } from '../../../qualified-signatures/external-transactions.store.js';
import { prepareQualifiedRevision } from '../../../qualified-signatures/prepare-qualified-revision.util.js';
import { QualifiedSignatureError } from '../../../qualified-signatures/qualified-signatures.exception.js';
import {
  toSignerCertificate,
  type SignerCertificateInit,
} from '../../../qualified-signatures/to-signer-certificate.util.js';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { JobTimestamps } from '../../../timestamps/job-timestamps.provider.js';
import { finalFailure } from '../../final-failure.util.js';
import type { JobAttempt } from '../../job-attempt.js';
import { answerHead } from '../../answer-head.util.js';
import { pendingRequest } from '../../pending-request.util.js';
import type { RevisionInit } from '../../revision-init.js';
import { SigningAnswers } from '../../signing-answers.store.js';
import { SigningRequestError } from '../../signing-requests.exception.js';
import { toEngineDrawing } from '../../to-engine-drawing.util.js';
import { yieldToEventLoop } from '../../yield-to-event-loop.util.js';

const SUBJECT = 'rubrica.envelopes.recipient.signing_requested';
type SigningRequested = EventMessage<typeof SUBJECT>;
type CloudSignature = Extract<
  NonNullable<SigningRequested['qualified']>['method'],
  { case: 'cloud' }
>['value'];
type ExternalSignatures = Extract<
  NonNullable<SigningRequested['qualified']>['method'],
  { case: 'external' }
>['value'];

interface Applied {
  documents: RevisionInit[];
  /** Set when a qualified certificate signed the revisions. */
  certificate?: SignerCertificateInit;
}

/**
 * Job `apply-recipient-revision`: appends the recipient's drawings to each document that has any
 * as one incremental revision (ARCHITECTURE.md, "Documents, signatures and proof"), writes it
 * under its request's key and answers `rubrica.signing.recipient.applied` with every document's
 * current revision (unchanged documents keep theirs). A PDF or drawing error is answered as
 * `.failed` at once; other failures are retried, and answered as failed after the last attempt.
 *
 * A qualified signer's request (`qualified`) signs a revision of every document with their own
 * certificate (ARCHITECTURE.md, "Qualified signatures"): through the cloud certificate session
 * `POST /bird-id` opened, or by writing the signatures their local plugin made over the hashes
 * `signing.prepare_signable_hashes.v1` prepared. The answer then names the certificate. With a
 * timestamp authority (TSA_URL) each such signature carries a signature timestamp, within
 * TSA_DEADLINE_MS as the seal's (SealEnvelopeUseCase).
 */
@Injectable()
export class ApplyRecipientRevisionUseCase {
  private readonly logger = new Logger('RecipientRevision');

  constructor(
    private readonly dataSource: DataSource,
    private readonly answers: SigningAnswers,
    @InjectBlobStore() private readonly blobs: BlobStore,
    private readonly sessions: CloudSessions,
    private readonly transactions: ExternalTransactions,
    private readonly revocation: CertificateRevocation,
    @InjectCloudCertificateProvider() private readonly provider: CloudCertificateProvider,
    private readonly timestamps: JobTimestamps,
  ) {}

  async execute(requestId: string, attempt: JobAttempt): Promise<void> {
    const pending = await pendingRequest(this.dataSource, requestId, SUBJECT);
    if (!pending) return;
    const { request, event } = pending;
    const answer = { ...answerHead(event), recipientId: event.recipientId };

    let applied: Applied;
    try {
      const timestamp = this.timestamps.forRun(request, attempt);
      applied = await this.applyAll(event, timestamp);
    } catch (error) {
      const failure = finalFailure(error, attempt, this.logger, requestId);
      await this.answers.answer(requestId, 'rubrica.signing.recipient.failed', { ...answer, ...failure });
      return;
    }
    // The revision is written and stored; nobody has been told.
    crashPoint('signing.mid-revision');
    await this.answers.answer(requestId, 'rubrica.signing.recipient.applied', {
      ...answer,
      occurredAt: timestampNow(),
      documents: applied.documents,
      ...(applied.certificate ? { certificate: applied.certificate } : {}),
    });
  }

  private async applyAll(event: SigningRequested, timestamp?: SignatureTimestamper): Promise<Applied> {
    const known = new Set(event.documents.map((document) => document.documentId));
    const stray = event.drawings.find((drawing) => !known.has(drawing.documentId));
    if (stray) {
      throw SigningRequestError.invalidDrawing(
        `A drawing names document ${stray.documentId}, which the request does not carry.`,
      );
    }
    const method = event.qualified?.method;
    if (method?.case === 'cloud') return this.signWithCloudCertificate(event, method.value, timestamp);
    if (method?.case === 'external') return this.writeExternalSignatures(event, method.value, timestamp);
    const revisions: RevisionInit[] = [];
    for (const document of event.documents) {
      const requested = event.drawings.filter((drawing) => drawing.documentId === document.documentId);
      // A document with nothing to draw is answered with the revision it was asked about.
      revisions.push(requested.length === 0 ? document : await this.apply(event, document, requested));
      await yieldToEventLoop();
    }
    return { documents: revisions };
  }

  /**
   * Cloud certificate: the session's certificate (the alias asked for, or the valid one with the
   * latest not_after) signs every document's hash through the provider in one call.
   */
  private async signWithCloudCertificate(
    event: SigningRequested,
    cloud: CloudSignature,
    timestamp?: SignatureTimestamper,
  ): Promise<Applied> {
    const session = await this.sessions.find(cloud.session);
    if (!session) throw QualifiedSignatureError.sessionExpired();
    const chosen = chooseCertificate(session.certificates, cloud.alias);
    if (!chosen) throw QualifiedSignatureError.certificateNotFound();
    const chain = parsePemChain(chosen.chainPem);
    const facts = readCertificate(chain[0]);
    if (chosen.wasRevoked || (await this.revocation.isRevoked(facts)) === true) {
      throw QualifiedSignatureError.certificateRevoked();
    }
    checkSigningCertificate(chain);

    const prepared: {
      document: DocumentRevision;
      key: string;
      signedAttributes: Uint8Array;
      hash: Buffer;
    }[] = [];
    for (const document of event.documents) {
      const result = await prepareQualifiedRevision(this.blobs, document, event.drawings, chain, {
        timestampReserveBytes: this.timestamps.reserveBytes,
      });
      const key = this.revisionKey(event, document);
      await putPdf(this.blobs, key, result.preparedPdf);
      prepared.push({
        document,
        key,
        signedAttributes: result.signedAttributesDer,
        hash: Buffer.from(result.hashToSign.hex, 'hex'),
      });
      await yieldToEventLoop();
    }
    const signatures = await this.provider.signHashes(
      session.providerToken,
      chosen.alias,
      prepared.map((entry) => ({ id: entry.document.documentId, sha256: entry.hash })),
    );
    const signed = prepared.map((entry) => ({
      documentId: entry.document.documentId,
      preparedKey: entry.key,
      key: entry.key,
      signedAttributes: entry.signedAttributes,
      signature: signatures.get(entry.document.documentId)!,
    }));
    return this.writeEachSigned(signed, chain, facts, timestamp);
  }

  /**
   * Local plugin: the prepared transaction must be this recipient's and prepared over every
   * document's current revision; each signature is written into its prepared revision.
   */
  private async writeExternalSignatures(
    event: SigningRequested,
    external: ExternalSignatures,
    timestamp?: SignatureTimestamper,
  ): Promise<Applied> {
    const transaction = await this.transactions.find(external.transactionId);
    if (
      !transaction ||
      transaction.recipientId !== event.recipientId ||
      transaction.envelopeId !== event.envelopeId
    ) {
      throw QualifiedSignatureError.preparationNotFound();
    }
    const chain = transaction.certificateChain.map((der) => new Uint8Array(Buffer.from(der, 'base64')));
    const facts = readCertificate(chain[0]);
    for (const document of event.documents) {
      const prepared = transaction.documents.find((entry) => entry.documentId === document.documentId);
      if (!prepared || prepared.baseSha256 !== document.sha256) {
        throw QualifiedSignatureError.stalePreparation(document.documentId);
      }
    }
    const signed = event.documents.map((document) => {
      const prepared = transaction.documents.find((entry) => entry.documentId === document.documentId)!;
      const signature = external.signatures.find((entry) => entry.documentId === document.documentId);
      if (!signature || signature.signature.length === 0) {
        throw QualifiedSignatureError.invalidSignature(document.documentId);
      }
      return {
        documentId: document.documentId,
        preparedKey: prepared.preparedBlobKey,
        key: this.revisionKey(event, document),
        signedAttributes: new Uint8Array(Buffer.from(prepared.signedAttributes, 'base64')),
        signature: signature.signature,
      };
    });
    return this.writeEachSigned(signed, chain, facts, timestamp);
  }

  /**
   * Writes each document's signature into the revision prepared for it (read from `preparedKey`,
   * written to `key`), one document at a time, and answers the revisions with the signer's
   * certificate.
   */
  private async writeEachSigned(
    signed: Array<{
      documentId: string;
      preparedKey: string;
      key: string;
      signedAttributes: Uint8Array;
      signature: Uint8Array;
    }>,
    chain: Uint8Array[],
    facts: CertificateFacts,
    timestamp?: SignatureTimestamper,
  ): Promise<Applied> {
    const revisions: RevisionInit[] = [];
    for (const entry of signed) {
      const preparedPdf = await readBlob(this.blobs, entry.preparedKey);
      revisions.push(
        await this.writeSigned(
          entry.documentId,
          entry.key,
          preparedPdf,
          entry.signedAttributes,
          entry.signature,
          chain,
          timestamp,
        ),
      );
      await yieldToEventLoop();
    }
    return { documents: revisions, certificate: toSignerCertificate(facts) };
  }

  private async writeSigned(
    documentId: string,
    key: string,
    preparedPdf: Uint8Array,
    signedAttributes: Uint8Array,
    signature: Uint8Array,
    chain: Uint8Array[],
    timestamp?: SignatureTimestamper,
  ): Promise<RevisionInit> {
    let signed: Uint8Array;
    try {
      const timestampToken = timestamp
        ? await timestamp(externalSignatureValue(signedAttributes, signature, chain))
        : undefined;
      try {
        signed = completeExternalSignature(preparedPdf, signedAttributes, signature, chain, {
          inPlace: true,
          ...(timestampToken ? { timestampToken } : {}),
        });
      } catch (error) {
        // Prepared before an authority was configured: no room for the token, the signature goes without.
        if (!timestampToken || (error as AppError).code !== PdfErrorCode.SignatureTooLarge) throw error;
        this.logger.warn(`document ${documentId}: no room for the timestamp token in its prepared revision`);
        signed = completeExternalSignature(preparedPdf, signedAttributes, signature, chain, {
          inPlace: true,
        });
      }
    } catch (error) {
      const code = (error as AppError).code;
      if (code === PdfErrorCode.ExternalSignatureInvalid || code === PdfErrorCode.PreparedStateMismatch) {
        throw QualifiedSignatureError.invalidSignature(documentId);
      }
      throw error;
    }
    return storedRevision(documentId, await putPdf(this.blobs, key, signed));
  }

  private revisionKey(event: SigningRequested, document: DocumentRevision): string {
    return blobKeys.revision(event.organizationId, event.envelopeId, document.documentId, event.requestId);
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
    const written = await putPdf(this.blobs, this.revisionKey(event, document), pdf);
    return storedRevision(document.documentId, written);
  }
}

/** The alias asked for, else the valid certificate with the latest not_after, else any (to say why not). */
function chooseCertificate(
  certificates: SessionCertificate[],
  alias: string,
): SessionCertificate | undefined {
  if (alias) return certificates.find((certificate) => certificate.alias === alias);
  const now = Date.now();
  const valid = certificates
    .filter(
      (certificate) =>
        !certificate.wasRevoked &&
        Date.parse(certificate.notBefore) <= now &&
        now <= Date.parse(certificate.notAfter),
    )
    .sort((a, b) => Date.parse(b.notAfter) - Date.parse(a.notAfter));
  return valid[0] ?? certificates.find((certificate) => certificate.wasRevoked) ?? certificates[0];
}

/** A document's new revision as the answer carries it, once written. */
function storedRevision(documentId: string, stored: PutBlobResult): RevisionInit {
  return { documentId, blobKey: stored.key, sha256: stored.sha256, sizeBytes: BigInt(stored.size) };
}
