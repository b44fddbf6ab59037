import { commaList, loadConfig, logLevel, nodeEnv, port, z, type Env } from '@rubrica/config';

/**
 * The sandbox signer plugin: a stand-in for the local A1/A3 plugin signers install on their own
 * computer, for demos and development. It runs beside the browser, never in the cluster.
 */
export const pluginSandboxConfigSchema = z.object({
  NODE_ENV: nodeEnv(),
  LOG_LEVEL: logLevel(),
  /** The SPA's default VITE_SIGNER_PLUGIN_URL points here. */
  PORT: port(17300),
  /** Loopback only, as a real plugin: nothing but this computer's browser may reach it. */
  PLUGIN_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** Origins of the SPA allowed to call it (CORS), comma-separated. */
  PLUGIN_SANDBOX_ALLOWED_ORIGINS: commaList('http://localhost:8080,http://127.0.0.1:8080', (origin) =>
    origin.replace(/\/+$/, ''),
  ),
  /** The licence apps must log in with: the one the envelopes service hands out by default. */
  PLUGIN_SANDBOX_LICENSE: z.string().min(1).default('rubrica-sandbox-signer-plugin'),
  /** The PIN of every sandbox certificate. */
  PLUGIN_SANDBOX_PIN: z.string().min(1).default('1234'),
  /** Where the sandbox certificates and their keys are kept between runs. */
  PLUGIN_SANDBOX_DATA_DIR: z.string().min(1).default('.data/plugin-sandbox'),
});
export type PluginSandboxConfig = z.infer<typeof pluginSandboxConfigSchema>;

export function loadPluginSandboxConfig(env?: Env): PluginSandboxConfig {
  return loadConfig('plugin-sandbox', pluginSandboxConfigSchema, env);
}
