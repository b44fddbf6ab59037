import { readFile } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import { ensureDevelopmentCertificate, loadPkcs12, type SignerCredentials } from '../pdf/index.js';
import type { SigningWorkerConfig } from '../signing.config.js';
import { InjectSigningConfig } from '../signing-config.module.js';

/**
 * The platform's sealing credentials, read once on first use: the configured PKCS#12
 * (SIGNING_PKCS12_PATH and its password), or else a development certificate kept in
 * SIGNING_DATA_DIR, generated on the first run with a log line saying so.
 */
@Injectable()
export class PlatformSigner {
  private readonly logger = new Logger('PlatformSigner');
  private credentials: Promise<SignerCredentials> | undefined;

  constructor(@InjectSigningConfig() private readonly config: SigningWorkerConfig) {}

  get(): Promise<SignerCredentials> {
    this.credentials ??= this.load().catch((error: unknown) => {
      // A later job tries again (the file may be mounted late); the error reaches this job.
      this.credentials = undefined;
      throw error;
    });
    return this.credentials;
  }

  private async load(): Promise<SignerCredentials> {
    const {
      SIGNING_PKCS12_PATH: path,
      SIGNING_PKCS12_PASSWORD: password,
      SIGNING_DATA_DIR: dir,
    } = this.config;
    if (path) return loadPkcs12(await readFile(path), password);
    const development = await ensureDevelopmentCertificate(dir, {
      logger: { info: (message) => this.logger.warn(message) },
    });
    if (!development.created) {
      this.logger.log(
        `sealing with the development certificate ${development.path} (set SIGNING_PKCS12_PATH in production)`,
      );
    }
    return development.credentials;
  }
}
