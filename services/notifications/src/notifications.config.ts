import { blobConfigFields, checkBlobConfig } from '@rubrica/blob';
import { commaList, int, loadConfig, port, providedSecret, url, z, type Env } from '@rubrica/config';
import { servicePlatformFields } from '@rubrica/service-kit';

/** What every notifications process needs; each process adds its own PORT. */
const sharedFields = (processName: string) => ({
  ...servicePlatformFields('notifications', processName),
  /**
   * The Meta app's secret: WhatsApp signs its webhooks with it (`X-Hub-Signature-256`), and the
   * sandbox signs its own the same way. Required in production; a fixed sandbox secret elsewhere.
   */
  WHATSAPP_APP_SECRET: providedSecret(z.string().min(8).optional(), {
    known: [SANDBOX_WHATSAPP_APP_SECRET, 'rubrica-local-whatsapp-app-secret'],
  }),
  ...webhookFields(),
  ...integrationFields(),
});

const CIDR = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F:.]+)\/\d{1,3}$/;

/** Webhooks (src/webhooks/README.md): secrets at rest, the SSRF guard's allowances, delivery limits. */
function webhookFields() {
  return {
    /**
     * The AES-256-GCM key that encrypts webhook signing secrets at rest (32 bytes, base64).
     * Required in production; elsewhere one is generated into WEBHOOK_SECRETS_KEY_FILE.
     */
    WEBHOOK_SECRETS_KEY: providedSecret(
      z
        .string()
        .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes in base64')
        .optional(),
      // The value docker-compose.yml once carried.
      { known: ['cnVicmljYS1sb2NhbC13ZWJob29rLXNlY3JldC1rZXk='] },
    ),
    WEBHOOK_SECRETS_KEY_FILE: z.string().min(1).default('.data/webhooks/secrets.key'),
    /** Private networks outbound calls may reach (a self-hosted install's own systems), e.g. `10.0.0.0/8`. */
    OUTBOUND_ALLOWED_PRIVATE_NETWORKS: commaList('').pipe(
      z.array(z.string().regex(CIDR, 'must be a network like 10.0.0.0/8')),
    ),
    /** Ports a customer URL may name besides its scheme's default. */
    OUTBOUND_ALLOWED_PORTS: commaList('80,443,8080,8443').pipe(
      z.array(z.coerce.number<string>().int().min(1).max(65_535)),
    ),
  };
}

/** Where `make run` starts the DocuWare sandbox (scripts/processes.json). */
export const DOCUWARE_SANDBOX_DEFAULT_URL = 'http://127.0.0.1:17400';

/** Integrations with document archives (src/integrations/README.md). */
function integrationFields() {
  return {
    /**
     * The DocuWare sandbox (`make run` starts it): offered as the server address in the catalogue
     * and the only loopback origin the SSRF guard lets integrations call. Development only: refused
     * in production; elsewhere it defaults to the sandbox `make run` starts.
     */
    DOCUWARE_SANDBOX_URL: url(undefined, ['http', 'https']).optional(),
    /** How long one call to a DocuWare server may take (a store carries a whole document). */
    DOCUWARE_TIMEOUT_MS: int(30_000, 100),
  };
}

/** The DocuWare sandbox's address, or none (production, where it is never set). */
export function docuwareSandboxUrl(config: { DOCUWARE_SANDBOX_URL?: string; NODE_ENV: string }) {
  if (config.NODE_ENV === 'production') return undefined;
  return config.DOCUWARE_SANDBOX_URL ?? DOCUWARE_SANDBOX_DEFAULT_URL;
}

function sandboxOnlyOutsideProduction(config: Record<string, unknown>, context: z.RefinementCtx) {
  if (config.NODE_ENV === 'production' && config.DOCUWARE_SANDBOX_URL !== undefined)
    context.addIssue({
      code: 'custom',
      path: ['DOCUWARE_SANDBOX_URL'],
      message: 'is for development only (it lets integrations call a loopback address)',
    });
}

/** The app secret used when none is configured outside production (the sandbox signs with it). */
export const SANDBOX_WHATSAPP_APP_SECRET = 'rubrica-sandbox-whatsapp-secret';
/** The webhook verify token used when none is configured outside production. */
export const SANDBOX_WHATSAPP_VERIFY_TOKEN = 'rubrica-sandbox-verify-token';

