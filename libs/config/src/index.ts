export { loadConfig, ConfigError, type ConfigIssue, type Env } from './load-config.js';
export {
  port,
  url,
  bool,
  int,
  nodeEnv,
  logLevel,
  databaseUrl,
  natsUrl,
  redisUrl,
  platformFields,
  behindGatewayFields,
  firstPartyClientFields,
} from './fields.js';
export { commaList } from './comma-list.js';
export {
  secret,
  optionalSecret,
  providedSecret,
  secretSpecs,
  DEFAULT_SECRETS_DIR,
  type SecretOptions,
} from './secret-field.js';
export { ensureGeneratedSecret, type GeneratedSecret } from './generated-secret.js';
export { armCrashPoints, crashPoint, CRASH_POINTS, type CrashPoint } from './crash-point.js';
export { z } from 'zod';
