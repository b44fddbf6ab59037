// The sandbox signer plugin (`make run` starts it beside the services): a stand-in for the local
// A1/A3 plugin a signer installs on their own computer. Local only, never deployed to the cluster.
import { resolve } from 'node:path';
import { createLogger } from '@rubrica/telemetry';
import { loadPluginSandboxConfig } from './plugin-sandbox.config.js';
import { ensureSandboxCertificates } from './sandbox-certificates.js';
import { createSandboxPlugin } from './sandbox-plugin-server.js';

const config = loadPluginSandboxConfig();
const logger = createLogger({ name: 'plugin-sandbox', level: config.LOG_LEVEL });
const { certificates } = await ensureSandboxCertificates(resolve(config.PLUGIN_SANDBOX_DATA_DIR));
const plugin = createSandboxPlugin({
  certificates,
  license: config.PLUGIN_SANDBOX_LICENSE,
  pin: config.PLUGIN_SANDBOX_PIN,
  allowedOrigins: config.PLUGIN_SANDBOX_ALLOWED_ORIGINS,
  logger: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
});
const url = await plugin.listen(config.PORT, config.PLUGIN_SANDBOX_HOST);
logger.info(
  `sandbox signer plugin at ${url}: ${certificates.length} A1 certificates (${certificates
    .map((certificate) => certificate.commonName)
    .join(', ')}); demo PIN ${config.PLUGIN_SANDBOX_PIN}`,
);

const stop = () => {
  void plugin.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
