import type { SendEmailJob } from './send-email.job.js';
import type { SendWhatsappJob } from './send-whatsapp.job.js';

/**
 * Every queue and job the platform runs, with the payload each job carries.
 *
 * WARNING: queue and job names are stored in Redis (keys, job records, delayed and failed jobs).
 * Renaming or removing one is a migration: jobs already enqueued under the old name would never
 * run, or would fail as unknown. Add new names; retire old ones only once their queues are drained.
 *
 * Payloads carry ids and blob keys only, never documents or personal data: the worker loads the
 * current state itself, which also keeps a retried job from acting on a stale copy.
 */
export interface JobPayloads {
  signing: {
    /** Appends a recipient's drawings to every document (the request's row holds what to draw). */
    'apply-recipient-revision': { requestId: string };
    /** Seals every document and produces the sealed signature page. */
    'seal-envelope': { requestId: string };
    /** Periodic: finds sealed copies whose last timestamp's certificate ends within the horizon. */
    'retimestamp-archive': { trigger: 'schedule' | 'manual' };
    /** Appends validation data and a new document timestamp to one sealed copy, at this version. */
    'retimestamp-sealed-copy': { copyId: string; version: number };
  };
  notifications: {
    /** The exception to "ids only": any service sends mail without the notifications service holding its data. */
    'send-email': SendEmailJob;
    /** The same exception as `send-email`: the message's number, template params and link. */
    'send-whatsapp': SendWhatsappJob;
    'deliver-webhook': { deliveryId: string };
    /** Pushes a completed envelope's files to an organization's archive (the push's row says what). */
    'push-to-integration': { pushId: string };
  };
  storage: {
    /** Converts a requested office document to PDF (the request's row holds the blob keys). */
    'convert-document': { requestId: string };
  };
  envelopes: {
    'expire-envelope': { envelopeId: string };
    'send-reminder': { envelopeId: string; recipientId: string };
    /** Periodic: republishes signing work stuck past its deadline, re-creates lost delayed jobs. */
    'reconcile-envelopes': { trigger: 'schedule' | 'manual' };
    /** Periodic: deletes sandbox envelopes older than 7 days with their blobs. */
    'purge-sandbox-envelopes': { trigger: 'schedule' | 'manual' };
  };
  billing: {
    /** Charges the next cycle of a recurring subscription when its current one ends. */
    'renew-subscription': { organizationId: string; cycleEndsAt: string };
    /** The sandbox payment provider's signed webhook, delivered with retries. */
    'deliver-sandbox-webhook': { deliveryId: string };
  };
  maintenance: {
    /** Re-enqueues the named service's work stuck past its deadline. */
    reconcile: { service: string };
  };
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = JobPayloads[Q][J];

interface QueueDefinition<Q extends QueueName> {
  readonly name: Q;
  readonly jobs: readonly JobName<Q>[];
}

function defineQueue<Q extends QueueName>(name: Q, jobs: { [J in JobName<Q>]: true }): QueueDefinition<Q> {
  // A record of every job name: the compiler refuses a registry that misses or invents one.
  return Object.freeze({ name, jobs: Object.freeze(Object.keys(jobs) as JobName<Q>[]) });
}

export const QUEUES: { readonly [Q in QueueName]: QueueDefinition<Q> } = Object.freeze({
  signing: defineQueue('signing', {
    'apply-recipient-revision': true,
    'seal-envelope': true,
    'retimestamp-archive': true,
    'retimestamp-sealed-copy': true,
  }),
  notifications: defineQueue('notifications', {
    'send-email': true,
    'send-whatsapp': true,
    'deliver-webhook': true,
    'push-to-integration': true,
  }),
  storage: defineQueue('storage', { 'convert-document': true }),
  envelopes: defineQueue('envelopes', {
    'expire-envelope': true,
    'send-reminder': true,
    'reconcile-envelopes': true,
    'purge-sandbox-envelopes': true,
  }),
  billing: defineQueue('billing', { 'renew-subscription': true, 'deliver-sandbox-webhook': true }),
  maintenance: defineQueue('maintenance', { reconcile: true }),
});

export function isJobName<Q extends QueueName>(queue: Q, name: string): name is JobName<Q> {
  return (QUEUES[queue].jobs as readonly string[]).includes(name);
}
