import { Module, type DynamicModule, type ModuleMetadata, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { QueueName } from '@rubrica/jobs';
import type { NestModule } from '../module-source.js';
import {
  ServicePlatformModule,
  type PlatformConfig,
  type PlatformJobs,
  type PlatformService,
} from '../service-platform.module.js';
import { ProcessSettingsModule } from './process-settings.module.js';

/** What a service's process is made of on top of the platform. */
export interface ProcessParts<Q extends QueueName = QueueName> {
  /** The database and outbox the process works on (a worker shares its HTTP process's). */
  service: PlatformService;
  /** Token under which the settings validated at start are injected everywhere. */
  settings?: symbol | string;
  /** The queue a worker consumes (an HTTP process may consume a light one itself). */
  jobs?: PlatformJobs<Q>;
  /** The process's features. */
  imports?: ModuleMetadata['imports'];
  providers?: ModuleMetadata['providers'];
}

export interface HttpProcessParts<Q extends QueueName = QueueName> extends ProcessParts<Q> {
  /** Keep the raw request body as `req.rawBody` (signed webhooks). */
  rawBody?: boolean;
  /** Last set-up before listening (e.g. connecting the request-reply server). */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

/** A process's root: its module, built from the settings validated at start. */
export interface ProcessModule<C> {
  forRoot(config: C): DynamicModule;
}

/** An HTTP process: its module and what the HTTP server needs besides it. */
export interface HttpProcess {
  module: NestModule;
  rawBody?: boolean;
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

export interface HttpProcessModule<C> extends ProcessModule<C> {
  process(config: C): HttpProcess;
}

// Nest names a module by its class in its logs, so every root keeps the name it always had.
function rootClass(name: 'AppModule' | 'WorkerModule'): Type<unknown> {
  const root = { [name]: class {} }[name];
  Module({})(root);
  return root;
}

function rootModule(
  root: Type<unknown>,
  processName: string,
  config: PlatformConfig,
  parts: ProcessParts,
): DynamicModule {
  const { service, settings, jobs, imports = [], providers = [] } = parts;
  return {
    module: root,
    imports: [
      ...(settings ? [ProcessSettingsModule.forRoot(settings, config)] : []),
      ServicePlatformModule.forProcess({ name: processName, config, service, jobs }),
      ...imports,
    ],
    providers,
  };
}

/**
 * A service's HTTP process, described once: the platform (database, NATS, Redis, probes, outbox),
 * its settings and its features. `main.ts` starts it with `runHttpService`; specs boot
 * `AppModule.forRoot(config)`. The process is named after its service.
 */
export function httpProcessModule<C extends PlatformConfig, Q extends QueueName = QueueName>(
  describe: (config: C) => HttpProcessParts<Q>,
): HttpProcessModule<C> {
  const root = rootClass('AppModule');
  const process = (config: C): HttpProcess => {
    const { rawBody, configure, ...parts } = describe(config);
    return { module: rootModule(root, parts.service.name, config, parts), rawBody, configure };
  };
  return { process, forRoot: (config) => process(config).module as DynamicModule };
}

/**
 * A service's worker process: the platform with the HTTP process's database and its queue's
 * consumer, named `<service>-worker`. `worker.ts` starts it with `runWorker`.
 */
export function workerProcessModule<C extends PlatformConfig, Q extends QueueName = QueueName>(
  describe: (config: C) => ProcessParts<Q> & { jobs: PlatformJobs<Q> },
): ProcessModule<C> {
  const root = rootClass('WorkerModule');
  return {
    forRoot: (config) => {
      const parts = describe(config);
      return rootModule(root, `${parts.service.name}-worker`, config, parts);
    },
  };
}
