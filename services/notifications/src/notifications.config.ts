import {
  databaseUrl,
  int,
  loadConfig,
  natsUrl,
  platformFields,
  port,
  redisUrl,
  url,
  z,
  type Env,
} from '@rubrica/config';

/** What every notifications process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...platformFields(processName),
  DATABASE_URL: databaseUrl('rubrica_notifications'),
  NATS_URL: natsUrl(),
  REDIS_URL: redisUrl(),
});

export const notificationsConfigSchema = z.object({ ...sharedFields('notifications'), PORT: port(3006) });
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

/** The notifications HTTP process's settings, validated once at start. */
export function loadNotificationsConfig(env?: Env): NotificationsConfig {
  return loadConfig('notifications', notificationsConfigSchema, env);
}

/** `Name <address>` or a bare address: what nodemailer accepts as a sender. */
const mailbox = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^(?:[^<>@]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
      message:
        'must be an address (no-reply@example.com) or a name and address (Rubrica <no-reply@example.com>)',
    })
    .default(fallback);

export const notificationsWorkerConfigSchema = z.object({
  ...sharedFields('notifications-worker'),
  PORT: port(3106),
  WORKER_CONCURRENCY: int(5, 1),
  /** Redis key prefix of the job queues; producers must use the same (tests isolate with their own). */
  JOBS_PREFIX: z.string().min(1).optional(),
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: mail goes to MAIL_OUTBOX_DIR. */
  SMTP_URL: url(undefined, ['smtp', 'smtps']).optional(),
  MAIL_FROM: mailbox('Rubrica <no-reply@rubrica.local>'),
  /** Where `.eml` files are written when SMTP_URL is unset. */
  MAIL_OUTBOX_DIR: z.string().min(1).default('.data/mail'),
});
export type NotificationsWorkerConfig = z.infer<typeof notificationsWorkerConfigSchema>;

/** The notifications worker process's settings, validated once at start. */
export function loadNotificationsWorkerConfig(env?: Env): NotificationsWorkerConfig {
  return loadConfig('notifications-worker', notificationsWorkerConfigSchema, env);
}
