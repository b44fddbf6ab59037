import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { SigningConfig, SigningWorkerConfig } from './signing.config.js';

/** Injection token of the process's validated settings (the HTTP or the worker process's). */
export const SIGNING_CONFIG = Symbol('SIGNING_CONFIG');

/** `@InjectSigningConfig() config: SigningConfig` (or `SigningWorkerConfig` in the worker). */
export const InjectSigningConfig = (): ParameterDecorator => Inject(SIGNING_CONFIG);

/** Makes the settings validated at start injectable in every feature module. */
@Global()
@Module({})
export class SigningConfigModule {
  static forRoot(config: SigningConfig | SigningWorkerConfig): DynamicModule {
    return {
      module: SigningConfigModule,
      providers: [{ provide: SIGNING_CONFIG, useValue: config }],
      exports: [SIGNING_CONFIG],
    };
  }
}
