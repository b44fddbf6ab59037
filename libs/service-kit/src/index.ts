export { bootstrapHttpService, httpServiceUrl, type HttpServiceOptions } from './bootstrap-http-service.js';
export { bootstrapWorker, type WorkerOptions, type WorkerProcess } from './bootstrap-worker.js';
export { runProcess, startupFailureMessage } from './run-process.js';
export { runService, type ServiceRoot } from './process/run-service.js';
export {
  httpProcessModule,
  workerProcessModule,
  type HttpProcess,
  type HttpProcessModule,
  type HttpProcessParts,
  type ProcessModule,
  type ProcessParts,
} from './process/service-process.js';
export { ProcessSettingsModule } from './process/process-settings.module.js';
export type { ProcessConfig } from './process-config.js';
export type { ModuleSource, NestModule } from './module-source.js';
export {
  ServicePlatformModule,
  type PlatformConfig,
  type PlatformJobs,
  type PlatformService,
  type ServicePlatformOptions,
} from './service-platform.module.js';
export { servicePlatformFields } from './service-platform.fields.js';
export { HealthModule, type HealthModuleOptions } from './health/health.module.js';
export { ReadinessService, type ReadinessReport, type CheckState } from './health/readiness.service.js';
export { startProbeServer, type ProbeServer } from './health/probe-server.js';
export type { ReadinessCheck } from './health/readiness-check.js';
export { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
export { DatabaseReadinessCheck } from './database/database-readiness.check.js';
export { escapeLike } from './database/escape-like.util.js';
export { NatsModule, type NatsModuleOptions } from './nats/nats.module.js';
export { NatsConnectionManager } from './nats/nats-connection.manager.js';
export {
  BackgroundEventConsumer,
  BackgroundEventConsumers,
  type AfterCommit,
  type BackgroundEventConsumerOptions,
  type BackgroundEventHandler,
} from './nats/background-event-consumer.js';
export { subjectEventConsumer, type SubjectEventConsumerOptions } from './nats/subject-event-consumer.js';
export { SubjectEventConsumerHost, type ConsumerConnections } from './nats/subject-event-consumer-host.js';
export { NatsReadinessCheck } from './nats/nats-readiness.check.js';
export { RedisModule, type RedisModuleOptions } from './redis/redis.module.js';
export { REDIS_CONNECTION, InjectRedis } from './redis/redis-connection.js';
export { RedisReadinessCheck } from './redis/redis-readiness.check.js';
export { ServiceErrorFilter } from './http/service-error.filter.js';
export { DEFAULT_PER_PAGE, paginated, type Paginated } from './http/paginated.util.js';
export { parseInput } from './http/parse-input.util.js';
export {
  firstValue,
  maxMessage,
  pageQuery,
  requiredMessage,
  requiredText,
  searchQuery,
} from './http/common-input.schemas.js';
export { ZodInputPipe } from './http/zod-input.pipe.js';
export { CheckedInput } from './http/checked-input.js';
export {
  CALLER_IDLE_SOCKET_TIMEOUT_MS,
  SERVICE_KEEP_ALIVE_TIMEOUT_MS,
  keepConnectionsForCallers,
  serviceAgent,
} from './http/keep-alive.js';
export {
  Multipart,
  MultipartSource,
  type IncomingFile,
  type MultipartReadOptions,
  type MultipartResult,
} from './http/multipart-source.js';
export {
  SingleFileUpload,
  UploadedSingleFile,
  type SingleFileUploadOptions,
  type UploadedPart,
} from './http/single-file-upload.interceptor.js';
export { isValidCpf } from './validation/is-valid-cpf.util.js';
export { isValidEmail } from './validation/is-valid-email.util.js';
export { OutboxRelayModule } from './outbox/outbox-relay.module.js';
export { answerPendingRequest } from './outbox/answer-pending-request.js';
export { appendOutboxEvent } from './outbox/append-outbox-event.js';
export { OutboxRelayRunner, type OutboxRelayModuleOptions } from './outbox/outbox-relay.runner.js';
export { PeriodicTask, type PeriodicTaskOptions } from './periodic/periodic-task.js';
export { PeriodicRunner, type PeriodicRunnerOptions } from './periodic/periodic-runner.js';
export { JobWorkerModule } from './jobs/job-worker.module.js';
export { JobWorkerRunner, type JobWorkerOptions } from './jobs/job-worker.runner.js';
export { QueueProducer } from './jobs/queue-producer.js';
export type { FinalJobFailure, QueueHandlers } from './jobs/queue-handlers.js';
export { unhandledJob } from './jobs/unhandled-job.js';
export {
  CallerError,
  GatewayCaller,
  GatewayCallerGuard,
  PERMISSION_FLAGS,
  RequireBusinessWorkspace,
  RequireOrganization,
  RequireOwner,
  RequirePermission,
  callerFromGatewayHeaders,
  gatewayCallerOf,
  isUuid,
  stackedMetadata,
  type OrganizationCaller,
  type PermissionFlag,
  type Permissions,
} from './caller/index.js';
