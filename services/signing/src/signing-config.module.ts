import { Inject } from '@nestjs/common';

/** Injection token of the process's validated settings (the HTTP or the worker process's, provided by its root). */
export const SIGNING_CONFIG = Symbol('SIGNING_CONFIG');

/** `@InjectSigningConfig() config: SigningConfig` (or `SigningWorkerConfig` in the worker). */
export const InjectSigningConfig = (): ParameterDecorator => Inject(SIGNING_CONFIG);
