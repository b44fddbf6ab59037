import { loadConfig, logLevel, nodeEnv, port, z, type Env } from '@rubrica/config';

/**
 * The DocuWare sandbox: a stand-in for a customer's DocuWare server, for development and demos.
 * It runs beside the services (`make run`), never in the cluster.
 */
export const docuwareSandboxConfigSchema = z.object({
  NODE_ENV: nodeEnv(),
  LOG_LEVEL: logLevel(),
  /** The notifications service's DOCUWARE_SANDBOX_URL points here by default. */
  PORT: port(17400),
  /** Loopback only: the integrations' SSRF guard lets this one origin through, outside production. */
  DOCUWARE_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** The sandbox user's name and password (the catalogue's DocuWare fields take them). */
  DOCUWARE_SANDBOX_USER: z.string().min(1).default('rubrica'),
  DOCUWARE_SANDBOX_PASSWORD: z.string().min(1).default('sandbox'),
});
export type DocuwareSandboxConfig = z.infer<typeof docuwareSandboxConfigSchema>;

export function loadDocuwareSandboxConfig(env?: Env): DocuwareSandboxConfig {
  return loadConfig('docuware-sandbox', docuwareSandboxConfigSchema, env);
}
