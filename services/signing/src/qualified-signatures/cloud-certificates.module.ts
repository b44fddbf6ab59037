import { Module } from '@nestjs/common';
import { SIGNING_CONFIG } from '../signing-config.module.js';
import { cloudCertificateSettings, type SigningConfig, type SigningWorkerConfig } from '../signing.config.js';
import { CertificateRevocation } from './certificates/certificate-revocation.service.js';
import { CloudSessions } from './cloud-sessions.store.js';
import { CLOUD_CERTIFICATE_PROVIDER } from './cloud-certificates/cloud-certificate.port.js';
import { PscCloudCertificateAdapter } from './cloud-certificates/psc-cloud-certificate.adapter.js';
import { ExternalTransactions } from './external-transactions.store.js';

/**
 * What both signing processes share for qualified signatures: the cloud certificate service (the
 * PSC adapter, aimed at a real provider or at the sandbox by configuration), its sessions, the
 * prepared plugin transactions and revocation checks.
 */
@Module({
  providers: [
    {
      provide: CLOUD_CERTIFICATE_PROVIDER,
      useFactory: (config: SigningConfig | SigningWorkerConfig) =>
        new PscCloudCertificateAdapter(cloudCertificateSettings(config)),
      inject: [SIGNING_CONFIG],
    },
    CloudSessions,
    ExternalTransactions,
    CertificateRevocation,
  ],
  exports: [CLOUD_CERTIFICATE_PROVIDER, CloudSessions, ExternalTransactions, CertificateRevocation],
})
export class CloudCertificatesModule {}
