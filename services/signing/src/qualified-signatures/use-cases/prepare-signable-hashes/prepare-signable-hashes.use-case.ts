import { Injectable } from '@nestjs/common';
import { blobKeys, putPdf, type BlobStore } from '@rubrica/blob';
import { timestampFromDate, type RpcRequest, type RpcResponseInit } from '@rubrica/proto';
import { InjectBlobStore } from '../../../blob-store/blob-store.provider.js';
import { SigningRequestError } from '../../../signing-requests/signing-requests.exception.js';
import { yieldToEventLoop } from '../../../signing-requests/yield-to-event-loop.util.js';
import { InjectSigningConfig } from '../../../signing-config.module.js';
import type { SigningConfig } from '../../../signing.config.js';
import { checkSigningCertificate } from '../../certificates/check-signing-certificate.util.js';
import { parsePemChain } from '../../certificates/parse-pem-chain.util.js';
import { ExternalTransactions, type PreparedDocument } from '../../external-transactions.store.js';
import { prepareQualifiedRevision } from '../../prepare-qualified-revision.util.js';
import { toSignerCertificate } from '../../to-signer-certificate.util.js';
import { timestampAuthoritySettings } from '../../../timestamps/timestamp-authority.settings.js';

type Pattern = 'signing.prepare_signable_hashes.v1';

/**
 * Step one of a local-plugin signature (`signing.prepare_signable_hashes.v1`): checks the
 * plugin's certificate chain, appends the recipient's drawings and an AD-RB signature revision
 * with an empty CMS to every document, keeps the prepared PDFs and signed attributes under a new
 * transaction (the spec's `tcn`) for EXTERNAL_SIGNATURE_TTL_S, and answers the hashes to sign.
 */
@Injectable()
export class PrepareSignableHashesUseCase {
  constructor(
    private readonly transactions: ExternalTransactions,
    @InjectBlobStore() private readonly blobs: BlobStore,
    @InjectSigningConfig() private readonly config: SigningConfig,
  ) {}

  async execute(request: RpcRequest<Pattern>): Promise<RpcResponseInit<Pattern>> {
    const chain = parsePemChain(request.certificateChainPem);
    const certificate = checkSigningCertificate(chain);
    if (request.documents.length === 0) {
      throw SigningRequestError.invalidRequest('There are no documents to sign.');
    }
    const known = new Set(request.documents.map((document) => document.documentId));
    const stray = request.drawings.find((drawing) => !known.has(drawing.documentId));
    if (stray) {
      throw SigningRequestError.invalidDrawing(
        `A drawing names document ${stray.documentId}, which the request does not carry.`,
      );
    }
    await this.transactions.removeExpired(this.blobs);

    const transactionId = this.transactions.newId();
    const prepared: PreparedDocument[] = [];
    const hashes: { documentId: string; signableHash: string }[] = [];
    for (const document of request.documents) {
      const result = await prepareQualifiedRevision(this.blobs, document, request.drawings, chain, {
        reason: request.reason,
        location: request.location,
        timestampReserveBytes: timestampAuthoritySettings(this.config)?.reserveBytes ?? 0,
      });
      const key = blobKeys.prepared(
        request.organizationId,
        request.envelopeId,
        document.documentId,
        transactionId,
      );
      await putPdf(this.blobs, key, result.preparedPdf);
      prepared.push({
        documentId: document.documentId,
        baseSha256: document.sha256,
        preparedBlobKey: key,
        signedAttributes: Buffer.from(result.signedAttributesDer).toString('base64'),
      });
      hashes.push({ documentId: document.documentId, signableHash: result.hashToSign.base64 });
      await yieldToEventLoop();
    }
    const expiresAt = new Date(Date.now() + this.config.EXTERNAL_SIGNATURE_TTL_S * 1000);
    await this.transactions.save({
      id: transactionId,
      envelopeId: request.envelopeId,
      organizationId: request.organizationId,
      recipientId: request.recipientId,
      certificateChain: chain.map((der) => Buffer.from(der).toString('base64')),
      documents: prepared,
      expiresAt,
    });
    return {
      transactionId,
      documents: hashes,
      expiresAt: timestampFromDate(expiresAt),
      certificate: toSignerCertificate(certificate),
    };
  }
}
