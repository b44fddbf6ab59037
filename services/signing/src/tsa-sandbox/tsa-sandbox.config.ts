import { loadConfig, logLevel, nodeEnv, port, z, type Env } from '@rubrica/config';

/**
 * The sandbox timestamp authority: an RFC 3161 responder with a CA of its own, so signatures are
 * timestamped offline in development. `make run` starts it and points TSA_URL at it; it is never
 * deployed (its tokens prove nothing to anyone else).
 */
export const tsaSandboxConfigSchema = z.object({
  NODE_ENV: nodeEnv(),
  LOG_LEVEL: logLevel(),
  PORT: port(17500),
  /** Loopback by default: only this computer's signing processes ask it. */
  TSA_SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where its CA, certificate and key are kept between runs. */
  TSA_SANDBOX_DATA_DIR: z.string().min(1).default('.data/tsa-sandbox'),
});
export type TsaSandboxConfig = z.infer<typeof tsaSandboxConfigSchema>;

export function loadTsaSandboxConfig(env?: Env): TsaSandboxConfig {
  return loadConfig('tsa-sandbox', tsaSandboxConfigSchema, env);
}
