import type { DynamicModule, Type } from '@nestjs/common';

export type NestModule = Type<unknown> | DynamicModule;

/**
 * Where a process's root module comes from: the module itself, or `loadModule`, a function doing a
 * dynamic `import()`. Entry points use the latter so the application's modules (pg, ioredis, ...)
 * load after telemetry has started and its instrumentations see them.
 */
export type ModuleSource =
  | { module: NestModule; loadModule?: undefined }
  | { module?: undefined; loadModule: () => Promise<NestModule> };

export async function resolveModule(source: ModuleSource): Promise<NestModule> {
  if (source.module) return source.module;
  if (source.loadModule) return source.loadModule();
  throw new Error('either module or loadModule is required');
}
