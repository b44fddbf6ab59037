import { Injectable } from '@nestjs/common';
import { CertificateRevocation } from '../../certificates/certificate-revocation.service.js';
import { parsePemChain } from '../../certificates/parse-pem-chain.util.js';
import { readCertificate } from '../../certificates/read-certificate.util.js';
import { CloudSessions, type SessionCertificate } from '../../cloud-sessions.store.js';
import {
  InjectCloudCertificateProvider,
  type CloudCertificateProvider,
} from '../../cloud-certificates/cloud-certificate.port.js';
import type { OpenCloudSessionInput, OpenCloudSessionResponse } from '../../qualified-signatures.schemas.js';
import { InjectSigningConfig } from '../../../signing-config.module.js';
import { cloudCertificateSettings, type SigningConfig } from '../../../signing.config.js';

/**
 * `POST /bird-id`: signs in to the cloud certificate service with the signer's CPF/CNPJ and OTP,
 * lists their certificates (validity and revocation read from the certificates themselves), and
 * keeps the provider's token in a session the answer names by an opaque handle.
 */
@Injectable()
export class OpenCloudSessionUseCase {
  constructor(
    @InjectCloudCertificateProvider() private readonly provider: CloudCertificateProvider,
    private readonly sessions: CloudSessions,
    private readonly revocation: CertificateRevocation,
    @InjectSigningConfig() private readonly config: SigningConfig,
  ) {}

  async execute(input: OpenCloudSessionInput): Promise<OpenCloudSessionResponse> {
    const authorization = await this.provider.authorize(input.cpf_cnpj, input.otp);
    const found = await this.provider.discoverCertificates(authorization.accessToken);
    const now = Date.now();
    const certificates: SessionCertificate[] = [];
    for (const entry of found) {
      let chain: Uint8Array[];
      try {
        chain = parsePemChain(entry.chainPem);
      } catch {
        continue; // a certificate we cannot read cannot sign either
      }
      const facts = readCertificate(chain[0]);
      certificates.push({
        alias: entry.alias,
        chainPem: entry.chainPem,
        notBefore: facts.notBefore.toISOString(),
        notAfter: facts.notAfter.toISOString(),
        wasRevoked: (await this.revocation.isRevoked(facts)) === true,
      });
    }
    const ttl = Math.min(
      authorization.expiresInSeconds,
      cloudCertificateSettings(this.config).sessionTtlSeconds,
    );
    const handle = await this.sessions.open({
      providerToken: authorization.accessToken,
      cpfCnpj: input.cpf_cnpj,
      certificates,
      expiresAt: new Date(now + ttl * 1000),
    });
    return {
      access_token: handle,
      certificates: certificates.map((certificate) => ({
        alias: certificate.alias,
        validity: { not_before: certificate.notBefore, not_after: certificate.notAfter },
        was_revoked: certificate.wasRevoked,
        has_valid_date: Date.parse(certificate.notBefore) <= now && now <= Date.parse(certificate.notAfter),
      })),
    };
  }
}
