import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { StorageConfig, StorageWorkerConfig } from './storage.config.js';

/** Injection token of the process's validated settings (the HTTP or the worker process's). */
export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

/** `@InjectStorageConfig() config: StorageConfig` (or `StorageWorkerConfig` in the worker). */
export const InjectStorageConfig = (): ParameterDecorator => Inject(STORAGE_CONFIG);

/** Makes the settings validated at start injectable in every feature module. */
@Global()
@Module({})
export class StorageConfigModule {
  static forRoot(config: StorageConfig | StorageWorkerConfig): DynamicModule {
    return {
      module: StorageConfigModule,
      providers: [{ provide: STORAGE_CONFIG, useValue: config }],
      exports: [STORAGE_CONFIG],
    };
  }
}
