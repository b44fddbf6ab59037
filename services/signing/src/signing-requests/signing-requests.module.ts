import { Module } from '@nestjs/common';
import { blobStoreProvider } from '../blob-store/blob-store.provider.js';
import { CloudCertificatesModule } from '../qualified-signatures/cloud-certificates.module.js';
import { PlatformSigner } from '../platform-certificate/platform-signer.provider.js';
import { JobTimestamps } from '../timestamps/job-timestamps.provider.js';
import { LongTermValidation } from '../timestamps/long-term-validation.provider.js';
import { RevocationSources } from '../timestamps/revocation-data.client.js';
import { TimestampAuthority } from '../timestamps/timestamp-authority.client.js';
import { SigningAnswers } from './signing-answers.store.js';
import { SigningQueue } from './signing-queue.provider.js';
import { SigningRequestsConsumer } from './signing-requests.consumer.js';
import { AcceptSigningRequestUseCase } from './use-cases/accept-signing-request/accept-signing-request.use-case.js';
import { ApplyRecipientRevisionUseCase } from './use-cases/apply-recipient-revision/apply-recipient-revision.use-case.js';
import { SealEnvelopeUseCase } from './use-cases/seal-envelope/seal-envelope.use-case.js';

/**
 * The envelopes service's requests (recipient revisions, sealing): consumed, queued and worked
 * in the worker process, answered through the outbox.
 */
@Module({
  imports: [CloudCertificatesModule],
  providers: [
    blobStoreProvider,
    PlatformSigner,
    SigningAnswers,
    SigningQueue,
    SigningRequestsConsumer,
    AcceptSigningRequestUseCase,
    ApplyRecipientRevisionUseCase,
    SealEnvelopeUseCase,
    TimestampAuthority,
    JobTimestamps,
    RevocationSources,
    LongTermValidation,
  ],
  exports: [ApplyRecipientRevisionUseCase, SealEnvelopeUseCase, SigningRequestsConsumer],
})
export class SigningRequestsModule {}
