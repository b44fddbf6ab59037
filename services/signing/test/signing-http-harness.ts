// Boots the real signing HTTP process (with its NATS request-reply server, as main.ts does) on a
// given port, database, NATS and blob root, so the worker and the HTTP process of one test share
// them (the worker reaches the sandbox cloud certificate service the HTTP process serves).
import type { NestExpressApplication } from '@nestjs/platform-express';
import { bootstrapHttpService, httpServiceUrl } from '@rubrica/service-kit';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { connectSigningRpcServer } from '../src/qualified-signatures/connect-signing-rpc-server.js';
import { loadSigningConfig, type SigningConfig } from '../src/signing.config.js';

export interface SigningHttpProcess {
  url: string;
  config: SigningConfig;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** `port` 0 (the default) picks any free port. */
export async function startSigningHttp(env: Record<string, string>, port = 0): Promise<SigningHttpProcess> {
  const config = { ...loadSigningConfig({ LOG_LEVEL: 'silent', ...env }), PORT: port };
  const app: NestExpressApplication = await bootstrapHttpService({
    name: 'signing',
    config,
    module: AppModule.forRoot(config),
    telemetry: false,
    handleSignals: false,
    configure: (created) => connectSigningRpcServer(created, config),
  });
  return {
    url: httpServiceUrl(app),
    config,
    dataSource: app.get(DataSource),
    close: () => app.close(),
  };
}
