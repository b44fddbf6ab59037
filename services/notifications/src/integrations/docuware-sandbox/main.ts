// The DocuWare sandbox (`make run` starts it beside the services): a stand-in for a customer's
// DocuWare server, so the integration can be configured, tested and watched on one machine.
// Local only, never deployed to the cluster.
import { createLogger } from '@rubrica/telemetry';
import { loadDocuwareSandboxConfig } from './docuware-sandbox.config.js';
import { createDocuwareSandbox } from './docuware-sandbox-server.js';

const config = loadDocuwareSandboxConfig();
const logger = createLogger({ name: 'docuware-sandbox', level: config.LOG_LEVEL });
const sandbox = createDocuwareSandbox({
  organization: 'Rubrica Sandbox',
  users: [{ name: config.DOCUWARE_SANDBOX_USER, password: config.DOCUWARE_SANDBOX_PASSWORD }],
  logger: { info: (message) => logger.info(message) },
});
const url = await sandbox.listen(config.PORT, config.DOCUWARE_SANDBOX_HOST);
logger.info(
  `DocuWare sandbox at ${url} (stored documents listed there): user ${config.DOCUWARE_SANDBOX_USER}, password ${config.DOCUWARE_SANDBOX_PASSWORD}, file cabinet Contratos`,
);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
