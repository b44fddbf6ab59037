import { behindGatewayFields, databaseUrl, natsUrl, platformFields, redisUrl, z } from '@rubrica/config';

/**
 * The settings `ServicePlatformModule.forProcess` reads, for a process of `service` behind the
 * gateway: the platform's, the gateway's key, the service's database (`rubrica_<service>` by
 * default), NATS, Redis and the job queues' key prefix. A process's schema spreads them and adds
 * its own (PORT first of all).
 */
export const servicePlatformFields = (service: string, processName: string = service) => ({
  ...platformFields(processName),
  ...behindGatewayFields(),
  DATABASE_URL: databaseUrl(`rubrica_${service}`),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
  /** Redis key prefix of the job queues; producers and workers must agree (tests use their own). */
  JOBS_PREFIX: z.string().min(1).optional(),
});
