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
} from './fields.js';
export { armCrashPoints, crashPoint } from './crash-point.js';
export { z } from 'zod';