function requireInProduction(names: string[]) {
  return (config: Record<string, unknown>, context: z.RefinementCtx) => {
    if (config.NODE_ENV !== 'production') return;
    for (const name of names)
      if (config[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
  };
}

export const notificationsConfigSchema = z
  .object({
    ...sharedFields('notifications'),
    PORT: port(3006),
    /** The token Meta echoes when the webhook is registered (`hub.verify_token`). */
    WHATSAPP_VERIFY_TOKEN: providedSecret(z.string().min(8).optional(), {
      known: [SANDBOX_WHATSAPP_VERIFY_TOKEN, 'rubrica-local-whatsapp-verify-token'],
    }),
  })
  .superRefine((config, context) => {
    requireInProduction(['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WEBHOOK_SECRETS_KEY'])(
      config,
      context,
    );
    sandboxOnlyOutsideProduction(config, context);
  });
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

/**
 * WhatsApp delivery (STACK-NOTES "WhatsApp Cloud API"): `cloud` sends through Meta's Cloud API
 * with the business number's id and a system-user token; `sandbox` (the default outside
 * production) answers like the API, keeps each message in WHATSAPP_OUTBOX_DIR, prints its link,
 * and posts signed status webhooks to WHATSAPP_WEBHOOK_URL.
 */
const whatsappFields = () => ({
  WHATSAPP_PROVIDER: z.enum(['cloud', 'sandbox']).optional(),
  WHATSAPP_API_URL: url('https://graph.facebook.com', ['http', 'https']),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must look like v21.0')
    .default('v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, 'must be the number id Meta shows (digits)').optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** How long one call to the Cloud API may take before it counts as unavailable (retried). */
  WHATSAPP_TIMEOUT_MS: int(15_000, 100),
  /** Where the sandbox keeps the messages it accepted (one JSON file each). */
  WHATSAPP_OUTBOX_DIR: z.string().min(1).default('.data/whatsapp'),
  /** Where the sandbox posts its status webhooks: the public webhook route, through the gateway. */
  WHATSAPP_WEBHOOK_URL: url('http://localhost:8080/api/p/notifications/whatsapp', ['http', 'https']),
  /** The sandbox's pause before each status (sent, delivered, read) of a message. */
  WHATSAPP_SANDBOX_STATUS_DELAY_MS: int(1_000, 0),
});

export const notificationsWorkerConfigSchema = z
  .object({
    ...sharedFields('notifications-worker'),
    ...whatsappFields(),
    // Integrations read the sealed documents of a completed envelope to push them.
    ...blobConfigFields(),
    /** The durable JetStream consumer that turns completed envelopes into integration pushes. */
    INTEGRATION_EVENTS_DURABLE: z.string().min(1).default('notifications-integrations'),
    /** Runs of one push before it fails for good (BullMQ retries it with exponential backoff). */
    INTEGRATION_PUSH_ATTEMPTS: int(8, 1),
    /** The pause before a push's first retry; doubled for each further one (8 runs span about 20 minutes). */
    INTEGRATION_PUSH_BACKOFF_MS: int(10_000, 0),
    PORT: port(3106),
    WORKER_CONCURRENCY: int(5, 1),
    /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`; unset: mail goes to MAIL_OUTBOX_DIR. */
    SMTP_URL: url(undefined, ['smtp', 'smtps']).optional(),
    MAIL_FROM: mailbox('Rubrica <no-reply@rubrica.local>'),
    /** Where `.eml` files are written when SMTP_URL is unset. */
    MAIL_OUTBOX_DIR: z.string().min(1).default('.data/mail'),
    /** The durable JetStream consumer that turns envelope events into webhook deliveries. */
    WEBHOOK_EVENTS_DURABLE: z.string().min(1).default('notifications-webhooks'),
    /** How long one webhook delivery may take, connection to last byte. */
    WEBHOOK_TIMEOUT_MS: int(10_000, 100),
    /** The largest answer read from a webhook receiver (the log keeps an excerpt). */
    WEBHOOK_MAX_RESPONSE_BYTES: int(64 * 1024, 1),
    /** How often the worker looks for pending deliveries whose job was lost. */
    WEBHOOK_SWEEP_INTERVAL_MS: int(60_000, 1_000),
    /** Deliveries in flight to one endpoint, across every worker process. */
    WEBHOOK_ENDPOINT_CONCURRENCY: int(2, 1),
    /**
     * Pauses before each retry of a failed delivery, in ms (each varied by up to 20% either way).
     * The default spans more than a day: 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h three times.
     */
    WEBHOOK_RETRY_SCHEDULE_MS: commaList(
      '5000,300000,1800000,7200000,18000000,36000000,36000000,36000000',
    ).pipe(z.array(z.coerce.number<string>().int().min(0))),
  })
  .superRefine((config, context) => {
    requireInProduction(['WEBHOOK_SECRETS_KEY'])(config, context);
    sandboxOnlyOutsideProduction(config, context);
    checkBlobConfig(config, context);
    if (whatsappProvider(config) !== 'cloud') return;
    for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET'] as const)
      if (config[name] === undefined)
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when WhatsApp goes through the Cloud API',
        });
  });
export type NotificationsWorkerConfig = z.infer<typeof notificationsWorkerConfigSchema>;

/** The notifications worker process's settings, validated once at start. */
export function loadNotificationsWorkerConfig(env?: Env): NotificationsWorkerConfig {
  return loadConfig('notifications-worker', notificationsWorkerConfigSchema, env);
}

/** The WhatsApp provider actually used: WHATSAPP_PROVIDER, else `cloud` in production and `sandbox` elsewhere. */
export function whatsappProvider(config: { WHATSAPP_PROVIDER?: 'cloud' | 'sandbox'; NODE_ENV: string }) {
  return config.WHATSAPP_PROVIDER ?? (config.NODE_ENV === 'production' ? 'cloud' : 'sandbox');
}

/** The app secret webhooks are signed with (the sandbox's own outside production). */
export function whatsappAppSecret(config: { WHATSAPP_APP_SECRET?: string }): string {
  return config.WHATSAPP_APP_SECRET ?? SANDBOX_WHATSAPP_APP_SECRET;
}
