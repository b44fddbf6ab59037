// The sandbox timestamp authority (`make run` starts it beside the services, and points the
// signing processes' TSA_URL at it): RFC 3161 tokens offline, from a CA generated on first start.
import { join, resolve } from 'node:path';
import { createLogger } from '@rubrica/telemetry';
import { ensureSandboxTsaCredentials } from './sandbox-tsa-credentials.js';
import { createSandboxTsa } from './sandbox-tsa-server.js';
import { loadTsaSandboxConfig } from './tsa-sandbox.config.js';

const config = loadTsaSandboxConfig();
const logger = createLogger({ name: 'tsa-sandbox', level: config.LOG_LEVEL });
const dir = resolve(config.TSA_SANDBOX_DATA_DIR);
// Its certificate names the CRL and OCSP responder served here, at the address it listens on.
const host = config.TSA_SANDBOX_HOST.includes(':') ? `[${config.TSA_SANDBOX_HOST}]` : config.TSA_SANDBOX_HOST;
const publishedAt = `http://${host}:${config.PORT}/`;
const { credentials, created } = await ensureSandboxTsaCredentials(dir, publishedAt);
if (created)
  logger.warn(`generated SANDBOX timestamp authority CA and certificate in ${join(dir, 'tsa.json')}`);
const tsa = createSandboxTsa({
  credentials,
  logger: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
});
const url = await tsa.listen(config.PORT, config.TSA_SANDBOX_HOST);
logger.info(
  `sandbox timestamp authority at ${url} (its CA: ${url}ca.pem); tokens prove nothing outside development`,
);

const stop = () => {
  void tsa.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
