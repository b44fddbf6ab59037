import { Inject } from '@nestjs/common';

/** Injection token of the process's validated settings (the HTTP or the worker process's, provided by its root). */
export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

/** `@InjectStorageConfig() config: StorageConfig` (or `StorageWorkerConfig` in the worker). */
export const InjectStorageConfig = (): ParameterDecorator => Inject(STORAGE_CONFIG);
