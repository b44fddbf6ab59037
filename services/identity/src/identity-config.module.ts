import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { IdentityConfig } from './identity.config.js';

/** Injection token of the identity process's validated settings. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** `@InjectIdentityConfig() config: IdentityConfig` */
export const InjectIdentityConfig = (): ParameterDecorator => Inject(IDENTITY_CONFIG);

/** Makes the settings validated at start injectable in every feature module. */
@Global()
@Module({})
export class IdentityConfigModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityConfigModule,
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }],
      exports: [IDENTITY_CONFIG],
    };
  }
}
