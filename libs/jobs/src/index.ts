export {
  QUEUES,
  isJobName,
  type JobPayloads,
  type QueueName,
  type JobName,
  type JobPayload,
} from './queues.js';
export type { JobData } from './job-data.js';
export {
  EMAIL_TEMPLATE_NAMES,
  EMAIL_LOCALES,
  type EmailTemplateName,
  type EmailLocale,
  type SendEmailJob,
  type EmailSubjectRef,
} from './send-email.job.js';
export {
  WHATSAPP_TEMPLATE_NAMES,
  type WhatsappTemplateName,
  type WhatsappLocale,
  type WhatsappSubjectRef,
  type SendWhatsappJob,
} from './send-whatsapp.job.js';
export {
  createQueue,
  defaultJobOptions,
  DEFAULT_PREFIX,
  type CreateQueueOptions,
  type JobQueue,
} from './create-queue.js';
export { enqueue, type EnqueueOptions } from './enqueue.js';
export {
  createWorker,
  type CreateWorkerOptions,
  type JobHandlers,
  type JobLogger,
  type JobWorker,
  type WorkerJob,
} from './create-worker.js';
export { listDeadLetters, retryDeadLetter, type DeadLetter } from './dead-letters.js';
export { createRedisConnection } from './redis-connection.js';
// Thrown by a handler for a failure no retry can fix: the job goes straight to the dead letters.
export { UnrecoverableError } from 'bullmq';
